import { collabIs, type LegalIdentity } from '@kollabo/shared';
import type { AppContext } from '../../context.js';
import { transaction } from '../../db/transaction.js';
import { isAppError } from '../../lib/app-error.js';
import type { SessionUser } from '../auth/session-user.js';
import * as repo from './collab.repository.js';
import { requireParty } from './collab-party.js';
import { collabStatus } from './collab-state.service.js';
import { newVersion, termsOf, type FrozenParties } from './contract-versions.js';
import { identityOf, sameIdentity } from './legal-identity.js';

// A party's legal identity, as her contracts name her.

/**
 * PUT /user/legal-identity. A version whose document was frozen (signed at least once) names
 * the old identity: when it changes, each collaboration of the caller gets a new version to sign.
 * A partly signed version is replaced (its signatures no longer count); a version in force stays
 * in force and the new one is a proposed amendment, unless deliverables are already published
 * (the signed document, with the old identity, then stays as signed).
 */
export async function saveIdentity(
  ctx: AppContext,
  viewer: SessionUser,
  body: Omit<LegalIdentity, 'siret' | 'representative'> & {
    siret?: string | null;
    representative?: string | null;
  },
): Promise<LegalIdentity> {
  return transaction(ctx.db, async (tx) => {
    const row = await repo.upsertIdentity(tx, {
      userId: viewer.id,
      ...body,
      siret: body.siret ?? null,
      representative: body.representative ?? null,
    });
    const identity = identityOf(row) as LegalIdentity;
    for (const offerId of await repo.listOpenCollabIds(tx, viewer.id)) {
      // An offer no longer accepted has no collaboration to keep true.
      const party = await requireParty(ctx, tx, viewer, offerId, true).catch((error: unknown) => {
        if (isAppError(error)) return null;
        throw error;
      });
      if (!party) continue;
      const { collab } = party;
      const states = await repo.listDeliverables(tx, offerId);
      // Completed, or deliverables already published: the signed document stays as signed.
      if (!collabIs.contractOpen(collabStatus(collab, states))) continue;
      const latest = await repo.findVersion(tx, offerId, collab.version);
      const frozen = latest?.parties as FrozenParties | null | undefined;
      if (!latest || !frozen) continue;
      if (sameIdentity(frozen[party.role].identity, identity)) continue;
      await newVersion(ctx, tx, party, viewer, termsOf(latest.terms), 'identity_changed');
    }
    return identity;
  });
}
