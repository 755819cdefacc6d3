import { useEffect } from 'react';
import { useParams } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MSG, PACKS, PACK_TYPES, formatShortDate, type PackType } from '@kollabo/shared';
import { LinkButton } from '../components/Button';
import { Card } from '../components/Card';
import { SkeletonText } from '../components/Skeleton';
import { AlertIcon, CheckIcon } from '../components/icons';
import { USER_SUBSCRIPTION_QUERY_KEY } from '../features/account/useUserSubscription';
import { confirmPayment } from '../features/payments/api';
import paymentsStyles from '../features/payments/Payments.module.css';
import { useAuthState } from '../lib/auth';
import { usePageMeta } from '../lib/usePageMeta';

const paymentText = MSG.paymentPage;
const label = (type: string) =>
  PACK_TYPES.includes(type as PackType) ? PACKS[type as PackType].label : type;

/**
 * /payment/{session_id}: where the provider sends the browser back. The page asks the server
 * to confirm the session (POST /user/update-subscription); ok means recognised.
 */
export function PaymentStatusPage() {
  usePageMeta(paymentText.title, { noindex: true });
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
  const bought = confirm.data?.bought;

  return (
    <div className={`container ${paymentsStyles.narrow}`}>
      <Card className={paymentsStyles.status}>
        {pending ? (
          <>
            <h1>{paymentText.checking}</h1>
            <SkeletonText lines={2} />
          </>
        ) : ok ? (
          <>
            <span
              className={`${paymentsStyles.statusIcon} ${paymentsStyles.ok}`}
              aria-hidden="true"
            >
              <CheckIcon size={36} />
            </span>
            <h1>{MSG.payment.success}</h1>
            {subscription && (
              <>
                <p>
                  {bought && bought.type !== subscription.type
                    ? // A lower pack bought while a higher one runs: what became of each.
                      paymentText.boughtIntoHigher(
                        label(bought.type),
                        bought.credits,
                        label(subscription.type),
                      )
                    : paymentText.successText(label(subscription.type), subscription.balanceOffer)}
                </p>
                <p>
                  {paymentText.balanceUntil(
                    subscription.balanceOffer,
                    formatShortDate(subscription.expireDate),
                  )}
                </p>
              </>
            )}
            <div className={paymentsStyles.actions}>
              <LinkButton to="/create-project">{paymentText.createProject}</LinkButton>
              <LinkButton to="/subscription" variant="secondary">
                {MSG.nav.currentPack}
              </LinkButton>
            </div>
          </>
        ) : (
          <>
            <span
              className={`${paymentsStyles.statusIcon} ${paymentsStyles.unknown}`}
              aria-hidden="true"
            >
              <AlertIcon size={36} />
            </span>
            <h1>{MSG.payment.unrecognised}</h1>
            <p>{logged ? paymentText.unrecognisedText : paymentText.loginText}</p>
            <div className={paymentsStyles.actions}>
              {logged ? (
                <LinkButton to="/subscription">{paymentText.pricing}</LinkButton>
              ) : (
                <LinkButton to="/connexion">{paymentText.login}</LinkButton>
              )}
            </div>
          </>
        )}
      </Card>
    </div>
  );
}
