import { canMoveOffer, isOfferStatus, type OfferStatus } from '@kollabo/shared';
import type { DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import * as offersRepo from './offers.repository.js';

// The one owner of an offer's status: every change goes through `changeOfferStatus`, which
// refuses a move the shared offer machine (packages/shared/src/state-machines/offer.ts) does not
// list. Only attribution moves an offer today, so a refusal answers attribution_failed.

/** Moves a locked offer to `to` if the offer machine allows it (409 attribution_failed otherwise). */
export async function changeOfferStatus(
  tx: DbOrTx,
  offer: { id: string; statut: string },
  to: OfferStatus,
): Promise<void> {
  if (!isOfferStatus(offer.statut) || !canMoveOffer(offer.statut, to)) {
    throw new AppError('attribution_failed');
  }
  await offersRepo.setOfferStatus(tx, offer.id, to);
}
