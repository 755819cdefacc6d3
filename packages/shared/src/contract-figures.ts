import type { TaxMode } from './contracts/offers.js';
import { divideHalfUp } from './rounding.js';

// A contract version's signed figures, read from its terms alone (amount and tax mode, frozen with
// the version), never from the creator's account: her price HT, the VAT on it, and the TTC amount
// the owner pays her. The contract PDF prints them, the payment charges them, the space and the
// offer show them: all through this one function. Integer cents, half up.
//
// - 'HT'     "HT, TVA 20 % en sus": VAT = 20 % of HT, TTC = HT + VAT.
// - 'TTC'    the amount includes 20 % VAT: HT = TTC / 1,2, VAT = TTC − HT (so HT + VAT = TTC).
// - 'EXEMPT' "TVA non applicable, art. 293 B du CGI" (franchise en base): no VAT, TTC = HT; the
//            mention is the one the creator's invoice must carry (art. 293 B III du CGI).
// `vatMention` is that legal mention for 'EXEMPT' and null otherwise (the VAT amount says it all).

/** The VAT rate added to (or included in) a creator's price when she is subject to VAT. */
export const OFFER_VAT_PERCENT = 20;

/** The creator is not subject to VAT (franchise en base, art. 293 B du CGI). */
export const VAT_EXEMPT_MENTION = 'TVA non applicable, art. 293 B du CGI';

export interface ContractFigures {
  htCents: number;
  vatCents: number;
  /** What the owner pays the creator (before Kollabo's commission). */
  ttcCents: number;
  /** "TVA non applicable, art. 293 B du CGI" for an exempt creator, else null. */
  vatMention: string | null;
}

export function contractFigures(terms: { amountCents: number; tax: TaxMode }): ContractFigures {
  const { amountCents, tax } = terms;
  if (!Number.isSafeInteger(amountCents) || amountCents < 0) {
    throw new RangeError('amountCents must be a non-negative integer');
  }
  if (tax === 'EXEMPT') {
    return {
      htCents: amountCents,
      vatCents: 0,
      ttcCents: amountCents,
      vatMention: VAT_EXEMPT_MENTION,
    };
  }
  if (tax === 'HT') {
    const vatCents = divideHalfUp(amountCents * OFFER_VAT_PERCENT, 100);
    return { htCents: amountCents, vatCents, ttcCents: amountCents + vatCents, vatMention: null };
  }
  const htCents = divideHalfUp(amountCents * 100, 100 + OFFER_VAT_PERCENT);
  return { htCents, vatCents: amountCents - htCents, ttcCents: amountCents, vatMention: null };
}

/**
 * The tax mode of a new contract version, from the offer's and the creator's VAT position now
 * (kept on her account, null if she never chose). Her VAT status is a fact about her, the HT/TTC
 * choice is how her offer states its price: an exempt creator's version is 'EXEMPT'; one who
 * became subject to VAT after an 'EXEMPT' offer charges VAT on top of that net price ('HT');
 * otherwise the offer's own mode stands. A signed version keeps its mode until an amendment.
 */
export function taxOfNewVersion(offerTax: TaxMode, position: TaxMode | null): TaxMode {
  if (position === 'EXEMPT') return 'EXEMPT';
  if (position !== null && offerTax === 'EXEMPT') return 'HT';
  return offerTax;
}
