import { useQuery } from '@tanstack/react-query';
import type { HomeHighlights } from '@kollabo/shared';
import { call } from '../../lib/api';

// GET /home/highlights: the home's preview and social proof from the marketplace's real data.
// The contract (and zod) loads with the call, after the page has shown (js-budget.mjs).

export const HOME_HIGHLIGHTS_KEY = ['home', 'highlights'] as const;

export function useHomeHighlights() {
  return useQuery<HomeHighlights>({
    queryKey: HOME_HIGHLIGHTS_KEY,
    queryFn: async ({ signal }) => {
      const { homeApi } = await import('../../lib/contracts');
      return call(homeApi.highlights, {}, { signal });
    },
    staleTime: 60_000,
    retry: false,
  });
}
