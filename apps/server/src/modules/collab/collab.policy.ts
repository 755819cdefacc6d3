import { collabIs, type CollabRole, type CollabStatus } from '@kollabo/shared';

// Who may do what in a collaboration space, in one place: the services ask these rules and the
// space's `can` object is computed from them. Only the two parties of an accepted offer enter;
// the project's owner writes the contract and reviews the deliverables, the offer's author
// publishes them; both sign each version once.

export interface CollabParties {
  ownerId: string;
  authorId: string;
}

/** The viewer's side of the collaboration, or null for anyone else. */
export function roleOf(parties: CollabParties, userId: string): CollabRole | null {
  if (parties.ownerId === userId) return 'owner';
  if (parties.authorId === userId) return 'author';
  return null;
}

export const isParty = (parties: CollabParties, userId: string): boolean =>
  roleOf(parties, userId) !== null;

/** The other side. */
export const otherRole = (role: CollabRole): CollabRole => (role === 'owner' ? 'author' : 'owner');

/** One value per side, seen from `role`: its own and the other party's. */
export const sidesOf = <T>(role: CollabRole, both: Record<CollabRole, T>) => ({
  mine: both[role],
  theirs: both[otherRole(role)],
});

/** The project's owner writes the contract and its amendments. */
export const canWriteContract = (role: CollabRole): boolean => role === 'owner';
/** The offer's author publishes the deliverables. */
export const canPublishDeliverables = (role: CollabRole): boolean => role === 'author';
/** The project's owner approves a deliverable or asks for a change. */
export const canReviewDeliverables = (role: CollabRole): boolean => role === 'owner';

/** Each party signs a version once. */
export const hasSigned = (signatures: readonly { userId: string }[], userId: string): boolean =>
  signatures.some((signature) => signature.userId === userId);

/** What the viewer may do in the space now (the reply's `can`). */
export function collabCan(input: {
  role: CollabRole;
  status: CollabStatus;
  /** A version waits for signatures (the first one, or an amendment). */
  proposed: boolean;
  /** The viewer already signed that version. */
  signedCurrent: boolean;
}) {
  const { role, status } = input;
  return {
    editContract: canWriteContract(role) && collabIs.contractOpen(status),
    sign: input.proposed && !input.signedCurrent && collabIs.contractOpen(status),
    publish: canPublishDeliverables(role) && collabIs.delivering(status),
    reviewDeliverables: canReviewDeliverables(role) && collabIs.delivering(status),
    report: true,
  };
}
