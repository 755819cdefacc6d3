import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate } from 'react-router';
import { DURATIONS, MSG } from '@kollabo/shared';
import { Banner, useBanner } from '../components/Banner';
import { Button } from '../components/Button';
import { Input } from '../components/Input';
import { AuthCard } from '../features/auth/AuthCard';
import { resetPasswordRequest } from '../features/auth/api';
import { EmailCodeFields, sendEmailCode } from '../features/auth/EmailCodeFields';
import { resetFormSchema, type ResetForm } from '../features/auth/schemas';
import { useSendResetCode } from '../features/auth/useSendCode';
import { failedWith } from '../lib/api';
import { refreshAuth } from '../lib/auth';
import { removeToken } from '../lib/storage';
import { usePageMeta } from '../lib/usePageMeta';
import '../lib/frenchValidation';

const authFormText = MSG.authForm;

/** /reset-password: request a code for the e-mail, then set a new password with it. */
export function ResetPasswordPage() {
  usePageMeta(MSG.resetPage.title);
  const navigate = useNavigate();
  const banner = useBanner();
  const sender = useSendResetCode();
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

  // A bad e-mail shows its text under the field and the spec's failure text in the banner.
  const sendCode = () =>
    sendEmailCode({
      form: { trigger, getValues },
      sender,
      banner,
      invalidEmailText: MSG.reset.codeFailure,
    });

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
    } catch (error) {
      // Too many tries from this address: say to wait, not to check what was typed.
      banner.error(
        failedWith(error, 'rate_limited') ? MSG.common.tooManyRequests : MSG.reset.failure,
      );
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
        <EmailCodeFields
          register={register}
          errors={errors}
          sending={sender.sending}
          onSendCode={sendCode}
        />
        <Input
          label={authFormText.newPasswordLabel}
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
