import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate } from 'react-router';
import { MSG } from '@kollabo/shared';
import { Banner, useBanner } from '../components/Banner';
import { Button } from '../components/Button';
import { Input } from '../components/Input';
import { AuthCard, LegalNotice, authStyles } from '../features/auth/AuthCard';
import { loginRequest } from '../features/auth/api';
import { loginFormSchema, type LoginForm } from '../features/auth/schemas';
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

export function LoginPage() {
  usePageMeta(MSG.loginPage.title);
  const banner = useBanner();
  const { login } = useAuth();
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginForm>({
    resolver: zodResolver(loginFormSchema),
    defaultValues: { pseudo: '', password: '' },
  });

  const onSubmit = async (values: LoginForm) => {
    try {
      const reply = await loginRequest(values);
      login(reply.token, reply.pseudo);
      await navigate(`/profile/${encodeURIComponent(reply.pseudo)}`, { replace: true });
    } catch (error) {
      banner.error(loginErrorText(error));
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
      <form noValidate onSubmit={(event) => void handleSubmit(onSubmit)(event)}>
        <Input
          label={MSG.authForm.pseudoLabel}
          autoComplete="username"
          autoCapitalize="none"
          blockSpaces
          error={errors.pseudo?.message}
          {...register('pseudo')}
        />
        <Input
          label={MSG.login.passwordLabel}
          type="password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password')}
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
