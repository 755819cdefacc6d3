import { useState, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { MSG } from '@kollabo/shared';
import { Banner, useBanner } from '../../components/Banner';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { SkeletonText } from '../../components/Skeleton';
import { isApiError } from '../../lib/api';
import paymentsStyles from './Payments.module.css';

const simulatedCheckoutText = MSG.simulatedCheckout;

interface Props<T extends { status: string }> {
  session: UseQueryResult<T>;
  /** What is paid for (a pack, a collaboration's breakdown). */
  summary: (data: T) => ReactNode;
  pay: () => Promise<{ redirect: string }>;
  cancel: () => Promise<{ redirect: string }>;
  /** Where the provider sends the buyer back after paying or cancelling. */
  onDone: (redirect: string) => void | Promise<void>;
  skeletonLines?: number;
}

/**
 * The simulated provider's hosted card page (no Stripe key; refused in production), clearly
 * marked as a test payment: the same card for a pack and for a collaboration.
 */
export function SimulatedCheckoutCard<T extends { status: string }>({
  session,
  summary,
  pay,
  cancel,
  onDone,
  skeletonLines = 3,
}: Props<T>) {
  const banner = useBanner();
  const [action, setAction] = useState<'pay' | 'cancel' | null>(null);

  const run = async (kind: 'pay' | 'cancel') => {
    setAction(kind);
    try {
      const reply = await (kind === 'pay' ? pay() : cancel());
      await onDone(reply.redirect);
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
          <SkeletonText lines={skeletonLines} />
        ) : session.isError ? (
          <p role="alert">
            {isApiError(session.error) ? session.error.message : MSG.common.genericRetry}
          </p>
        ) : (
          <>
            {summary(session.data)}
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
