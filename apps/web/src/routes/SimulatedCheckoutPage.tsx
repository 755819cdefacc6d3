import { useNavigate, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { MSG, PACKS, formatCents } from '@kollabo/shared';
import { cancelSimulated, getSimulatedSession, paySimulated } from '../features/payments/api';
import { SimulatedCheckoutCard } from '../features/payments/SimulatedCheckoutCard';
import paymentsStyles from '../features/payments/Payments.module.css';
import { usePageMeta } from '../lib/usePageMeta';

const simulatedCheckoutText = MSG.simulatedCheckout;

/**
 * /simulated/checkout/{id}: the built-in stand-in for the provider's hosted page, used when no
 * Stripe key is configured; the API refuses it in production. Clearly marked as a test payment.
 */
export function SimulatedCheckoutPage() {
  usePageMeta(simulatedCheckoutText.title, { noindex: true });
  const { sessionId = '' } = useParams();
  const navigate = useNavigate();
  const session = useQuery({
    queryKey: ['simulated-checkout', sessionId],
    queryFn: ({ signal }) => getSimulatedSession(sessionId, signal),
    retry: false,
  });

  return (
    <SimulatedCheckoutCard
      session={session}
      pay={() => paySimulated(sessionId)}
      cancel={() => cancelSimulated(sessionId)}
      onDone={(redirect) => navigate(redirect, { replace: true })}
      summary={(data) => (
        <div className={paymentsStyles.total}>
          <span>{simulatedCheckoutText.pack(PACKS[data.packType].label)}</span>
          <strong>
            <span className="visually-hidden">{simulatedCheckoutText.amount} : </span>
            {formatCents(data.amountCents)}
          </strong>
        </div>
      )}
    />
  );
}
