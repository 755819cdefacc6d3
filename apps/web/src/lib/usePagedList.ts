import { useInfiniteQuery, type QueryKey } from '@tanstack/react-query';

export interface PagedListOptions<TPage, TItem> {
  queryKey: QueryKey;
  /** Reads one page (the first is 1) of the list. */
  fetchPage: (page: number, signal: AbortSignal) => Promise<TPage>;
  /** The items a page holds. */
  items: (page: TPage) => readonly TItem[];
  enabled?: boolean;
}

/**
 * A list read page by page ("Afficher plus"): the next page is asked while the last answer
 * says `hasMore`. Gives the infinite query (for ListState, refetch and the first page's other
 * fields) and every item loaded so far.
 */
export function usePagedList<TPage extends { hasMore: boolean }, TItem>({
  queryKey,
  fetchPage,
  items,
  enabled = true,
}: PagedListOptions<TPage, TItem>) {
  const query = useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam, signal }) => fetchPage(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (last.hasMore ? pages.length + 1 : undefined),
    enabled,
  });
  return {
    query,
    /** The first page, whose other fields (counts, flags) some lists show. */
    firstPage: query.data?.pages[0],
    items: query.data?.pages.flatMap(items) ?? [],
  };
}
