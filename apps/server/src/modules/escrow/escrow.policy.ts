import { isAdministrator } from '../auth/auth.policy.js';
import { isParty } from '../collab/collab.policy.js';

// Who may do what with a collaboration's payment: the owner pays; either party asks to cancel
// and the other confirms, or the owner cancels alone once the publication window is long over;
// the two parties and the team read a dispute's files.

export { otherRole, roleOf, sidesOf } from '../collab/collab.policy.js';
// The payment's role rules are shared with the web, which shows them (CancelForm).
export { askedBy, canCancelAlone, canPay, confirmsCancel } from '@kollabo/shared';

/** A dispute's files: the two parties and the team. */
export const canReadDisputeFile = (
  viewer: { id: string; role: string },
  parties: { ownerId: string; authorId: string },
): boolean => isAdministrator(viewer) || isParty(parties, viewer.id);
