import { useEffect } from 'react';
import { useParams } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MSG, PACKS, PACK_TYPES, type PackType } from '@kollabo/shared';
import { LinkButton } from '../components/Button';
import { Card } from '../components/Card';
import { SkeletonText } from '../components/Skeleton';
import { AlertIcon, CheckIcon } from '../components/icons';
import { USER_SUBSCRIPTION_QUERY_KEY } from '../features/account/useUserSubscription';
import { confirmPayment } from '../features/payments/api';
import styles from '../features/payments/Payments.module.css';
import { useAuthState } from '../lib/auth';
import { usePageMeta } from '../lib/usePageMeta';

const t = MSG.paymentPage;
const label = (type: string) =>
  PACK_TYPES.includes(type as PackType) ? PACKS[type as PackType].label : type;

/**
 * /payment/{session_id}: where the provider sends the browser back. The page asks the server
 * to confirm the session (POST /user/update-subscription); ok means recognised.
 */
export function PaymentStatusPage() {
  usePageMeta(t.title, { noindex: true });
  const { sessionId = '' } = useParams();
  const { logged } = useAuthState();
  const queryClient = useQueryClient();
  const confirm = useMutation({
    mutationFn: () => confirmPayment(sessionId),
    // The header's pack block reads the subscription: refresh it with the new credits.
    onSettled: () => queryClient.invalidateQueries({ queryKey: USER_SUBSCRIPTION_QUERY_KEY }),
    onError: (error) => console.error(error),
  });
  const { mutate } = confirm;
  useEffect(() => {
    if (logged && sessionId) mutate();
  }, [logged, sessionId, mutate]);

  const pending = logged && sessionId !== '' && (confirm.isIdle || confirm.isPending);
  const ok = confirm.data?.ok === true;
  const subscription = confirm.data?.subscription;

  return (
    <div className={`container ${styles.narrow}`}>
      <Card className={styles.status}>
        {pending ? (
          <>
            <h1>{t.checking}</h1>
            <SkeletonText lines={2} />
          </>
        ) : ok ? (
          <>
            <span className={`${styles.statusIcon} ${styles.ok}`} aria-hidden="true">
              <CheckIcon size={36} />
            </span>
            <h1>{MSG.payment.success}</h1>
            {subscription && (
              <p>{t.successText(label(subscription.type), subscription.balanceOffer)}</p>
            )}
            <div className={styles.actions}>
              <LinkButton to="/create-project">{t.createProject}</LinkButton>
              <LinkButton to="/subscription" variant="secondary">
                {MSG.nav.currentPack}
              </LinkButton>
            </div>
          </>
        ) : (
          <>
            <span className={`${styles.statusIcon} ${styles.unknown}`} aria-hidden="true">
              <AlertIcon size={36} />
            </span>
            <h1>{MSG.payment.unrecognised}</h1>
            <p>{logged ? t.unrecognisedText : t.loginText}</p>
            <div className={styles.actions}>
              {logged ? (
                <LinkButton to="/subscription">{t.pricing}</LinkButton>
              ) : (
                <LinkButton to="/connexion">{t.login}</LinkButton>
              )}
            </div>
          </>
        )}
      </Card>
    </div>
  );
}
