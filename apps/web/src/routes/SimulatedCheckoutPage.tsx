import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { MSG, PACKS, formatCents } from '@kollabo/shared';
import { Banner, useBanner } from '../components/Banner';
import { Button } from '../components/Button';
import { Card } from '../components/Card';
import { SkeletonText } from '../components/Skeleton';
import { cancelSimulated, getSimulatedSession, paySimulated } from '../features/payments/api';
import styles from '../features/payments/Payments.module.css';
import { isApiError } from '../lib/api';
import { usePageMeta } from '../lib/usePageMeta';

const t = MSG.simulatedCheckout;

/**
 * /simulated/checkout/{id}: the built-in stand-in for the provider's hosted page, used when no
 * Stripe key is configured; the API refuses it in production. Clearly marked as a test payment.
 */
export function SimulatedCheckoutPage() {
  usePageMeta(t.title, { noindex: true });
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
    <div className={`container ${styles.narrow}`}>
      <Card className={styles.checkout}>
        <span className={styles.testBadge}>{t.badge}</span>
        <h1>{t.title}</h1>
        <p className={styles.warning}>{t.warning}</p>
        <Banner message={banner.message} onClear={banner.clear} />
        {session.isPending ? (
          <SkeletonText lines={3} />
        ) : session.isError ? (
          <p role="alert">
            {isApiError(session.error) ? session.error.message : MSG.common.genericRetry}
          </p>
        ) : (
          <>
            <div className={styles.total}>
              <span>{t.pack(PACKS[session.data.packType].label)}</span>
              <strong>
                <span className="visually-hidden">{t.amount} : </span>
                {formatCents(session.data.amountCents)}
              </strong>
            </div>
            {session.data.status === 'open' ? (
              <div className={styles.actions}>
                <Button
                  busy={action === 'pay'}
                  busyLabel={t.paying}
                  disabled={action === 'cancel'}
                  onClick={() => void run('pay')}
                >
                  {t.pay}
                </Button>
                <Button
                  variant="ghost"
                  busy={action === 'cancel'}
                  busyLabel={t.canceling}
                  disabled={action === 'pay'}
                  onClick={() => void run('cancel')}
                >
                  {t.cancel}
                </Button>
              </div>
            ) : (
              <p>{t.done}</p>
            )}
          </>
        )}
      </Card>
    </div>
  );
}
