import {
  canMoveCollab,
  canMoveDeliverable,
  collabIs,
  collabStatusOf,
  type CollabStatus,
  type DeliverableStatus,
} from '@kollabo/shared';
import type { DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import * as repo from './collab.repository.js';

// The one owner of a collaboration's state: a new contract version, the full signature and each
// deliverable's move go through `changeCollabState`, which works out the status line before and
// after and refuses a move the shared machine (packages/shared/src/state-machines/collab.ts)
// does not list. Called in the step's transaction, on the locked collaboration row.

/** The history line a change writes (before the completion's own line). */
export interface CollabEvent {
  actorId: string | null;
  type: string;
  detail?: object;
}

export type CollabChange =
  /** A new version of the terms, to be signed by both (first contract, amendment, identity). */
  (
    | { kind: 'version'; version: number }
    /** The second signature of the current version: it comes into force. */
    | { kind: 'signed'; signedAt: Date; valueHtCents: number; deliverableCount: number }
    /** A deliverable published, approved or sent back; the last approval completes. */
    | {
        kind: 'deliverable';
        index: number;
        to: DeliverableStatus;
        fields: Partial<Omit<repo.DeliverableRow, 'offerId' | 'index' | 'status'>>;
      }
  ) & { event: CollabEvent };

const statusOf = (
  collab: Pick<repo.CollabRow, 'version' | 'signedAt' | 'completedAt'>,
  deliverables: readonly { status: string }[],
): CollabStatus =>
  collabStatusOf(
    {
      version: collab.version,
      signed: collab.signedAt !== null,
      completed: collab.completedAt !== null,
    },
    deliverables as { status: DeliverableStatus }[],
  );

/** The status line of a stored collaboration. */
export const collabStatus = statusOf;

/**
 * Applies one change to a locked collaboration (its row is updated in place) if the machine
 * allows it. Returns the statuses before and after, and the deliverables as they now are.
 */
export async function changeCollabState(
  tx: DbOrTx,
  collab: repo.CollabRow,
  change: CollabChange,
): Promise<{ from: CollabStatus; to: CollabStatus; deliverables: repo.DeliverableRow[] }> {
  const offerId = collab.offerId;
  const deliverables = await repo.listDeliverables(tx, offerId);
  const from = statusOf(collab, deliverables);
  let next: Parameters<typeof repo.updateCollab>[2];
  let nextDeliverables: { status: string }[];
  if (change.kind === 'deliverable') {
    if (!collabIs.delivering(from)) throw new AppError('not_signed_yet');
    const row = deliverables.find((d) => d.index === change.index);
    if (!row) throw new AppError('deliverable_not_found');
    if (!canMoveDeliverable(row.status as DeliverableStatus, change.to)) {
      throw new AppError('deliverable_state');
    }
    nextDeliverables = deliverables.map((d) =>
      d.index === change.index ? { status: change.to } : d,
    );
    const completed = nextDeliverables.every((d) => d.status === 'approved');
    next = completed ? { completedAt: new Date() } : {};
  } else {
    // The terms change, or come into force, only while nothing is published.
    if (!collabIs.contractOpen(from)) throw new AppError('contract_locked');
    if (change.kind === 'version') {
      next = { version: change.version };
      // Before any signature the deliverables do not exist yet; after, they stay those in force.
      nextDeliverables = collab.signedVersion === null ? [] : deliverables;
    } else {
      next = {
        signedAt: change.signedAt,
        signedVersion: collab.version,
        valueHtCents: change.valueHtCents,
      };
      nextDeliverables = Array.from({ length: change.deliverableCount }, () => ({
        status: 'pending',
      }));
    }
  }
  const to = statusOf({ ...collab, ...next }, nextDeliverables);
  if (!canMoveCollab(from, to)) {
    throw new AppError(change.kind === 'deliverable' ? 'deliverable_state' : 'contract_locked');
  }

  if (change.kind === 'deliverable') {
    await repo.updateDeliverable(tx, offerId, change.index, {
      ...change.fields,
      status: change.to,
    });
  }
  if (Object.keys(next).length > 0) await repo.updateCollab(tx, offerId, next);
  if (change.kind === 'version' && collab.signedVersion === null) {
    await repo.replaceDeliverables(tx, offerId, 0);
  }
  if (change.kind === 'signed') {
    await repo.replaceDeliverables(tx, offerId, change.deliverableCount);
  }
  await repo.insertEvent(tx, { offerId, ...change.event });
  if (collabIs.completed(to)) {
    await repo.insertEvent(tx, { offerId, actorId: null, type: 'completed' });
  }
  Object.assign(collab, next);
  return { from, to, deliverables: await repo.listDeliverables(tx, offerId) };
}
