import { useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { MSG } from '@kollabo/shared';
import {
  cancelSimulatedCollab,
  collabPaymentKeys,
  getSimulatedCollabSession,
  paySimulatedCollab,
} from '../features/collab-payments/api';
import { PaymentBreakdown } from '../features/collab-payments/PaymentBreakdown';
import { useGoTo } from '../features/collab-payments/useGoTo';
import { SimulatedCheckoutCard } from '../features/payments/SimulatedCheckoutCard';
import { usePageMeta } from '../lib/usePageMeta';

/**
 * /simulated/collab-checkout/{id}: the simulated provider's hosted card page for a
 * collaboration (no Stripe key; refused in production), clearly marked as a test payment.
 */
export function SimulatedCollabCheckoutPage() {
  usePageMeta(MSG.simulatedCheckout.title, { noindex: true });
  const { sessionId = '' } = useParams();
  const goTo = useGoTo();
  const session = useQuery({
    queryKey: collabPaymentKeys.simulatedCheckout(sessionId),
    queryFn: ({ signal }) => getSimulatedCollabSession(sessionId, signal),
    retry: false,
  });

  return (
    <SimulatedCheckoutCard
      session={session}
      skeletonLines={4}
      pay={() => paySimulatedCollab(sessionId)}
      cancel={() => cancelSimulatedCollab(sessionId)}
      onDone={goTo}
      summary={(data) => (
        <>
          <p>{data.projectTitle}</p>
          <PaymentBreakdown amounts={data} />
        </>
      )}
    />
  );
}
