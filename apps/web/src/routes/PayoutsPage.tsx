import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { DEFAULT_TAX_MODE, MSG, TAX_MODES, type TaxMode } from '@kollabo/shared';
import { Badge } from '../components/Badge';
import { Banner, LoadErrorBanner, useBanner } from '../components/Banner';
import { Button } from '../components/Button';
import { Card } from '../components/Card';
import { QueryState } from '../components/QueryState';
import { SecondFactorInput } from '../components/SecondFactorInput';
import { SkeletonCard } from '../components/Skeleton';
import {
  collabPaymentKeys,
  getPayoutAccount,
  savePayoutVat,
  startOnboarding,
} from '../features/collab-payments/api';
import { PAYOUT_TONES, requirementLabels } from '../features/collab-payments/payoutLabels';
import styles from '../features/collab-payments/CollabPayments.module.css';
import { useGoTo } from '../features/collab-payments/useGoTo';
import { BillingMandateCard } from '../features/invoices/BillingMandateCard';
import { getTaxDetails, taxKeys } from '../features/tax/api';
import { TaxDetailsForm } from '../features/tax/TaxDetailsForm';
import { AccountLayout } from '../layout/AccountLayout';
import { failedWith, isApiError } from '../lib/api';
import { usePageMeta } from '../lib/usePageMeta';

const payoutsText = MSG.payoutsPage;
const paymentsText = MSG.collabPayments;
const securityText = MSG.securityPage.payout;
/** The offer form's own labels: the position is the tax choice of her offers. */
const vatPositionLabels = MSG.offers.taxModes;

/**
 * /recevoir-mes-paiements: the payout account's state, its onboarding, and her VAT position (kept
 * on her account, changeable whether or not payouts are active).
 */
export function PayoutsPage() {
  usePageMeta(payoutsText.title, { noindex: true });
  const banner = useBanner();
  const goTo = useGoTo();
  const [params] = useSearchParams();
  const queryClient = useQueryClient();
  const account = useQuery({
    queryKey: collabPaymentKeys.payoutAccount,
    queryFn: ({ signal }) => getPayoutAccount(signal),
  });
  const tax = useQuery({
    queryKey: taxKeys.details,
    queryFn: ({ signal }) => getTaxDetails(signal),
  });
  const [starting, setStarting] = useState(false);
  // With her second factor on, the server asks a fresh code before opening the payout details.
  const [askCode, setAskCode] = useState(false);
  const [code, setCode] = useState('');
  const [vatPosition, setVatPosition] = useState<TaxMode>(DEFAULT_TAX_MODE);
  const [savingVat, setSavingVat] = useState(false);
  useEffect(() => {
    if (account.data) setVatPosition(account.data.vatPosition);
  }, [account.data]);

  const start = async () => {
    setStarting(true);
    try {
      const { url } = await startOnboarding(askCode ? code.trim() : undefined);
      goTo(url);
    } catch (error) {
      setStarting(false);
      if (failedWith(error, 'second_factor_code_required')) {
        setAskCode(true);
        return;
      }
      banner.error(isApiError(error) ? error.message : MSG.common.genericRetry);
    }
  };

  const saveVat = async () => {
    setSavingVat(true);
    try {
      const reply = await savePayoutVat(vatPosition);
      queryClient.setQueryData(collabPaymentKeys.payoutAccount, reply);
      banner.success(payoutsText.vatSaved);
    } catch (error) {
      banner.error(isApiError(error) ? error.message : MSG.common.genericRetry);
    } finally {
      setSavingVat(false);
    }
  };

  return (
    <AccountLayout title={payoutsText.title}>
      <p className={styles.lead}>{payoutsText.intro}</p>
      {params.has('onboarding') && (
        <p className={styles.pageNotice} role="status">
          {payoutsText.back}
        </p>
      )}
      <Banner message={banner.message} onClear={banner.clear} />
      <QueryState
        query={account}
        skeleton={<SkeletonCard lines={5} />}
        error={<LoadErrorBanner text={MSG.common.genericRetry} />}
      >
        {(data) => {
          const missing = requirementLabels(data.requirements);
          const action =
            data.status === 'none'
              ? payoutsText.start
              : data.status === 'active'
                ? payoutsText.update
                : payoutsText.resume;
          return (
            <>
              <Card as="section" className={styles.section} aria-labelledby="payout-status">
                <div className={styles.sectionHead}>
                  <h2 id="payout-status">{payoutsText.statusTitle}</h2>
                  <Badge tone={PAYOUT_TONES[data.status]} dot>
                    {paymentsText.payoutStatus[data.status]}
                  </Badge>
                </div>
                <p>{payoutsText.help[data.status]}</p>
                {missing.length > 0 && (
                  <ul className={styles.missing} aria-label={paymentsText.payoutStatus.restricted}>
                    {missing.map((label) => (
                      <li key={label}>{label}</li>
                    ))}
                  </ul>
                )}
                {askCode && (
                  <SecondFactorInput
                    label={securityText.codeLabel}
                    hint={securityText.codeHint}
                    value={code}
                    onChange={setCode}
                  />
                )}
                <div className={styles.actions}>
                  <Button
                    variant={data.status === 'active' ? 'secondary' : 'primary'}
                    busy={starting}
                    busyLabel={payoutsText.starting}
                    onClick={() => void start()}
                  >
                    {askCode ? securityText.confirm : action}
                  </Button>
                </div>
                <p className={styles.muted}>{payoutsText.providerNote}</p>
              </Card>
              {/* Art. 289, I-2 CGI: her invoices issued in her name, if she agrees. */}
              <BillingMandateCard />
              {/* DAC7: asked before the first payout, which waits for them. */}
              <QueryState
                query={tax}
                skeleton={<SkeletonCard lines={6} />}
                error={<LoadErrorBanner text={MSG.common.genericRetry} />}
              >
                {(taxData) => <TaxDetailsForm data={taxData} />}
              </QueryState>
              <Card as="section" className={styles.section} aria-labelledby="payout-vat">
                <h2 id="payout-vat">{payoutsText.vatTitle}</h2>
                <fieldset className={styles.choices} aria-describedby="payout-vat-hint">
                  <legend>{payoutsText.vatLegend}</legend>
                  {TAX_MODES.map((mode) => (
                    <label key={mode} className={styles.check}>
                      <input
                        type="radio"
                        name="vatPosition"
                        value={mode}
                        checked={vatPosition === mode}
                        onChange={() => setVatPosition(mode)}
                      />
                      <span>{vatPositionLabels[mode]}</span>
                    </label>
                  ))}
                </fieldset>
                <p id="payout-vat-hint" className={styles.muted}>
                  {payoutsText.vatHint}
                </p>
                <p className={styles.muted}>{payoutsText.vatSignedNote}</p>
                <div className={styles.actions}>
                  <Button
                    variant="secondary"
                    busy={savingVat}
                    disabled={vatPosition === data.vatPosition}
                    onClick={() => void saveVat()}
                  >
                    {payoutsText.vatSave}
                  </Button>
                </div>
              </Card>
              <p>
                <Link to="/paiements">{payoutsText.paymentsLink}</Link>
              </p>
            </>
          );
        }}
      </QueryState>
    </AccountLayout>
  );
}
