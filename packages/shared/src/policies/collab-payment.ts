import type { CollabRole } from '../contracts/collab.js';

// Who may pay or cancel a collaboration: written once, asked by the server's escrow policy and
// shown by the web (CancelForm).

/** The project's owner pays the collaboration. */
export const canPay = (role: CollabRole): boolean => role === 'owner';

/** The owner cancels alone from `from` on (the publication window + the grace days). */
export const canCancelAlone = (
  role: CollabRole,
  from: Date | string | null,
  now = Date.now(),
): boolean => role === 'owner' && from !== null && new Date(from).getTime() <= now;

/** A cancellation asked by the other party is confirmed by this one. */
export const confirmsCancel = (requestedBy: CollabRole | null, role: CollabRole): boolean =>
  requestedBy !== null && requestedBy !== role;

/** The same party asking again. */
export const askedBy = (requestedBy: CollabRole | null, role: CollabRole): boolean =>
  requestedBy === role;
