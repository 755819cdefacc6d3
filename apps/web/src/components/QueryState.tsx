import type { ReactNode } from 'react';

/** What the page reads from its TanStack query. */
export interface ResourceQuery<T> {
  isPending: boolean;
  isError: boolean;
  data: T | undefined;
}

export interface QueryStateProps<T> {
  query: ResourceQuery<T>;
  /** The placeholder with the content's shape while it loads. */
  skeleton: ReactNode;
  /** What the page shows when the load failed. */
  error: ReactNode;
  /** The content, given the loaded data. */
  children: (data: T) => ReactNode;
}

/** One loaded thing (a form's data, a page's record): its skeleton, its load error, or it. */
export function QueryState<T>({ query, skeleton, error, children }: QueryStateProps<T>) {
  if (query.isPending) return <>{skeleton}</>;
  if (query.isError || query.data === undefined) return <>{error}</>;
  return <>{children(query.data)}</>;
}
