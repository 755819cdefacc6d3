import { useQuery } from '@tanstack/react-query';
import { homeHighlightsRead, type HomeHighlights } from '@kollabo/shared';
import { call } from '../../lib/api';

// GET /home/highlights: the home's preview and social proof from the marketplace's real data.
// Read through its schema-less descriptor (contracts/home-read.ts): the server checked the answer
// against `homeApi.highlights`' schema before sending it, and zod stays out of a visitor's home.

export const HOME_HIGHLIGHTS_KEY = ['home', 'highlights'] as const;

export function useHomeHighlights() {
  return useQuery<HomeHighlights>({
    queryKey: HOME_HIGHLIGHTS_KEY,
    queryFn: async ({ signal }) =>
      (await call(homeHighlightsRead, {}, { signal })) as unknown as HomeHighlights,
    staleTime: 60_000,
    retry: false,
  });
}
