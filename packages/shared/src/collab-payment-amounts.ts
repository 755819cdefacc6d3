// What the owner pays for a collaboration: the contract's amount TTC (an HT offer
// plus 20 % VAT unless the creator is not subject to VAT, art. 293 B du CGI), Kollabo's
// commission on it (PLATFORM_FEE_BPS) and 20 % VAT on the commission. Integer cents, half up.
// The server charges with this function and the web shows it, so the two never disagree.

import type { TaxMode } from './contracts/offers.js';

export const DEFAULT_PLATFORM_FEE_BPS = 500;
export const VAT_ON_FEE_PERCENT = 20;
export const OFFER_VAT_PERCENT = 20;

/** n / d rounded half up, for n >= 0 and d > 0. */
export const divideHalfUp = (n: number, d: number): number => Math.floor((2 * n + d) / (2 * d));

export interface CollabAmountsInput {
  /** The signed version's amount, as the offer states it. */
  amountCents: number;
  tax: TaxMode;
  /** The creator stated "TVA non applicable, art. 293 B du CGI". */
  creatorVatExempt: boolean;
  feeBps: number;
}

export interface CollabAmounts {
  /** What the creator receives: the contract's amount TTC. */
  amountCents: number;
  feeCents: number;
  vatOnFeeCents: number;
  /** What the owner pays: amount + fee + VAT on the fee. */
  totalCents: number;
}

export function collabPaymentAmounts(input: CollabAmountsInput): CollabAmounts {
  const { tax, creatorVatExempt, feeBps } = input;
  if (!Number.isSafeInteger(input.amountCents) || input.amountCents < 0) {
    throw new RangeError('amountCents must be a non-negative integer');
  }
  if (!Number.isSafeInteger(feeBps) || feeBps < 0 || feeBps > 10_000) {
    throw new RangeError('feeBps must be an integer between 0 and 10000');
  }
  const amountCents =
    tax === 'HT' && !creatorVatExempt
      ? input.amountCents + divideHalfUp(input.amountCents * OFFER_VAT_PERCENT, 100)
      : input.amountCents;
  const feeCents = divideHalfUp(amountCents * feeBps, 10_000);
  const vatOnFeeCents = divideHalfUp(feeCents * VAT_ON_FEE_PERCENT, 100);
  return {
    amountCents,
    feeCents,
    vatOnFeeCents,
    totalCents: amountCents + feeCents + vatOnFeeCents,
  };
}

export interface SplitShares {
  /** To the creator's connected account. */
  creatorCents: number;
  /** Refunded to the owner: its share of the amount plus the commission refunded. */
  ownerAmountCents: number;
  feeRefundCents: number;
  vatOnFeeRefundCents: number;
  /** ownerAmountCents + feeRefundCents + vatOnFeeRefundCents. */
  refundCents: number;
}

/**
 * A dispute decided as a split: the creator gets creatorCents, the owner the rest of the amount,
 * and the commission (with its VAT) is refunded in the owner's proportion, half up.
 */
export function splitShares(amounts: CollabAmounts, creatorCents: number): SplitShares {
  if (
    !Number.isSafeInteger(creatorCents) ||
    creatorCents < 0 ||
    creatorCents > amounts.amountCents
  ) {
    throw new RangeError('creatorCents must be between 0 and the amount');
  }
  const ownerAmountCents = amounts.amountCents - creatorCents;
  const share = (cents: number) =>
    amounts.amountCents === 0 ? cents : divideHalfUp(cents * ownerAmountCents, amounts.amountCents);
  const feeRefundCents = share(amounts.feeCents);
  const vatOnFeeRefundCents = share(amounts.vatOnFeeCents);
  return {
    creatorCents,
    ownerAmountCents,
    feeRefundCents,
    vatOnFeeRefundCents,
    refundCents: ownerAmountCents + feeRefundCents + vatOnFeeRefundCents,
  };
}
