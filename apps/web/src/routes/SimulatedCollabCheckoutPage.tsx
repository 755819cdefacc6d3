import { useState } from 'react';
import { useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { MSG } from '@kollabo/shared';
import { Banner, useBanner } from '../components/Banner';
import { Button } from '../components/Button';
import { Card } from '../components/Card';
import { SkeletonText } from '../components/Skeleton';
import {
  cancelSimulatedCollab,
  collabPaymentKeys,
  getSimulatedCollabSession,
  paySimulatedCollab,
} from '../features/collab-payments/api';
import { PaymentBreakdown } from '../features/collab-payments/PaymentBreakdown';
import { useGoTo } from '../features/collab-payments/useGoTo';
import paymentsStyles from '../features/payments/Payments.module.css';
import { isApiError } from '../lib/api';
import { usePageMeta } from '../lib/usePageMeta';

const simulatedCheckoutText = MSG.simulatedCheckout;

/**
 * /simulated/collab-checkout/{id}: the simulated provider's hosted card page for a
 * collaboration (no Stripe key; refused in production), clearly marked as a test payment.
 */
export function SimulatedCollabCheckoutPage() {
  usePageMeta(simulatedCheckoutText.title, { noindex: true });
  const { sessionId = '' } = useParams();
  const banner = useBanner();
  const goTo = useGoTo();
  const [action, setAction] = useState<'pay' | 'cancel' | null>(null);
  const session = useQuery({
    queryKey: collabPaymentKeys.simulatedCheckout(sessionId),
    queryFn: ({ signal }) => getSimulatedCollabSession(sessionId, signal),
    retry: false,
  });

  const run = async (kind: 'pay' | 'cancel') => {
    setAction(kind);
    try {
      const reply = await (kind === 'pay'
        ? paySimulatedCollab(sessionId)
        : cancelSimulatedCollab(sessionId));
      goTo(reply.redirect);
    } catch (error) {
      setAction(null);
      banner.error(isApiError(error) ? error.message : MSG.common.genericRetry);
    }
  };

  return (
    <div className={`container ${paymentsStyles.narrow}`}>
      <Card className={paymentsStyles.checkout}>
        <span className={paymentsStyles.testBadge}>{simulatedCheckoutText.badge}</span>
        <h1>{simulatedCheckoutText.title}</h1>
        <p className={paymentsStyles.warning}>{simulatedCheckoutText.warning}</p>
        <Banner message={banner.message} onClear={banner.clear} />
        {session.isPending ? (
          <SkeletonText lines={4} />
        ) : session.isError ? (
          <p role="alert">
            {isApiError(session.error) ? session.error.message : MSG.common.genericRetry}
          </p>
        ) : (
          <>
            <p>{session.data.projectTitle}</p>
            <PaymentBreakdown amounts={session.data} />
            {session.data.status === 'open' ? (
              <div className={paymentsStyles.actions}>
                <Button
                  busy={action === 'pay'}
                  busyLabel={simulatedCheckoutText.paying}
                  disabled={action === 'cancel'}
                  onClick={() => void run('pay')}
                >
                  {simulatedCheckoutText.pay}
                </Button>
                <Button
                  variant="ghost"
                  busy={action === 'cancel'}
                  busyLabel={simulatedCheckoutText.canceling}
                  disabled={action === 'pay'}
                  onClick={() => void run('cancel')}
                >
                  {simulatedCheckoutText.cancel}
                </Button>
              </div>
            ) : (
              <p>{simulatedCheckoutText.done}</p>
            )}
          </>
        )}
      </Card>
    </div>
  );
}
