import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { MSG, PACKS, formatCents } from '@kollabo/shared';
import { Banner, useBanner } from '../components/Banner';
import { Button } from '../components/Button';
import { Card } from '../components/Card';
import { SkeletonText } from '../components/Skeleton';
import { cancelSimulated, getSimulatedSession, paySimulated } from '../features/payments/api';
import paymentsStyles from '../features/payments/Payments.module.css';
import { isApiError } from '../lib/api';
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
  const banner = useBanner();
  const [action, setAction] = useState<'pay' | 'cancel' | null>(null);
  const session = useQuery({
    queryKey: ['simulated-checkout', sessionId],
    queryFn: ({ signal }) => getSimulatedSession(sessionId, signal),
    retry: false,
  });

  const run = async (kind: 'pay' | 'cancel') => {
    setAction(kind);
    try {
      const reply = await (kind === 'pay' ? paySimulated(sessionId) : cancelSimulated(sessionId));
      await navigate(reply.redirect, { replace: true });
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
          <SkeletonText lines={3} />
        ) : session.isError ? (
          <p role="alert">
            {isApiError(session.error) ? session.error.message : MSG.common.genericRetry}
          </p>
        ) : (
          <>
            <div className={paymentsStyles.total}>
              <span>{simulatedCheckoutText.pack(PACKS[session.data.packType].label)}</span>
              <strong>
                <span className="visually-hidden">{simulatedCheckoutText.amount} : </span>
                {formatCents(session.data.amountCents)}
              </strong>
            </div>
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
