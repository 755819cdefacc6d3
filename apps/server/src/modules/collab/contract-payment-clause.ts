import {
  MSG,
  OWNER_CANCEL_AFTER_DAYS,
  collabPaymentAmounts,
  formatBasisPoints,
  formatCents,
  type ContractTerms,
} from '@kollabo/shared';

// The contract's payment clause, generated from the real payment path (never typed by a party):
// card payment by the owner before publication, the money held by the payment provider (never by
// Kollabo), Kollabo's commission and who pays it, the release on approval or AUTO_RELEASE_DAYS
// after the last publication, refunds and disputes. The remuneration's payment terms are a
// mandatory clause of the written contract (loi n° 2023-451 art. 8); each rule of Kollabo's is
// cited as "règle Kollabo" beside its sentence (MSG.collab.pdf). The owner's own terms come after
// it as "Conditions complémentaires", never instead of it.

/** What the clause states of the payment path: the server's PLATFORM_FEE_BPS, AUTO_RELEASE_DAYS. */
export interface PaymentPath {
  feeBps: number;
  autoReleaseDays: number;
}

const P = MSG.collab.pdf;

/** The owner's additional terms: empty when they are the old typed default of the clause. */
export const additionalTermsOf = (terms: Pick<ContractTerms, 'paymentTerms'>) =>
  terms.paymentTerms.trim() === MSG.collab.legacyPaymentTerms ? '' : terms.paymentTerms.trim();

/** The clause's sentences, in order (its introduction first), from the version's terms. */
export function paymentClause(terms: ContractTerms, path: PaymentPath): string[] {
  const additional = additionalTermsOf(terms);
  const extra = additional ? [P.additionalTerms(additional)] : [];
  // A contract of benefits in kind only: nothing is paid through Kollabo.
  if (terms.amountCents === 0) return [P.paymentIntro, P.paymentNone, ...extra];
  const amounts = collabPaymentAmounts({ ...terms, feeBps: path.feeBps });
  return [
    P.paymentIntro,
    P.paymentCard(formatCents(amounts.totalCents)),
    P.paymentFee(
      formatBasisPoints(path.feeBps),
      formatCents(amounts.feeCents),
      formatCents(amounts.vatOnFeeCents),
    ),
    P.paymentHeld,
    P.paymentRelease(path.autoReleaseDays),
    P.paymentRefund(OWNER_CANCEL_AFTER_DAYS),
    P.paymentDispute,
    ...extra,
  ];
}
