import { isSameUser } from '../auth/auth.policy.js';

// Who may see a profile page. A moderation decision (notices module) sets `moderation`:
// restricted, the profile leaves the directory and search and its page is shown to no one but
// its owner (with a notice that it is restricted); removed, or the account suspended, no one.

interface ProfileFacts {
  id: string;
  moderation: string | null;
}

/** The page as everyone sees it (visitors and other members): only a profile not moderated. */
export const isProfilePublic = (profile: Pick<ProfileFacts, 'moderation'>) => !profile.moderation;

/** Her own restricted profile: she still sees it, told that it is restricted. */
export const canViewRestrictedProfile = (profile: ProfileFacts, viewerId?: string | null) =>
  profile.moderation === 'restricted' && isSameUser(profile.id, viewerId);
