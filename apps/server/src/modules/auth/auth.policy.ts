// Rules about the account itself, asked by every module's policy: whether two ids are the same
// person (one's own profile, one's own favourite, a device cookie of this very account), and
// whether a user is one of the team's administrators.

/** The same account; an absent id is nobody. */
export const isSameUser = (a: string | null | undefined, b: string | null | undefined): boolean =>
  typeof a === 'string' && a !== '' && a === b;

/** One of the team (moderation, disputes): `npm run admin -- grant <pseudo>`. */
export const isAdministrator = (user: { role: string } | null | undefined): boolean =>
  user?.role === 'admin';
