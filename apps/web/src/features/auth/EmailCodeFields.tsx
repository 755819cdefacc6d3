import type { UseFormRegisterReturn } from 'react-hook-form';
import { MSG } from '@kollabo/shared';
import { Button } from '../../components/Button';
import { Input } from '../../components/Input';
import { authStyles } from './AuthCard';
import type { CodeSender } from './useSendCode';

const authFormText = MSG.authForm;

export interface EmailCodeFieldsProps {
  /** The form's `register` (react-hook-form) for its `email` and `code` fields. */
  register: (name: 'email' | 'code') => UseFormRegisterReturn;
  errors: { email?: { message?: string }; code?: { message?: string } };
  /** A code is on its way: the button shows the spec's busy label and takes no second click. */
  sending: boolean;
  onSendCode: () => unknown;
  /** The code field's texts; the sign-up ones unless told. */
  codeLabel?: string;
  codeHint?: string;
}

/** E-mail with its "Envoyer le code" button, then the code field (sign-up, reset, log info). */
export function EmailCodeFields({
  register,
  errors,
  sending,
  onSendCode,
  codeLabel = authFormText.codeLabel,
  codeHint = authFormText.codeHint,
}: EmailCodeFieldsProps) {
  return (
    <>
      <div className={authStyles.inline}>
        <Input
          label={authFormText.emailLabel}
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
          busyLabel={authFormText.sendingCode}
          onClick={() => void onSendCode()}
        >
          {authFormText.sendCode}
        </Button>
      </div>
      <Input
        label={codeLabel}
        hint={codeHint}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        blockSpaces
        error={errors.code?.message}
        {...register('code')}
      />
    </>
  );
}

export interface SendEmailCodeOptions {
  /** The form's `trigger` and `getValues` (react-hook-form) for its `email` field. */
  form: {
    trigger: (name: 'email') => Promise<boolean>;
    getValues: (name: 'email') => string;
  };
  sender: CodeSender;
  banner: { success: (text: string) => void; error: (text: string) => void };
  /** Banner text when the e-mail is refused; the field shows its own text in any case. */
  invalidEmailText?: string;
  /** Why this e-mail may not get a code (connection info: it is the current address). */
  refuse?: (email: string) => string | undefined;
}

/**
 * "Envoyer le code" (button or Enter): checks the e-mail field, sends the code (one request at
 * a time) and shows the outcome in the page's banner.
 */
export async function sendEmailCode({
  form,
  sender,
  banner,
  invalidEmailText,
  refuse,
}: SendEmailCodeOptions): Promise<void> {
  if (!(await form.trigger('email'))) {
    if (invalidEmailText) banner.error(invalidEmailText);
    return;
  }
  const email = form.getValues('email').trim();
  const refusal = refuse?.(email);
  if (refusal) {
    banner.error(refusal);
    return;
  }
  const result = await sender.send(email);
  if (!result.message) return; // a click while a code was on its way
  if (result.ok) banner.success(result.message);
  else banner.error(result.message);
}
