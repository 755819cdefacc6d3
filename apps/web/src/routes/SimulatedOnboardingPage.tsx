import { useState, type FormEvent } from 'react';
import { useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { MSG } from '@kollabo/shared';
import { Banner, useBanner } from '../components/Banner';
import { Button, LinkButton } from '../components/Button';
import { Card } from '../components/Card';
import { Input } from '../components/Input';
import { SkeletonText } from '../components/Skeleton';
import {
  collabPaymentKeys,
  getSimulatedOnboarding,
  submitSimulatedOnboarding,
} from '../features/collab-payments/api';
import {
  groupIban,
  onboardingErrors,
  type OnboardingErrors,
} from '../features/collab-payments/onboardingRules';
import styles from '../features/collab-payments/CollabPayments.module.css';
import { useGoTo } from '../features/collab-payments/useGoTo';
import paymentsStyles from '../features/payments/Payments.module.css';
import { isApiError } from '../lib/api';
import { usePageMeta } from '../lib/usePageMeta';

const onboardingText = MSG.simulatedOnboarding;
const paymentsText = MSG.collabPayments;

/**
 * /simulated/onboarding/{id}: the built-in stand-in for the provider's hosted onboarding (no
 * Stripe key; the API refuses it in production), clearly marked as a test. Name, IBAN (ISO 13616,
 * the server's check), date of birth (18 or more) and the VAT status; the account is active at once.
 */
export function SimulatedOnboardingPage() {
  usePageMeta(onboardingText.title, { noindex: true });
  const { accountId = '' } = useParams();
  const banner = useBanner();
  const goTo = useGoTo();
  const session = useQuery({
    queryKey: collabPaymentKeys.simulatedOnboarding(accountId),
    queryFn: ({ signal }) => getSimulatedOnboarding(accountId, signal),
    retry: false,
  });
  const [name, setName] = useState('');
  const [iban, setIban] = useState('');
  const [birthDate, setBirthDate] = useState('');
  const [vatExempt, setVatExempt] = useState(false);
  const [errors, setErrors] = useState<OnboardingErrors>({});
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = onboardingErrors({ name, iban, birthDate });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const reply = await submitSimulatedOnboarding(accountId, {
        name,
        iban,
        birthDate,
        vatExempt,
      });
      goTo(reply.redirect);
    } catch (error) {
      setBusy(false);
      if (isApiError(error) && error.field) {
        const field = error.field as keyof OnboardingErrors;
        if (field === 'name' || field === 'iban' || field === 'birthDate') {
          setErrors({ [field]: error.message });
          return;
        }
      }
      banner.error(isApiError(error) ? error.message : MSG.common.genericRetry);
    }
  };

  return (
    <div className={`container ${paymentsStyles.narrow}`}>
      <Card className={paymentsStyles.checkout}>
        <span className={paymentsStyles.testBadge}>{onboardingText.badge}</span>
        <h1>{onboardingText.title}</h1>
        <p className={paymentsStyles.warning}>{onboardingText.warning}</p>
        <Banner message={banner.message} onClear={banner.clear} />
        {session.isPending ? (
          <SkeletonText lines={4} />
        ) : session.isError ? (
          <p role="alert">
            {isApiError(session.error) ? session.error.message : MSG.common.genericRetry}
          </p>
        ) : session.data.status === 'active' ? (
          <>
            <p>{onboardingText.active}</p>
            <LinkButton to="/recevoir-mes-paiements" variant="secondary">
              {MSG.payoutsPage.title}
            </LinkButton>
          </>
        ) : (
          <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
            <Input
              name="name"
              label={onboardingText.name}
              value={name}
              maxLength={120}
              autoComplete="name"
              error={errors.name}
              onChange={(event) => setName(event.target.value)}
            />
            <Input
              name="iban"
              label={onboardingText.iban}
              hint={onboardingText.ibanHint}
              value={iban}
              maxLength={42}
              autoComplete="off"
              spellCheck={false}
              inputMode="text"
              error={errors.iban}
              onChange={(event) => setIban(event.target.value)}
              onBlur={() => setIban((value) => groupIban(value))}
            />
            <Input
              name="birthDate"
              type="date"
              label={onboardingText.birthDate}
              value={birthDate}
              autoComplete="bday"
              error={errors.birthDate}
              onChange={(event) => setBirthDate(event.target.value)}
            />
            <label className={styles.check}>
              <input
                type="checkbox"
                name="vatExempt"
                checked={vatExempt}
                aria-describedby="onboarding-vat-hint"
                onChange={(event) => setVatExempt(event.target.checked)}
              />
              <span>{paymentsText.vatExempt}</span>
            </label>
            <p id="onboarding-vat-hint" className={styles.muted}>
              {onboardingText.vatHint}
            </p>
            <div className={styles.actions}>
              <Button type="submit" busy={busy} busyLabel={onboardingText.submitting}>
                {onboardingText.submit}
              </Button>
              <LinkButton to="/recevoir-mes-paiements" variant="ghost">
                {onboardingText.cancel}
              </LinkButton>
            </div>
          </form>
        )}
      </Card>
    </div>
  );
}
