import {
  DEFAULT_TAX_MODE,
  collabIs,
  taxModeOf,
  taxOfNewVersion,
  type TaxMode,
} from '@kollabo/shared';
import type { AppContext } from '../../context.js';
import type { DbOrTx } from '../../db/client.js';
import * as repo from './collab.repository.js';
import { collabExtensions } from './collab-extensions.js';
import { notifyOther } from './collab-party.js';
import { roleOf } from './collab.policy.js';
import { collabStatus } from './collab-state.service.js';
import { termsOf } from './contract-versions.js';
import * as positions from './vat-position.repository.js';

// A creator's VAT position ("HT, TVA 20 % en sus", "TTC" or "TVA non applicable, art. 293 B du
// CGI"), kept on her account whether or not her payouts are active: stated with each offer she
// sends (the form's tax choice) or on her payouts page. It prefills her next offers and is taken by
// her next contract versions (taxOfNewVersion); a signed version keeps the tax mode it was signed
// with, so a change reaches a contract only through an amendment both parties sign.

/** Her position as offered to her: TTC until she states one. */
export async function vatPositionOf(db: DbOrTx, userId: string): Promise<TaxMode> {
  return (await positions.findVatPosition(db, userId)) ?? DEFAULT_TAX_MODE;
}

/**
 * Keeps `next` as hers (a position, or one worked out from the current one), in the caller's
 * transaction, her row locked first (concurrent changes queue; the last one stands). When it
 * changes, the owner of each of her running collaborations not paid yet whose latest version has
 * another tax mode than a new one would take is told that the signed figures stand until an
 * amendment both sign.
 */
export async function setVatPosition(
  ctx: AppContext,
  tx: DbOrTx,
  userId: string,
  next: TaxMode | ((current: TaxMode) => TaxMode),
): Promise<TaxMode> {
  const before = await positions.lockVatPosition(tx, userId);
  const position = typeof next === 'function' ? next(before ?? DEFAULT_TAX_MODE) : next;
  if (before === position) return position;
  await positions.writeVatPosition(tx, userId, position);
  await tellOwners(ctx, tx, userId, position);
  return position;
}

async function tellOwners(ctx: AppContext, tx: DbOrTx, authorId: string, position: TaxMode) {
  // Her running collaborations with a contract written, as the creator.
  for (const offerId of await repo.listOpenCollabIds(tx, authorId)) {
    const [facts, collab] = await Promise.all([
      repo.findOfferParties(tx, offerId),
      repo.findCollab(tx, offerId),
    ]);
    if (!facts || !collab || roleOf(facts, authorId) !== 'author') continue;
    // Deliverables published: the terms can no longer change, nothing to propose.
    const states = await repo.listDeliverables(tx, offerId);
    if (!collabIs.contractOpen(collabStatus(collab, states))) continue;
    const latest = await repo.findVersion(tx, offerId, collab.version);
    // Paid: the figures charged stay those signed, no amendment takes the new position.
    if (!latest || (await collabExtensions().payment.amountsCharged(tx, offerId))) continue;
    const wanted = taxOfNewVersion(taxModeOf(facts.tax), position);
    if (termsOf(latest.terms).tax === wanted) continue;
    await notifyOther(
      ctx,
      tx,
      { facts, role: 'author', collab },
      'vat_position_changed',
      `${offerId}:v${collab.version}:${wanted}`,
    );
  }
}
