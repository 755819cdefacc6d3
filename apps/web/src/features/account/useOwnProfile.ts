import { useQuery } from '@tanstack/react-query';
import { isCreatorType } from '@kollabo/shared';
import { useAuthState } from '../../lib/auth';
import { getProfile, profileKey } from '../profiles/api';

/**
 * The logged user's own profile (the same cache entry as /my-account, so an edit there shows
 * at once); null for visitors and while it loads.
 */
export function useOwnProfile() {
  const { logged, pseudo } = useAuthState();
  const query = useQuery({
    queryKey: [...profileKey(pseudo ?? ''), 'logged'],
    queryFn: ({ signal }) => getProfile(pseudo ?? '', signal),
    enabled: logged && Boolean(pseudo),
    staleTime: 5 * 60_000,
  });
  return logged ? (query.data?.profile ?? null) : null;
}

/** A logged creator (influencer, content creator, YouTuber, actor, agent): the board comes first. */
export function useIsCreator(): boolean {
  return isCreatorType(useOwnProfile()?.statut);
}
