import { useState, type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { MSG, type SecondFactorSetupReply } from '@kollabo/shared';
import { Badge } from '../../components/Badge';
import { Banner, LoadErrorBanner, useBanner } from '../../components/Banner';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { Input } from '../../components/Input';
import { SecondFactorInput } from '../../components/SecondFactorInput';
import { QueryState } from '../../components/QueryState';
import { SkeletonCard } from '../../components/Skeleton';
import { isApiError } from '../../lib/api';
import {
  disableSecondFactor,
  enableSecondFactor,
  getSecondFactor,
  securityKeys,
  setupSecondFactor,
} from './api';
import { RecoveryCodes } from './RecoveryCodes';
import styles from './Security.module.css';

const factorText = MSG.securityPage.factor;
type Setup = SecondFactorSetupReply;

const errorText = (error: unknown) => (isApiError(error) ? error.message : MSG.common.genericRetry);

/** "Double authentification" in Gérer mon compte: set up with the QR code, or disable. */
export function TwoFactorSection() {
  const banner = useBanner();
  const queryClient = useQueryClient();
  const status = useQuery({
    queryKey: securityKeys.factor,
    queryFn: ({ signal }) => getSecondFactor(signal),
  });
  const [setup, setSetup] = useState<Setup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const refresh = () => queryClient.invalidateQueries({ queryKey: securityKeys.factor });

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } catch (error) {
      banner.error(errorText(error));
    } finally {
      setBusy(false);
    }
  };
  const start = () => run(async () => setSetup(await setupSecondFactor()));
  const confirm = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      const reply = await enableSecondFactor(code.trim());
      setCodes(reply.recoveryCodes);
      setSetup(null);
      setCode('');
      banner.success(factorText.enabled);
    });
  };
  const disable = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      await disableSecondFactor(password, code.trim());
      setPassword('');
      setCode('');
      banner.success(factorText.disabled);
      await refresh();
    });
  };

  return (
    <Card as="section" className={styles.section} aria-labelledby="second-factor">
      <h2 id="second-factor" className={styles.sectionTitle}>
        {factorText.title}
      </h2>
      <Banner message={banner.message} onClear={banner.clear} />
      <QueryState
        query={status}
        skeleton={<SkeletonCard lines={3} />}
        error={<LoadErrorBanner text={MSG.common.genericRetry} />}
      >
        {(data) => {
          if (codes) {
            return (
              <RecoveryCodes
                codes={codes}
                onDone={() => {
                  setCodes(null);
                  void refresh();
                }}
              />
            );
          }
          if (data.enabled) {
            return (
              <>
                <p className={styles.statusLine}>
                  <Badge tone="publish" dot>
                    {factorText.on}
                  </Badge>
                  <span>{factorText.codesLeft(data.recoveryCodesLeft)}</span>
                </p>
                <form noValidate onSubmit={disable} className={styles.form}>
                  <h3 className={styles.subTitle}>{factorText.disableTitle}</h3>
                  <p className={styles.muted}>{factorText.disableIntro}</p>
                  <Input
                    label={factorText.passwordLabel}
                    type="password"
                    autoComplete="current-password"
                    name="password"
                    value={password}
                    onChange={(event) => setPassword(event.target.value)}
                  />
                  <SecondFactorInput label={factorText.codeLabel} value={code} onChange={setCode} />
                  <Button
                    type="submit"
                    variant="secondary"
                    busy={busy}
                    busyLabel={factorText.disabling}
                  >
                    {factorText.disable}
                  </Button>
                </form>
              </>
            );
          }
          return (
            <>
              <p className={styles.statusLine}>
                <Badge tone="neutral" dot>
                  {factorText.off}
                </Badge>
              </p>
              <p>{factorText.intro}</p>
              <p className={styles.muted}>{factorText.adminRequired}</p>
              {setup ? (
                <form noValidate onSubmit={confirm} className={styles.form}>
                  <p>{factorText.scan}</p>
                  <img
                    className={styles.qr}
                    src={setup.qr}
                    alt={factorText.qrAlt}
                    width={200}
                    height={200}
                  />
                  <p className={styles.muted}>
                    {factorText.manual}{' '}
                    <code className={styles.secret} data-testid="totp-secret">
                      {setup.secret}
                    </code>
                  </p>
                  <SecondFactorInput
                    label={factorText.confirmLabel}
                    inputMode="numeric"
                    maxLength={6}
                    value={code}
                    onChange={setCode}
                  />
                  <div className={styles.actions}>
                    <Button type="submit" busy={busy} busyLabel={factorText.confirming}>
                      {factorText.confirm}
                    </Button>
                    <Button variant="ghost" onClick={() => setSetup(null)}>
                      {factorText.cancel}
                    </Button>
                  </div>
                </form>
              ) : (
                <div className={styles.actions}>
                  <Button busy={busy} busyLabel={factorText.starting} onClick={() => void start()}>
                    {factorText.enable}
                  </Button>
                </div>
              )}
            </>
          );
        }}
      </QueryState>
    </Card>
  );
}
