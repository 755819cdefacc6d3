import { MSG } from '@kollabo/shared';
import { Button } from './Button';

export interface LoadMoreProps {
  hasMore: boolean;
  loading?: boolean;
  onLoadMore: () => void;
  label?: string;
}

/** "Afficher plus": loads the next page of a list; hidden when there is nothing more. */
export function LoadMore({
  hasMore,
  loading = false,
  onLoadMore,
  label = MSG.ui.loadMore,
}: LoadMoreProps) {
  if (!hasMore) return null;
  return (
    <div style={{ display: 'flex', justifyContent: 'center', marginTop: 'var(--space-6)' }}>
      <Button variant="secondary" busy={loading} busyLabel={MSG.ui.loading} onClick={onLoadMore}>
        {label}
      </Button>
    </div>
  );
}
