import { OFFER_VAT_PERCENT, divideHalfUp } from '@kollabo/shared';

// SWAP AT MERGE: the one place the creator's invoice reads HT, VAT and TTC from a signed
// version's terms. A shared `signedFigures` (packages/shared, written beside the frozen price) is
// meant to replace `serviceFigures` below; its callers are service-invoice.ts only.

/** The signed terms' price: the amount as the offer states it, and how. 'EXEMPT' is new. */
export interface SignedTerms {
  amountCents: number;
  tax: 'HT' | 'TTC' | 'EXEMPT';
}

export interface ServiceFigures {
  htCents: number;
  vatCents: number;
  ttcCents: number;
  /** 20, or 0 with the mention "TVA non applicable, art. 293 B du CGI". */
  vatPercent: number;
  exempt: boolean;
}

/**
 * HT: + 20 % VAT, half up. TTC: HT = TTC / 1.2, half up, the VAT the rest. EXEMPT, or a creator
 * who ticked "TVA non applicable, art. 293 B du CGI": no VAT, HT = TTC. The exemption applies to
 * a TTC version too (deliberately): invoicing VAT in the name of a creator who is not liable
 * for it would make her owe it (art. 283, 3 CGI).
 */
export function serviceFigures(terms: SignedTerms, creatorVatExempt: boolean): ServiceFigures {
  const amount = terms.amountCents;
  if (terms.tax === 'EXEMPT' || creatorVatExempt) {
    return { htCents: amount, vatCents: 0, ttcCents: amount, vatPercent: 0, exempt: true };
  }
  if (terms.tax === 'HT') {
    const vatCents = divideHalfUp(amount * OFFER_VAT_PERCENT, 100);
    return {
      htCents: amount,
      vatCents,
      ttcCents: amount + vatCents,
      vatPercent: OFFER_VAT_PERCENT,
      exempt: false,
    };
  }
  const htCents = divideHalfUp(amount * 100, 100 + OFFER_VAT_PERCENT);
  return {
    htCents,
    vatCents: amount - htCents,
    ttcCents: amount,
    vatPercent: OFFER_VAT_PERCENT,
    exempt: false,
  };
}
