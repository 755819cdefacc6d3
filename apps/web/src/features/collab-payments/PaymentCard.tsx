import { Link } from 'react-router';
import { MSG, formatCents, formatShortDate, type UserPayment } from '@kollabo/shared';
import { Badge } from '../../components/Badge';
import { Card } from '../../components/Card';
import { PaymentBreakdown } from './PaymentBreakdown';
import { PAYMENT_TONES } from './paymentLabels';
import styles from './CollabPayments.module.css';

const myPaymentsText = MSG.myPaymentsPage;
const paymentsText = MSG.collabPayments;

const sum = (payment: UserPayment, types: readonly string[]) =>
  payment.movements
    .filter((movement) => types.includes(movement.type))
    .reduce((total, movement) => total + Math.abs(movement.amountCents), 0);

/** The figures a line shows: the owner's payment and refund, the creator's incoming and paid
 * out amounts. */
export function paymentFigures(payment: UserPayment): [string, number][] {
  if (payment.role === 'owner') {
    const figures: [string, number][] = [];
    if (payment.paidAt) figures.push([myPaymentsText.paid, payment.totalCents]);
    const refunded = sum(payment, ['refund']);
    if (refunded > 0) figures.push([myPaymentsText.refunded, refunded]);
    return figures;
  }
  const waiting = payment.status === 'held' || payment.status === 'disputed';
  // Paid out once transferred to her: a released payment may still wait (her tax details).
  const paidOut = sum(payment, ['transfer']);
  const incoming = waiting
    ? payment.amountCents
    : payment.status === 'released'
      ? Math.max(0, payment.amountCents - paidOut)
      : 0;
  return [
    [myPaymentsText.incoming, incoming],
    [myPaymentsText.paidOut, paidOut],
  ];
}

/** One collaboration's payment on /paiements. */
export function PaymentCard({ payment }: { payment: UserPayment }) {
  const titleId = `payment-${payment.idOffer}`;
  const held = payment.status === 'held' || payment.status === 'disputed';
  return (
    <Card as="li" className={styles.item} aria-labelledby={titleId}>
      <div className={styles.itemHead}>
        <h2 id={titleId}>
          <Link to={`/collab/${payment.idOffer}`}>{payment.projectTitle}</Link>{' '}
          <span className={styles.muted}>{myPaymentsText.withParty(payment.other)}</span>
        </h2>
        <Badge tone={PAYMENT_TONES[payment.status]} dot>
          {paymentsText.statuses[payment.status]}
        </Badge>
      </div>
      <dl className={styles.figures}>
        {paymentFigures(payment).map(([label, cents]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{formatCents(cents)}</dd>
          </div>
        ))}
      </dl>
      {held && (
        <p className={styles.muted}>
          {payment.releaseAt
            ? myPaymentsText.releaseOn(formatShortDate(payment.releaseAt))
            : myPaymentsText.releaseAfterPublication}
        </p>
      )}
      {payment.movements.length > 0 && (
        <>
          <h3 className="visually-hidden">{myPaymentsText.movements}</h3>
          <ul className={styles.movements} aria-label={myPaymentsText.movements}>
            {payment.movements.map((movement, index) => (
              <li key={`${movement.type}-${index}`}>
                <span>
                  {paymentsText.movements[movement.type]} ·{' '}
                  <time dateTime={movement.at}>{formatShortDate(movement.at)}</time>
                </span>
                <MovementAmount payment={payment} movement={movement} />
              </li>
            ))}
          </ul>
        </>
      )}
      {payment.role === 'owner' && payment.paidAt && (
        <details className={styles.receipt}>
          <summary>
            {myPaymentsText.receipt} · {formatShortDate(payment.paidAt)}
          </summary>
          <PaymentBreakdown amounts={payment} />
        </details>
      )}
    </Card>
  );
}

type Movement = UserPayment['movements'][number];

/**
 * A movement's amount seen from the viewer: "+" what comes in, "−" what goes out. A payout only
 * moves the creator's money from the provider to her bank, and the held amount is nobody's yet:
 * both read without a sign (the held amount is the contract's when the line carries none).
 */
function MovementAmount({ payment, movement }: { payment: UserPayment; movement: Movement }) {
  const neutral = movement.type === 'payout' || movement.type === 'held';
  const cents =
    movement.type === 'held' && movement.amountCents === 0
      ? payment.amountCents
      : movement.amountCents;
  if (neutral) return <span className={styles.out}>{formatCents(Math.abs(cents))}</span>;
  return (
    <span className={cents > 0 ? styles.in : styles.out}>
      {cents > 0 ? '+' : cents < 0 ? '−' : ''}
      {formatCents(Math.abs(cents))}
    </span>
  );
}
