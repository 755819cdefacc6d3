import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { MSG } from '@kollabo/shared';
import { Banner, LoadErrorBanner, useBanner } from '../components/Banner';
import { Button } from '../components/Button';
import { Card } from '../components/Card';
import { Input } from '../components/Input';
import { QueryState } from '../components/QueryState';
import { SkeletonCard } from '../components/Skeleton';
import { INFO_USER_QUERY_KEY, getInfoUser, updateLogInfoRequest } from '../features/auth/api';
import { EmailCodeFields, sendEmailCode } from '../features/auth/EmailCodeFields';
import { editLogInfoSchema, type EditLogInfoForm } from '../features/auth/schemas';
import { useSendCode } from '../features/auth/useSendCode';
import { AccountLayout } from '../layout/AccountLayout';
import { isApiError } from '../lib/api';
import { refreshAuth } from '../lib/auth';
import { setToken } from '../lib/storage';
import { usePageMeta } from '../lib/usePageMeta';
import '../lib/frenchValidation';

const logInfoText = MSG.logInfoPage;

interface User {
  name: string;
  email: string;
  pseudo: string;
}

export function EditLogInfoForm({ user }: { user: User }) {
  const queryClient = useQueryClient();
  const banner = useBanner();
  const sender = useSendCode('editMail');
  const schema = useMemo(() => editLogInfoSchema(user.email), [user.email]);
  const {
    register,
    handleSubmit,
    trigger,
    getValues,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<EditLogInfoForm>({
    resolver: zodResolver(schema),
    defaultValues: { name: user.name, email: user.email, code: '', newpassword: '', repeat: '' },
  });

  const emailChanged = (email: string) =>
    email.trim().toLowerCase() !== user.email.trim().toLowerCase();

  const sendCode = () =>
    sendEmailCode({
      form: { trigger, getValues },
      sender,
      banner,
      refuse: (email) => (emailChanged(email) ? undefined : MSG.logInfo.sameEmail),
    });

  const update = async (values: EditLogInfoForm) => {
    const changed = emailChanged(values.email);
    try {
      const reply = await updateLogInfoRequest({
        name: values.name,
        email: values.email,
        code: changed ? values.code : '',
        newpassword: values.newpassword,
        mail_change: changed ? 'change' : 'noChange',
      });
      // A password change revokes the old token: keep the fresh one or the next call is a 401.
      if (reply.token) {
        setToken(reply.token);
        refreshAuth();
      }
      const next = { ...user, name: values.name, email: values.email };
      queryClient.setQueryData(INFO_USER_QUERY_KEY, { user: next });
      reset({ name: next.name, email: next.email, code: '', newpassword: '', repeat: '' });
      banner.success(MSG.logInfo.success);
    } catch (error) {
      banner.error(isApiError(error) ? MSG.logInfo.failure : MSG.logInfo.network);
    }
  };

  return (
    <Card>
      <Banner message={banner.message} onClear={banner.clear} />
      <form noValidate onSubmit={(event) => void handleSubmit(update)(event)}>
        <Input label={logInfoText.pseudoLabel} value={user.pseudo} readOnly />
        <Input
          label={logInfoText.nameLabel}
          autoComplete="name"
          error={errors.name?.message}
          {...register('name')}
        />
        <EmailCodeFields
          register={register}
          errors={errors}
          sending={sender.sending}
          onSendCode={sendCode}
          codeLabel={logInfoText.codeLabel}
          codeHint={logInfoText.codeHint}
        />
        <Input
          label={logInfoText.newPasswordLabel}
          hint={logInfoText.passwordHint}
          type="password"
          autoComplete="new-password"
          error={errors.newpassword?.message}
          {...register('newpassword')}
        />
        <Input
          label={logInfoText.repeatPasswordLabel}
          type="password"
          autoComplete="new-password"
          error={errors.repeat?.message}
          {...register('repeat')}
        />
        <Button type="submit" busy={isSubmitting} busyLabel={logInfoText.busy}>
          {logInfoText.submit}
        </Button>
      </form>
    </Card>
  );
}

/** /edit-log-info (login required): pseudo, name, e-mail with code, new password. */
export function EditLogInfoPage() {
  usePageMeta(logInfoText.title, { noindex: true });
  const query = useQuery({
    queryKey: INFO_USER_QUERY_KEY,
    queryFn: ({ signal }) => getInfoUser(signal),
  });
  return (
    <AccountLayout title={logInfoText.title}>
      <QueryState
        query={query}
        skeleton={<SkeletonCard lines={6} />}
        error={<LoadErrorBanner text={MSG.logInfo.network} />}
      >
        {(data) => <EditLogInfoForm user={data.user} />}
      </QueryState>
    </AccountLayout>
  );
}
