// Rules about the account itself, asked by every module's policy: whether two ids are the same
// person (one's own profile, one's own favourite, a device cookie of this very account),
// whether a user is one of the team's administrators, and who sees a person's phone.

/** The same account; an absent id is nobody. */
export const isSameUser = (a: string | null | undefined, b: string | null | undefined): boolean =>
  typeof a === 'string' && a !== '' && a === b;

/** One of the team (moderation, disputes): `npm run admin -- grant <pseudo>`. */
export const isAdministrator = (user: { role: string } | null | undefined): boolean =>
  user?.role === 'admin';

/**
 * A person's phone is hers and her signed partners' alone: her own view, and the other party of
 * a contract both signed (Kollabo's rule: no contact details before a contract). Visitors,
 * members and a party still negotiating or signing get none.
 */
export const seesPhoneOf = (
  viewer: { id: string; signedWith: readonly string[] } | null | undefined,
  personId: string,
): boolean =>
  viewer != null && (isSameUser(viewer.id, personId) || viewer.signedWith.includes(personId));
