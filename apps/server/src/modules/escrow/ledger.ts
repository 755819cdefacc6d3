import type { CollabAmounts, SplitShares } from '@kollabo/shared';

// The double-entry ledger's accounts and the postings of each movement (integer cents). A line
// moves `cents` from the `credit` account to the `debit` account; every transaction's debits
// equal its credits by construction, and the books balance (test-support/escrow-fixtures.ts, expectBooksBalance, checks it after every payment test).

export const LEDGER_ACCOUNTS = [
  /** The owner's card: what was charged to it, minus what was refunded. */
  'owner_card',
  /** Held by the provider for a collaboration. */
  'provider_held',
  /** Kollabo's commission, and the VAT collected on it. */
  'platform_fee',
  'vat_on_fee',
  /** Released to the creator, not yet transferred to her connected account. */
  'creator_payable',
  /** On the creator's connected account, not yet paid out. */
  'creator_connected',
  'creator_paid_out',
  /** The provider's own fees (paid out of the commission). */
  'provider_fees',
  /** Decided refunds, not yet made by the provider. */
  'refunds',
] as const;
export type LedgerAccount = (typeof LEDGER_ACCOUNTS)[number];

export type LedgerKind =
  | 'payment'
  | 'provider_fee'
  | 'release'
  | 'refund'
  | 'split'
  | 'transfer'
  | 'payout'
  | 'refund_paid'
  /** A paid checkout the payment could not take, its refund decided, then made. */
  | 'stray_charge'
  | 'stray_refund'
  | 'stray_refund_paid';

export interface LedgerLine {
  debit: LedgerAccount;
  credit: LedgerAccount;
  cents: number;
  currency: string;
}

const line = (debit: LedgerAccount, credit: LedgerAccount, cents: number, currency = 'eur') => ({
  debit,
  credit,
  cents,
  currency,
});

export const postings = {
  /** The checkout completed: the owner's card pays the total, the provider holds it. */
  payment: (a: CollabAmounts) => [line('provider_held', 'owner_card', a.totalCents)],
  providerFee: (cents: number) => [line('provider_fees', 'platform_fee', cents)],
  /** Released: the amount is the creator's, the commission and its VAT Kollabo's. */
  release: (a: CollabAmounts) => [
    line('creator_payable', 'provider_held', a.amountCents),
    line('platform_fee', 'provider_held', a.feeCents),
    line('vat_on_fee', 'provider_held', a.vatOnFeeCents),
  ],
  /** Refunded in full, commission included. */
  refund: (a: CollabAmounts) => [line('refunds', 'provider_held', a.totalCents)],
  /** A dispute's split: the creator's share, the commission kept in proportion, the rest back. */
  split: (a: CollabAmounts, s: SplitShares) => [
    line('creator_payable', 'provider_held', s.creatorCents),
    line('platform_fee', 'provider_held', a.feeCents - s.feeRefundCents),
    line('vat_on_fee', 'provider_held', a.vatOnFeeCents - s.vatOnFeeRefundCents),
    line('refunds', 'provider_held', s.refundCents),
  ],
  transfer: (cents: number) => [line('creator_connected', 'creator_payable', cents)],
  payout: (cents: number) => [line('creator_paid_out', 'creator_connected', cents)],
  refundPaid: (cents: number) => [line('owner_card', 'refunds', cents)],
  /** A stray charge: received from the card, then owed back in full. */
  strayCharge: (cents: number) => [line('provider_held', 'owner_card', cents)],
  strayRefund: (cents: number) => [line('refunds', 'provider_held', cents)],
};
