import { useCallback, useRef, useState } from 'react';
import { MSG } from '@kollabo/shared';
import { isApiError } from '../../lib/api';
import { requestResetCode, sendMailCode } from './api';

export type SendCodeResult = { ok: boolean; message: string };

/** Sends a code for an e-mail and says what the banner shows; `sending` drives the button. */
export interface CodeSender {
  send: (email: string) => Promise<SendCodeResult>;
  sending: boolean;
}

/** Maps a send-mail failure to the spec's texts ("Code ..."). */
export function sendCodeErrorText(error: unknown): string {
  if (!isApiError(error)) return MSG.code.network;
  const body = error.body as { user_mail_exist?: unknown } | undefined;
  if (error.status === 409 || body?.user_mail_exist === true) return MSG.code.mailExists;
  if (error.status === 429) return error.message;
  return MSG.code.failure;
}

/** Maps a reset-code failure: the rate limit's own text, otherwise the spec's failure text. */
function resetCodeErrorText(error: unknown): string {
  return isApiError(error) && error.status === 429 ? error.message : MSG.reset.codeFailure;
}

/** One request at a time: a second click while a code is on its way sends nothing. */
function useCodeSender(request: (email: string) => Promise<SendCodeResult>): CodeSender {
  const [sending, setSending] = useState(false);
  const inFlight = useRef(false);
  const send = useCallback(
    async (email: string): Promise<SendCodeResult> => {
      if (inFlight.current) return { ok: false, message: '' };
      inFlight.current = true;
      setSending(true);
      try {
        return await request(email);
      } finally {
        inFlight.current = false;
        setSending(false);
      }
    },
    [request],
  );
  return { send, sending };
}

/** "Envoyer le code" for sign-up (verifMail) and connection info (editMail). */
export function useSendCode(context: 'verifMail' | 'editMail'): CodeSender {
  const request = useCallback(
    async (email: string): Promise<SendCodeResult> => {
      try {
        await sendMailCode(email, context);
        return {
          ok: true,
          message: context === 'editMail' ? MSG.code.sentEditInfo : MSG.code.sent,
        };
      } catch (error) {
        return { ok: false, message: sendCodeErrorText(error) };
      }
    },
    [context],
  );
  return useCodeSender(request);
}

/** "Envoyer le code" of the forgotten password page. */
export function useSendResetCode(): CodeSender {
  const request = useCallback(async (email: string): Promise<SendCodeResult> => {
    try {
      await requestResetCode(email);
      return { ok: true, message: MSG.code.sent };
    } catch (error) {
      return { ok: false, message: resetCodeErrorText(error) };
    }
  }, []);
  return useCodeSender(request);
}
