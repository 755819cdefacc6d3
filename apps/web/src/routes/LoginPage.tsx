import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { LIMITS, MSG } from '@kollabo/shared';
import { Banner, useBanner } from '../components/Banner';
import { Button } from '../components/Button';
import { Input } from '../components/Input';
import { AuthCard, LegalNotice, authStyles } from '../features/auth/AuthCard';
import { isApiError } from '../lib/api';
import { useAuth } from '../lib/auth';
import { usePageMeta } from '../lib/usePageMeta';

/** Login failure → spec text: 401 bad credentials, 429 the server's message, else network. */
export function loginErrorText(error: unknown): string {
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

export function LoginPage() {
  usePageMeta(MSG.loginPage.title);
  const banner = useBanner();
  const { login } = useAuth();
  const navigate = useNavigate();
  const [pseudo, setPseudo] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<LoginErrors>({});
  const [isSubmitting, setSubmitting] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = loginFormErrors(pseudo, password);
    setErrors(found);
    if (found.pseudo || found.password) return;
    setSubmitting(true);
    try {
      const { loginRequest } = await loadAuthApi();
      const reply = await loginRequest({ pseudo: pseudo.trim(), password });
      login(reply.token, reply.pseudo);
      await navigate(`/profile/${encodeURIComponent(reply.pseudo)}`, { replace: true });
    } catch (error) {
      banner.error(loginErrorText(error));
    } finally {
      setSubmitting(false);
    }
  };

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
