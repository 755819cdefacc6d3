import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { LIMITS, MSG, pagePath } from '@kollabo/shared';
import { Banner, useBanner } from '../components/Banner';
import { Button } from '../components/Button';
import { Input } from '../components/Input';
import { SecondFactorInput } from '../components/SecondFactorInput';
import { AuthCard, LegalNotice, authStyles } from '../features/auth/AuthCard';
import { failedWith, isApiError } from '../lib/api';
import { useAuth } from '../lib/auth';
import { safeNextPath } from '../lib/nextPath';
import { usePageMeta } from '../lib/usePageMeta';

/**
 * Login failure → spec text: 401 bad credentials, 429 and a wrong second-factor code the
 * server's message, else network.
 */
export function loginErrorText(error: unknown): string {
  if (failedWith(error, 'second_factor_invalid')) return error.message;
  if (!isApiError(error)) return MSG.login.network;
  if (error.status === 429) return error.message;
  if (error.status === 400 || error.status === 401) return MSG.login.badCredentials;
  return MSG.login.network;
}

interface LoginErrors {
  pseudo?: string;
  password?: string;
}

/** The login form's rules (features/auth/schemas.ts has the same for the other forms), kept
 * without zod: the login page is the one every visitor opens, and its JavaScript is budgeted
 * (apps/web/scripts/js-budget.mjs). */
export function loginFormErrors(pseudo: string, password: string): LoginErrors {
  const errors: LoginErrors = {};
  if (pseudo.trim() === '') errors.pseudo = MSG.authForm.required;
  if (password === '') errors.password = MSG.authForm.required;
  else if (password.length < LIMITS.passwordMin) errors.password = MSG.authForm.passwordMin;
  return errors;
}

/** The API module (contracts, zod) loads when it is needed: on submit, or on first focus. */
const loadAuthApi = () => import('../features/auth/api');

const secondText = MSG.loginSecondFactor;

export function LoginPage() {
  usePageMeta(MSG.loginPage.title);
  const banner = useBanner();
  const { login } = useAuth();
  const navigate = useNavigate();
  // The page that sent her here (guard, mail link); a path of another site is ignored.
  const [params] = useSearchParams();
  const next = safeNextPath(params.get('next'));
  const [pseudo, setPseudo] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<LoginErrors>({});
  const [isSubmitting, setSubmitting] = useState(false);
  // Second step: the password was right and her second factor is on.
  const [needsCode, setNeedsCode] = useState(false);
  const [recovery, setRecovery] = useState(false);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string>();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = loginFormErrors(pseudo, password);
    setErrors(found);
    if (found.pseudo || found.password) return;
    if (needsCode && code.trim() === '') {
      setCodeError(secondText.required);
      return;
    }
    setCodeError(undefined);
    setSubmitting(true);
    try {
      const { loginRequest } = await loadAuthApi();
      const reply = await loginRequest({
        pseudo: pseudo.trim(),
        password,
        ...(needsCode ? { code: code.trim() } : {}),
      });
      if ('needSecondFactor' in reply) {
        setNeedsCode(true);
        return;
      }
      login(reply.token, reply.pseudo);
      await navigate(next ?? pagePath('/profile/:user', { user: reply.pseudo }), { replace: true });
    } catch (error) {
      banner.error(loginErrorText(error));
    } finally {
      setSubmitting(false);
    }
  };

  if (needsCode) {
    return (
      <AuthCard
        title={secondText.title}
        intro={recovery ? secondText.recoveryIntro : secondText.intro}
      >
        <Banner message={banner.message} onClear={banner.clear} />
        <form noValidate onSubmit={(event) => void onSubmit(event)}>
          <SecondFactorInput
            key={recovery ? 'recovery' : 'app'}
            label={recovery ? secondText.recoveryLabel : secondText.codeLabel}
            autoCapitalize="none"
            inputMode={recovery ? 'text' : 'numeric'}
            maxLength={recovery ? 20 : 6}
            autoFocus
            value={code}
            onChange={setCode}
            error={codeError}
          />
          <p className={authStyles.aside}>
            <button
              type="button"
              className={authStyles.linkButton}
              onClick={() => {
                setRecovery(!recovery);
                setCode('');
                setCodeError(undefined);
              }}
            >
              {recovery ? secondText.useApp : secondText.useRecovery}
            </button>
          </p>
          <Button type="submit" block busy={isSubmitting} busyLabel={secondText.busy}>
            {secondText.submit}
          </Button>
          <p className={authStyles.backLine}>
            <button
              type="button"
              className={authStyles.linkButton}
              onClick={() => {
                setNeedsCode(false);
                setCode('');
                setPassword('');
              }}
            >
              {secondText.back}
            </button>
          </p>
        </form>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={MSG.loginPage.title}
      intro={MSG.loginPage.intro}
      footer={
        <>
          <p>
            {MSG.loginPage.noAccount} <Link to="/inscription">{MSG.nav.signup}</Link>
          </p>
          <LegalNotice />
        </>
      }
    >
      <Banner message={banner.message} onClear={banner.clear} />
      <form
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        onFocus={() => void loadAuthApi()}
      >
        <Input
          label={MSG.login.identifierLabel}
          autoComplete="username"
          autoCapitalize="none"
          blockSpaces
          name="pseudo"
          value={pseudo}
          onChange={(event) => setPseudo(event.target.value)}
          error={errors.pseudo}
        />
        <Input
          label={MSG.login.passwordLabel}
          type="password"
          autoComplete="current-password"
          name="password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={errors.password}
        />
        <p className={authStyles.aside}>
          <Link to="/reset-password">{MSG.loginPage.forgot}</Link>
        </p>
        <Button type="submit" block busy={isSubmitting} busyLabel={MSG.loginPage.busy}>
          {MSG.loginPage.submit}
        </Button>
      </form>
    </AuthCard>
  );
}
