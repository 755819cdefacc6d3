import type { ProfileCard } from '@kollabo/shared';
import { usePagedList } from '../../lib/usePagedList';

/** Profile cards page by page ("Afficher plus", page size 10); failures are only logged (spec). */
export function useProfileList(
  key: readonly unknown[],
  fetchPage: (
    page: number,
    signal: AbortSignal,
  ) => Promise<{ cards: ProfileCard[]; hasMore: boolean }>,
  enabled = true,
) {
  return usePagedList({ queryKey: key, fetchPage, items: (page) => page.cards, enabled });
}
