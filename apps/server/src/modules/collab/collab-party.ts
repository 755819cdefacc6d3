import { isOfferStatus, offerIs, type CollabRole, type NotificationType } from '@kollabo/shared';
import type { AppContext } from '../../context.js';
import type { DbOrTx } from '../../db/client.js';
import { transaction } from '../../db/transaction.js';
import { AppError } from '../../lib/app-error.js';
import type { SessionUser } from '../auth/session-user.js';
import { notify } from '../notifications/notifications.service.js';
import * as repo from './collab.repository.js';
import type { OfferParties } from './collab.repository.js';
import { otherRole, roleOf } from './collab.policy.js';

// The way into a collaboration: only its two parties read or act, once the offer's author
// accepted; the row and its first history line are written on the first visit. Every step then
// runs in one transaction on the locked collaboration row, with its history line and its
// notification to the other party.

export interface Party {
  facts: OfferParties;
  role: CollabRole;
  collab: repo.CollabRow;
}

const forbidden = () => new AppError('collab_forbidden', { access: false });

/** The space's two parties only; the collaboration starts once the author accepted. */
export async function requireParty(
  ctx: AppContext,
  db: DbOrTx,
  viewer: SessionUser,
  offerId: string,
  lock = false,
): Promise<Party> {
  const facts = await repo.findOfferParties(db, offerId);
  if (!facts) throw new AppError('offer_not_found');
  const role = roleOf(facts, viewer.id);
  if (!role) throw forbidden();
  if (!isOfferStatus(facts.offerStatut) || !offerIs.accepted(facts.offerStatut)) {
    throw new AppError('collab_not_started');
  }
  let collab = await repo.findCollab(db, offerId, lock);
  if (!collab) {
    // The row and its first history line together (in the caller's transaction, or in one here).
    const start = async (tx: DbOrTx) => {
      const created = await repo.ensureCollab(tx, {
        offerId,
        projectId: facts.projectId,
        ownerId: facts.ownerId,
        authorId: facts.authorId,
      });
      if (created) {
        await repo.insertEvent(tx, { offerId, actorId: facts.authorId, type: 'started' });
      }
    };
    if (db === ctx.db) await transaction(ctx.db, start);
    else await start(db);
    collab = await repo.findCollab(db, offerId, lock);
    if (!collab) throw new Error('collaboration not created');
  }
  return { facts, role, collab };
}

const idOf = (party: Party, role: CollabRole) =>
  ({ owner: party.facts.ownerId, author: party.facts.authorId })[role];
const pseudoOf = (party: Party, role: CollabRole) =>
  ({ owner: party.facts.ownerPseudo, author: party.facts.authorPseudo })[role];

/** The other party: who is notified of a step. */
export const otherOf = (party: Party) => {
  const role = otherRole(party.role);
  return { id: idOf(party, role), pseudo: pseudoOf(party, role) };
};

export const selfPseudo = (party: Party) => pseudoOf(party, party.role);

/** One notification per collaboration and recipient: each step bumps the unread one, and only
 * the step that starts it sends a mail; opening the space reads it. */
export const collabGroup = (offerId: string) => `collab:${offerId}`;

/** Tells the other party of a step (in the step's transaction). */
export async function notifyOther(
  ctx: AppContext,
  tx: DbOrTx,
  party: Party,
  type: NotificationType,
  eventKey: string,
) {
  const other = otherOf(party);
  await notify(ctx, tx, {
    type: type as 'contract_to_sign',
    recipientId: other.id,
    eventKey,
    groupKey: collabGroup(party.facts.offerId),
    mailFirstOfGroup: true,
    data: {
      offerId: party.facts.offerId,
      projectId: party.facts.projectId,
      projectTitle: party.facts.projectTitle,
      fromPseudo: selfPseudo(party),
      path: `/collab/${party.facts.offerId}`,
    },
  });
}
