import type { ReactNode } from 'react';
import { Card } from '../../components/Card';
import { EmptyState } from '../../components/EmptyState';
import { LoadMore } from '../../components/LoadMore';
import { SkeletonText } from '../../components/Skeleton';
import styles from './Admin.module.css';

/** The part of a TanStack infinite query an admin list reads. */
export interface PagedQuery {
  isPending: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}

interface AdminListProps<T> {
  query: PagedQuery;
  items: T[];
  empty: string;
  /** Renders one item as a list element (a `<Card as="li">`). */
  children: (item: T) => ReactNode;
}

/** An admin list: a skeleton while loading, the empty message, the items, then Afficher plus. */
export function AdminList<T>({ query, items, empty, children }: AdminListProps<T>) {
  return (
    <>
      {query.isPending ? (
        <Card>
          <SkeletonText lines={4} />
        </Card>
      ) : items.length === 0 ? (
        <EmptyState message={empty} />
      ) : (
        <ul className={styles.list}>{items.map(children)}</ul>
      )}
      <LoadMore
        hasMore={query.hasNextPage}
        loading={query.isFetchingNextPage}
        onLoadMore={() => void query.fetchNextPage()}
      />
    </>
  );
}
