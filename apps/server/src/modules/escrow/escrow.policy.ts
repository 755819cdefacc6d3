import type { CollabRole } from '@kollabo/shared';
import { isAdministrator } from '../auth/auth.policy.js';
import { isParty } from '../collab/collab.policy.js';

// Who may do what with a collaboration's payment: the owner pays; either party asks to cancel
// and the other confirms, or the owner cancels alone once the publication window is long over;
// the two parties and the team read a dispute's files.

export { otherRole, roleOf, sidesOf } from '../collab/collab.policy.js';

/** The project's owner pays the collaboration. */
export const canPay = (role: CollabRole): boolean => role === 'owner';

/** The owner cancels alone from `from` on (the publication window + the grace days). */
export const canCancelAlone = (role: CollabRole, from: Date | null, now = Date.now()): boolean =>
  role === 'owner' && from !== null && from.getTime() <= now;

/** A cancellation asked by the other party is confirmed by this one. */
export const confirmsCancel = (requestedBy: CollabRole | null, role: CollabRole): boolean =>
  requestedBy !== null && requestedBy !== role;

/** The same party asking again. */
export const askedBy = (requestedBy: CollabRole | null, role: CollabRole): boolean =>
  requestedBy === role;

/** A dispute's files: the two parties and the team. */
export const canReadDisputeFile = (
  viewer: { id: string; role: string },
  parties: { ownerId: string; authorId: string },
): boolean => isAdministrator(viewer) || isParty(parties, viewer.id);
