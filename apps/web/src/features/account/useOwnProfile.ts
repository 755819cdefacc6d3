import { useQuery } from '@tanstack/react-query';
import { isBrandProfileType, isCreatorType } from '@kollabo/shared';
import { useAuthState } from '../../lib/auth';
import { profileKey } from '../profiles/keys';

/**
 * The logged user's own profile (the same cache entry as /my-account, so an edit there shows
 * at once); null for visitors and while it loads.
 */
export function useOwnProfile() {
  const { logged, pseudo } = useAuthState();
  const query = useQuery({
    queryKey: [...profileKey(pseudo ?? ''), 'logged'],
    // The profiles API (contracts, zod) loads for a logged user only: visitors never fetch it.
    queryFn: async ({ signal }) =>
      (await import('../profiles/api')).getProfile(pseudo ?? '', signal),
    enabled: logged && Boolean(pseudo),
    staleTime: 5 * 60_000,
  });
  return logged ? (query.data?.profile ?? null) : null;
}

/** A logged creator (influencer, content creator, YouTuber, actor, agent): the board comes first. */
export function useIsCreator(): boolean {
  return isCreatorType(useOwnProfile()?.statut);
}

/** A logged brand, agency or project owner: the creator-only settings are not shown to her. */
export function useIsBrand(): boolean {
  return isBrandProfileType(useOwnProfile()?.statut);
}
