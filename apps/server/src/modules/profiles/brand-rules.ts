import { isBrandProfileType } from '@kollabo/shared';
import { AppError } from '../../lib/app-error.js';

// Brands are brands (issue 42, point 9): a trade name is a brand type's, the feminine form a
// creator's. The sign-up and /my-account forms show each field to its types only; the server
// refuses the same, whatever a client sends.

/** A trade name is given by a brand type only (BRAND_PROFILE_TYPES). */
export function assertTradeNameAllowed(statut: string, tradeName: string | null | undefined) {
  if (tradeName && !isBrandProfileType(statut)) {
    throw new AppError('trade_name_for_brands', { field: 'tradeName' });
  }
}

/** "Au féminin" is a creator's setting: a brand type may not turn it on. */
export function assertFeminineAllowed(statut: string, feminine: boolean | undefined) {
  if (feminine === true && isBrandProfileType(statut)) {
    throw new AppError('creator_only', { field: 'feminine' });
  }
}
