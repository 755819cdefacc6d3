import type { AppContext } from '../../context.js';
import type { DbOrTx } from '../../db/client.js';
import type { SessionUser } from '../auth/session-user.js';
import * as repo from './collab.repository.js';
import { otherOf, requireParty, selfPseudo } from './collab-party.js';
import { termsOf } from './contract-versions.js';

// The collaboration as other modules reach it (the payment, the reviews): its two parties, the
// terms of a version, the deliverables' states, a history line. The space's own endpoints live
// in the job files beside this one (identity, contract, deliverables, reports, the space's read).

export { requireParty, type Party } from './collab-party.js';

/** The collaboration's facts for one of its parties (its row locked, in the caller's transaction). */
export async function partyFacts(
  ctx: AppContext,
  db: DbOrTx,
  viewer: SessionUser,
  offerId: string,
) {
  const party = await requireParty(ctx, db, viewer, offerId, true);
  return {
    offerId,
    role: party.role,
    other: otherOf(party),
    selfPseudo: selfPseudo(party),
    projectId: party.facts.projectId,
    projectTitle: party.facts.projectTitle,
    completedAt: party.collab.completedAt,
  };
}

/** Adds a history line in the caller's transaction (a money event carries its amount). */
export async function recordEvent(
  db: DbOrTx,
  offerId: string,
  actorId: string | null,
  type: string,
  detail?: { amountCents: number },
): Promise<void> {
  await repo.insertEvent(db, { offerId, actorId, type, detail });
}

/** The terms of a version (null when it does not exist). */
export async function versionTerms(db: DbOrTx, offerId: string, version: number) {
  const row = await repo.findVersion(db, offerId, version);
  return row ? termsOf(row.terms) : null;
}

/** The deliverables' states of the version in force. */
export const deliverableStates = (db: DbOrTx, offerId: string) =>
  repo.listDeliverables(db, offerId);
