import { useCallback, useRef, useState } from 'react';
import { MSG } from '@kollabo/shared';
import { isApiError } from '../../lib/api';
import { sendMailCode } from './api';

export type SendCodeResult = { ok: boolean; message: string };

/** Maps a send-mail failure to the spec's texts (accounts §8, "Code ..."). */
export function sendCodeErrorText(error: unknown): string {
  if (!isApiError(error)) return MSG.code.network;
  const body = error.body as { user_mail_exist?: unknown } | undefined;
  if (error.status === 409 || body?.user_mail_exist === true) return MSG.code.mailExists;
  if (error.status === 429) return error.message;
  return MSG.code.failure;
}

/** "Envoyer le code" for sign-up (verifMail) and connection info (editMail). */
export function useSendCode(context: 'verifMail' | 'editMail') {
  const [sending, setSending] = useState(false);
  const inFlight = useRef(false);
  const send = useCallback(
    async (email: string): Promise<SendCodeResult> => {
      if (inFlight.current) return { ok: false, message: '' };
      inFlight.current = true;
      setSending(true);
      try {
        await sendMailCode(email, context);
        return {
          ok: true,
          message: context === 'editMail' ? MSG.code.sentEditInfo : MSG.code.sent,
        };
      } catch (error) {
        return { ok: false, message: sendCodeErrorText(error) };
      } finally {
        inFlight.current = false;
        setSending(false);
      }
    },
    [context],
  );
  return { send, sending };
}
