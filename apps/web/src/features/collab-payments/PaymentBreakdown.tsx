import { MSG, formatCents } from '@kollabo/shared';
import styles from './CollabPayments.module.css';

const paymentsText = MSG.collabPayments;

export interface BreakdownAmounts {
  amountCents: number;
  feeCents: number;
  vatOnFeeCents: number;
  totalCents: number;
}

/** What the owner pays, line by line: the contract's amount, the commission, its VAT, the total. */
export function PaymentBreakdown({ amounts }: { amounts: BreakdownAmounts }) {
  const lines = [
    [paymentsText.amount, amounts.amountCents],
    [paymentsText.fee, amounts.feeCents],
    [paymentsText.vatOnFee, amounts.vatOnFeeCents],
  ] as const;
  return (
    <dl className={styles.breakdown} data-testid="payment-breakdown">
      {lines.map(([label, cents]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{formatCents(cents)}</dd>
        </div>
      ))}
      <div className={styles.totalRow}>
        <dt>{paymentsText.total}</dt>
        <dd>{formatCents(amounts.totalCents)}</dd>
      </div>
    </dl>
  );
}
