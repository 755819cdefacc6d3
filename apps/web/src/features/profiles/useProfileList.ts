import { useInfiniteQuery } from '@tanstack/react-query';
import type { ProfileCard } from '@kollabo/shared';

/** Page-by-page list ("Afficher plus", page size 10); load failures are only logged (spec). */
export function useProfileList(
  key: readonly unknown[],
  fetchPage: (
    page: number,
    signal: AbortSignal,
  ) => Promise<{ cards: ProfileCard[]; hasMore: boolean }>,
  enabled = true,
) {
  const query = useInfiniteQuery({
    queryKey: key,
    initialPageParam: 1,
    queryFn: async ({ pageParam, signal }) => {
      try {
        return { page: pageParam, ...(await fetchPage(pageParam, signal)) };
      } catch (error) {
        console.error(error);
        throw error;
      }
    },
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
    enabled,
  });
  return {
    pages: query.data?.pages.map((p) => p.cards),
    pending: enabled && query.isPending,
    hasMore: query.hasNextPage,
    loadingMore: query.isFetchingNextPage,
    loadMore: () => void query.fetchNextPage(),
  };
}
