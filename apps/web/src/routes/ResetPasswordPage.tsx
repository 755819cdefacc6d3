import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate } from 'react-router';
import { DURATIONS, MSG } from '@kollabo/shared';
import { Banner, useBanner } from '../components/Banner';
import { Button } from '../components/Button';
import { Input } from '../components/Input';
import { AuthCard, authStyles } from '../features/auth/AuthCard';
import { requestResetCode, resetPasswordRequest } from '../features/auth/api';
import { resetFormSchema, type ResetForm } from '../features/auth/schemas';
import { isApiError } from '../lib/api';
import { refreshAuth } from '../lib/auth';
import { removeToken } from '../lib/storage';
import { usePageMeta } from '../lib/usePageMeta';

const t = MSG.authForm;

/** /reset-password: request a code for the e-mail, then set a new password with it. */
export function ResetPasswordPage() {
  usePageMeta(MSG.resetPage.title);
  const navigate = useNavigate();
  const banner = useBanner();
  const [sending, setSending] = useState(false);
  const [done, setDone] = useState(false);
  const redirectTimer = useRef<number | undefined>(undefined);
  const {
    register,
    handleSubmit,
    trigger,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<ResetForm>({
    resolver: zodResolver(resetFormSchema),
    defaultValues: { email: '', code: '', newpassword: '' },
  });

  useEffect(() => () => window.clearTimeout(redirectTimer.current), []);

  const sendCode = async () => {
    if (sending) return;
    if (!(await trigger('email'))) {
      banner.error(MSG.reset.codeFailure);
      return;
    }
    setSending(true);
    try {
      await requestResetCode(getValues('email').trim());
      banner.success(MSG.code.sent);
    } catch (error) {
      banner.error(
        isApiError(error) && error.status === 429 ? error.message : MSG.reset.codeFailure,
      );
    } finally {
      setSending(false);
    }
  };

  const reset = async (values: ResetForm) => {
    try {
      await resetPasswordRequest(values);
      setDone(true);
      banner.success(MSG.reset.success);
      removeToken(); // the spec removes any stored token: the old password's session is over
      refreshAuth();
      redirectTimer.current = window.setTimeout(
        () => void navigate('/connexion'),
        DURATIONS.resetRedirectMs,
      );
    } catch {
      banner.error(MSG.reset.failure);
    }
  };

  return (
    <AuthCard
      title={MSG.resetPage.title}
      intro={MSG.resetPage.intro}
      footer={
        <p>
          <Link to="/connexion">{MSG.resetPage.backToLogin}</Link>
        </p>
      }
    >
      <Banner message={banner.message} onClear={banner.clear} />
      <form noValidate onSubmit={(event) => void handleSubmit(reset)(event)}>
        <div className={authStyles.inline}>
          <Input
            label={t.emailLabel}
            type="email"
            autoComplete="email"
            blockSpaces
            error={errors.email?.message}
            {...register('email')}
          />
          <Button
            variant="secondary"
            className={authStyles.inlineAction}
            busy={sending}
            busyLabel={t.sendingCode}
            onClick={() => void sendCode()}
          >
            {t.sendCode}
          </Button>
        </div>
        <Input
          label={t.codeLabel}
          hint={t.codeHint}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          blockSpaces
          error={errors.code?.message}
          {...register('code')}
        />
        <Input
          label={t.newPasswordLabel}
          type="password"
          autoComplete="new-password"
          error={errors.newpassword?.message}
          {...register('newpassword')}
        />
        <Button
          type="submit"
          block
          busy={isSubmitting}
          busyLabel={MSG.resetPage.busy}
          disabled={done}
        >
          {MSG.resetPage.submit}
        </Button>
      </form>
    </AuthCard>
  );
}
