// What the owner pays for a collaboration: the signed version's amount TTC (contractFigures: an
// HT offer plus 20 % VAT, a TTC one as it is, an exempt creator's without VAT, art. 293 B du CGI),
// Kollabo's commission on it (PLATFORM_FEE_BPS) and 20 % VAT on the commission. Integer cents,
// half up. Read from the version's terms only (never from the creator's account), so the figures
// signed are the figures charged. The server charges with this function and the web shows it.

import type { TaxMode } from './contracts/offers.js';
import { contractFigures } from './contract-figures.js';
import { divideHalfUp } from './rounding.js';

export { divideHalfUp };

export const DEFAULT_PLATFORM_FEE_BPS = 500;
export const VAT_ON_FEE_PERCENT = 20;

export interface CollabAmountsInput {
  /** The signed version's amount and tax mode (its terms), as the offer states them. */
  amountCents: number;
  tax: TaxMode;
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
  const { feeBps } = input;
  if (!Number.isSafeInteger(feeBps) || feeBps < 0 || feeBps > 10_000) {
    throw new RangeError('feeBps must be an integer between 0 and 10000');
  }
  const amountCents = contractFigures(input).ttcCents;
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
