import type { ReactNode } from 'react';
import { ListState, type ListQuery } from './ListState';
import { SkeletonCard } from './Skeleton';
import styles from './AdminList.module.css';

interface AdminListProps<T> {
  /** A `usePagedList` result: the query and the items loaded so far. */
  list: { query: ListQuery; items: readonly T[] };
  empty: string;
  /** Lines of the skeleton card shown while the first page loads. */
  skeletonLines?: number;
  /** Renders one item as a list element (a `<Card as="li">`). */
  children: (item: T) => ReactNode;
}

/** An admin list: a skeleton while loading, the empty message, the items, then Afficher plus. */
export function AdminList<T>({ list, empty, skeletonLines = 4, children }: AdminListProps<T>) {
  return (
    <ListState
      query={list.query}
      items={list.items}
      empty={empty}
      skeleton={<SkeletonCard lines={skeletonLines} />}
    >
      {(items) => <ul className={styles.list}>{items.map((item) => children(item))}</ul>}
    </ListState>
  );
}
