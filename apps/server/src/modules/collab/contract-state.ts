import type { DbOrTx } from '../../db/client.js';
import { findCollab } from './collab.repository.js';

// A small exported query for other features: whether an offer's collaboration contract is
// signed by both parties (its `signed_at` is set by the second signature).

/** True once both parties signed the offer's contract (one primary-key read). */
export async function isContractSigned(db: DbOrTx, offerId: string): Promise<boolean> {
  const collab = await findCollab(db, offerId);
  return Boolean(collab?.signedAt);
}
