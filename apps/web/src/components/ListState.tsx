import { useEffect, type ReactNode } from 'react';
import { EmptyState } from './EmptyState';
import { LoadMore } from './LoadMore';
import { SkeletonCard } from './Skeleton';

/** What a list reads from its TanStack query; infinite queries add the next-page fields. */
export interface ListQuery {
  isPending: boolean;
  error?: unknown;
  hasNextPage?: boolean;
  isFetchingNextPage?: boolean;
  fetchNextPage?: () => Promise<unknown>;
}

export interface ListStateProps<T> {
  query: ListQuery;
  items: readonly T[];
  /** The spec's empty text; without one an empty list shows nothing. */
  empty?: ReactNode;
  /** Under the empty text: a hint or the next useful action (a reset link). */
  emptyAction?: ReactNode;
  /** The empty state's icon (components/icons). */
  emptyIcon?: ReactNode;
  /** The placeholder with the list's shape while the first page loads (one card by default). */
  skeleton?: ReactNode;
  /** The list itself, given the items once there is at least one. */
  children: (items: readonly T[]) => ReactNode;
}

/**
 * A list's three states and its "Afficher plus": the skeleton while the first page loads, the
 * spec's empty text, or the items. A failed load is only logged, as the spec says for every
 * list; the list then shows what it has (the empty text when nothing came).
 */
export function ListState<T>({
  query,
  items,
  empty,
  emptyAction,
  emptyIcon,
  skeleton = <SkeletonCard lines={4} />,
  children,
}: ListStateProps<T>) {
  const { error, fetchNextPage } = query;
  useEffect(() => {
    if (error) console.error(error);
  }, [error]);

  let content: ReactNode;
  if (query.isPending) content = skeleton;
  else if (items.length > 0) content = children(items);
  else
    content =
      empty === undefined || empty === null ? null : (
        <EmptyState message={empty} icon={emptyIcon}>
          {emptyAction}
        </EmptyState>
      );

  return (
    <>
      {content}
      {fetchNextPage && (
        <LoadMore
          hasMore={Boolean(query.hasNextPage)}
          loading={Boolean(query.isFetchingNextPage)}
          onLoadMore={() => void fetchNextPage()}
        />
      )}
    </>
  );
}
