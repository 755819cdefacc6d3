import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MSG, accountsApi, apiPath } from '@kollabo/shared';
import { Banner, useBanner } from '../../components/Banner';
import { jsonResponse, mockFetch } from '../../test-utils';
import { codeEmailField } from './schemas';
import { EmailCodeFields, sendEmailCode, type SendEmailCodeOptions } from './EmailCodeFields';
import { useSendCode, useSendResetCode } from './useSendCode';

const authText = MSG.authForm;
const schema = z.object({ email: codeEmailField, code: z.string() });

interface HarnessProps {
  reset?: boolean;
  invalidEmailText?: string;
  refuse?: SendEmailCodeOptions['refuse'];
}

function Harness({ reset = false, invalidEmailText, refuse }: HarnessProps) {
  const banner = useBanner();
  const signupSender = useSendCode('verifMail');
  const resetSender = useSendResetCode();
  const sender = reset ? resetSender : signupSender;
  const {
    register,
    trigger,
    getValues,
    formState: { errors },
  } = useForm({ resolver: zodResolver(schema), defaultValues: { email: '', code: '' } });
  const sendCode = () =>
    sendEmailCode({
      form: { trigger, getValues },
      sender,
      banner,
      ...(invalidEmailText ? { invalidEmailText } : {}),
      ...(refuse ? { refuse } : {}),
    });
  return (
    <>
      <Banner message={banner.message} onClear={banner.clear} />
      <EmailCodeFields
        register={register}
        errors={errors}
        sending={sender.sending}
        onSendCode={sendCode}
      />
    </>
  );
}

const sendButton = () => screen.getByRole('button', { name: authText.sendCode });

async function typeEmailAndSend(email: string) {
  await userEvent.type(screen.getByLabelText(authText.emailLabel), email);
  await userEvent.click(sendButton());
}

describe('EmailCodeFields', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('sends the trimmed e-mail once, busy meanwhile, then shows the sent text', async () => {
    let answer: (response: Response) => void = () => {};
    const fetchMock = mockFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    render(<Harness />);
    await typeEmailAndSend('lea@mail.fr');
    expect(screen.getByRole('button', { name: authText.sendingCode })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: authText.sendingCode }));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    answer(jsonResponse({ sendCode: true }));
    expect((await screen.findByRole('status')).textContent).toContain(MSG.code.sent);
    expect(sendButton()).toBeTruthy();
  });

  it('keeps a bad e-mail to its field, with a banner only when the page asks for one', async () => {
    const fetchMock = mockFetch(() => jsonResponse({ sendCode: true }));
    const { unmount } = render(<Harness />);
    await typeEmailAndSend('lea@');
    expect(await screen.findByText(MSG.code.badEmail)).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    unmount();

    render(<Harness reset invalidEmailText={MSG.reset.codeFailure} />);
    await typeEmailAndSend('lea@');
    expect((await screen.findByRole('alert')).textContent).toContain(MSG.reset.codeFailure);
    expect(screen.getByText(MSG.code.badEmail)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the refusal the page gives instead of sending', async () => {
    const fetchMock = mockFetch(() => jsonResponse({ sendCode: true }));
    render(
      <Harness refuse={(email) => (email === 'lea@mail.fr' ? MSG.logInfo.sameEmail : undefined)} />,
    );
    await typeEmailAndSend('lea@mail.fr');
    expect((await screen.findByRole('alert')).textContent).toContain(MSG.logInfo.sameEmail);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks the reset endpoint on the reset page and shows the rate limit text it answers', async () => {
    const fetchMock = mockFetch(() =>
      jsonResponse({ error: 'rate_limited', message: 'Trop de demandes.' }, 429),
    );
    render(<Harness reset />);
    await typeEmailAndSend('lea@mail.fr');
    expect((await screen.findByRole('alert')).textContent).toContain('Trop de demandes.');
    expect(fetchMock.mock.calls[0]?.[0]).toBe(apiPath(accountsApi.requestResetCode));
  });

  it('shows the reset failure text for any other refusal', async () => {
    mockFetch(() => jsonResponse({ error: 'unknown', message: 'x' }, 400));
    render(<Harness reset />);
    await typeEmailAndSend('lea@mail.fr');
    expect((await screen.findByRole('alert')).textContent).toContain(MSG.reset.codeFailure);
  });
});
