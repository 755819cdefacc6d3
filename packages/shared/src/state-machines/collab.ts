import type { CollabStatus, DeliverableStatus } from '../contracts/collab.js';

// The collaboration's machine: the status line of the space (derived from the contract's
// versions, the signatures and the deliverables), the moves it allows, and the deliverables' own
// small machine. The server changes a collaboration only through `changeCollabState` (collab
// module), which refuses a move these tables do not list; the web asks the predicates below.

/**
 * Every move of the status line:
 * - to_write → to_sign: the owner saves the first version;
 * - to_sign → to_sign: a new version before any full signature (a save, an identity change);
 * - to_sign → signed: the second signature;
 * - signed → signed: an amendment or an identity change proposes a new version, the signed one
 *   stays in force;
 * - signed / in_progress → in_progress / delivered: a publication (delivered once every
 *   deliverable is published or approved);
 * - delivered → in_progress: a change asked; delivered → completed: the last approval.
 */
export const COLLAB_MOVES: Record<CollabStatus, readonly CollabStatus[]> = {
  to_write: ['to_sign'],
  to_sign: ['to_sign', 'signed'],
  signed: ['signed', 'in_progress', 'delivered'],
  in_progress: ['in_progress', 'delivered'],
  delivered: ['delivered', 'in_progress', 'completed'],
  completed: [],
};

export const canMoveCollab = (from: CollabStatus, to: CollabStatus): boolean =>
  COLLAB_MOVES[from].includes(to);

/** A deliverable: published by the creator, then approved or sent back by the owner. */
export const DELIVERABLE_MOVES: Record<DeliverableStatus, readonly DeliverableStatus[]> = {
  pending: ['published'],
  published: ['approved', 'changes'],
  changes: ['published'],
  approved: [],
};

export const canMoveDeliverable = (from: DeliverableStatus, to: DeliverableStatus): boolean =>
  DELIVERABLE_MOVES[from].includes(to);

/** The status line, from the stored facts (versions written, full signature, completion). */
export function collabStatusOf(
  facts: { version: number; signed: boolean; completed: boolean },
  deliverables: readonly { status: DeliverableStatus }[],
): CollabStatus {
  if (facts.version === 0) return 'to_write';
  if (!facts.signed) return 'to_sign';
  if (facts.completed) return 'completed';
  if (deliverables.length > 0 && deliverables.every((d) => d.status !== 'pending')) {
    return deliverables.every((d) => deliverableIs.delivered(d.status))
      ? 'delivered'
      : 'in_progress';
  }
  return deliverables.some((d) => d.status !== 'pending') ? 'in_progress' : 'signed';
}

/** The named questions about a collaboration's status; compare a status through these only. */
export const collabIs = {
  /** No contract version yet. */
  unwritten: (status: CollabStatus) => status === 'to_write',
  /** A version is in force (signed by both); the deliverables may move. */
  signed: (status: CollabStatus) =>
    status === 'signed' ||
    status === 'in_progress' ||
    status === 'delivered' ||
    status === 'completed',
  /** The terms may still change: nothing published yet, not completed. */
  contractOpen: (status: CollabStatus) =>
    status === 'to_write' || status === 'to_sign' || status === 'signed',
  /** The deliverables are being published or reviewed (signed, not completed). */
  delivering: (status: CollabStatus) =>
    status === 'signed' || status === 'in_progress' || status === 'delivered',
  /** Every deliverable approved: the collaboration is over. */
  completed: (status: CollabStatus) => status === 'completed',
};

/** The named questions about a deliverable's status. */
export const deliverableIs = {
  /** Its creator may publish it (never published, or a change was asked). */
  publishable: (status: DeliverableStatus) => canMoveDeliverable(status, 'published'),
  /** Published, waiting for the owner's review. */
  awaitingReview: (status: DeliverableStatus) => canMoveDeliverable(status, 'approved'),
  /** The owner asked for a change. */
  sentBack: (status: DeliverableStatus) => status === 'changes',
  /** Published or approved: it counts as delivered. */
  delivered: (status: DeliverableStatus) => status === 'published' || status === 'approved',
  approved: (status: DeliverableStatus) => status === 'approved',
  /** Never published. */
  untouched: (status: DeliverableStatus) => status === 'pending',
};

/**
 * Approving this deliverable completes the collaboration: every other one is approved, so the
 * approval also releases the held money (the page asks for a confirmation naming the amount).
 */
export const approvalCompletes = (
  deliverables: readonly { index: number; status: DeliverableStatus }[],
  index: number,
) =>
  deliverables.some((d) => d.index === index && deliverableIs.awaitingReview(d.status)) &&
  deliverables.every((d) => d.index === index || deliverableIs.approved(d.status));
