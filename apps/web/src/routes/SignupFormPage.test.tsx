import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MSG, accountsApi, apiPath } from '@kollabo/shared';
import { setSignupStatut, setSponsor } from '../lib/storage';
import { bodyOf, jsonResponse, mockFetch, renderPage } from '../test-utils';
import { SignupFormPage } from './SignupFormPage';

const t = MSG.authForm;
const PSEUDO_TEST = apiPath(accountsApi.pseudoTest);

function setup() {
  return renderPage(<SignupFormPage />, { path: '/form-inscription' });
}

/** Fills the whole form as lea_b (once the pseudo is said free) and sends it. */
async function submitForm({ code, password }: { code: string; password: string }) {
  await userEvent.type(screen.getByLabelText(t.emailLabel), 'lea@mail.fr');
  await userEvent.type(screen.getByLabelText(t.codeLabel), code);
  await userEvent.type(screen.getByLabelText(t.pseudoLabel), 'lea_b');
  await userEvent.type(screen.getByLabelText(t.passwordLabel), password);
  await waitFor(() => expect(screen.getByText(t.pseudoAvailable)).toBeTruthy());
  await userEvent.click(screen.getByRole('button', { name: MSG.signupForm.submit }));
}

describe('SignupFormPage', () => {
  beforeEach(() => {
    setSignupStatut('Marque');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('hides the remaining fields until a code is typed', async () => {
    mockFetch(() => jsonResponse({ valid: true }));
    setup();
    expect(screen.queryByLabelText(t.pseudoLabel)).toBeNull();
    expect(screen.queryByLabelText(t.passwordLabel)).toBeNull();
    expect(screen.queryByRole('button', { name: MSG.signupForm.submit })).toBeNull();
    await userEvent.type(screen.getByLabelText(t.codeLabel), '1');
    expect(screen.getByLabelText(t.pseudoLabel)).toBeTruthy();
    expect(screen.getByLabelText(t.passwordLabel)).toBeTruthy();
    expect(screen.getByRole('button', { name: MSG.signupForm.submit })).toBeTruthy();
  });

  it('refuses a malformed e-mail before sending a code', async () => {
    const fetchMock = mockFetch(() => jsonResponse({ sendCode: true }));
    setup();
    await userEvent.type(screen.getByLabelText(t.emailLabel), 'lea@mail');
    await userEvent.click(screen.getByRole('button', { name: t.sendCode }));
    expect(await screen.findByText(MSG.code.badEmail)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('explains that an account already exists for the e-mail', async () => {
    const fetchMock = mockFetch(() =>
      jsonResponse({ error: 'mail_exists', message: 'x', user_mail_exist: true }, 409),
    );
    setup();
    await userEvent.type(screen.getByLabelText(t.emailLabel), 'lea@mail.fr');
    await userEvent.click(screen.getByRole('button', { name: t.sendCode }));
    expect((await screen.findByRole('alert')).textContent).toContain(MSG.code.mailExists);
    expect(bodyOf(fetchMock.mock.calls[0]?.[1])).toEqual({
      email: 'lea@mail.fr',
      context: 'verifMail',
    });
  });

  it('says the pseudo is taken when the server refuses a well-formed one, and blocks creation', async () => {
    const fetchMock = mockFetch((url) =>
      url === PSEUDO_TEST ? jsonResponse({ valid: false }) : jsonResponse({}, 201),
    );
    setup();
    await userEvent.type(screen.getByLabelText(t.codeLabel), '123456');
    await userEvent.type(screen.getByLabelText(t.pseudoLabel), 'lea');
    expect(await screen.findByText('Ce pseudo est déjà pris.')).toBeTruthy();
    const submit = screen.getByRole('button', { name: MSG.signupForm.submit });
    expect((submit as HTMLButtonElement).disabled).toBe(true);
    expect(fetchMock.mock.calls.every(([url]) => url === PSEUDO_TEST)).toBe(true);
  });

  it('states the pseudo rules for a pseudo they refuse', async () => {
    mockFetch(() => jsonResponse({ valid: true }));
    setup();
    await userEvent.type(screen.getByLabelText(t.codeLabel), '123456');
    await userEvent.type(screen.getByLabelText(t.pseudoLabel), 'lea/b');
    expect(await screen.findByText(/3 à 30 caractères : lettres, chiffres/)).toBeTruthy();
  });

  it("shows the server's reason when the sign-up is refused", async () => {
    mockFetch((url) =>
      url === PSEUDO_TEST
        ? jsonResponse({ valid: true })
        : jsonResponse({ error: 'signup_failed', message: MSG.signup.badCode }, 400),
    );
    setup();
    await submitForm({ code: '123456', password: 'secret1' });
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Ce code est incorrect ou a expiré',
    );
  });

  it('shows field messages for a short password and a bad code', async () => {
    mockFetch(() => jsonResponse({ valid: true }));
    setup();
    await submitForm({ code: '12', password: 'abc' });
    expect(await screen.findByText(t.passwordMin)).toBeTruthy();
    expect(screen.getByText(t.codeFormat)).toBeTruthy();
  });

  it('cleans a pasted phone instead of cutting it, and says who will see it', async () => {
    const fetchMock = mockFetch((url) =>
      url === PSEUDO_TEST
        ? jsonResponse({ valid: true })
        : jsonResponse({ ok: true, token: 'x'.repeat(60), pseudo: 'lea_b' }, 201),
    );
    setup();
    await userEvent.type(screen.getByLabelText(t.codeLabel), '12345');
    const phone = screen.getByLabelText(t.phoneLabel) as HTMLInputElement;
    expect(screen.getByText(t.phoneHint)).toBeTruthy();
    await userEvent.click(phone);
    await userEvent.paste('06 12 34 56 78');
    expect(phone.value).toBe('0612345678');
    await userEvent.clear(phone);
    await userEvent.paste('06.12.34.56.78');
    expect(phone.value).toBe('0612345678');
    await submitForm({ code: '6', password: 'secret1' });
    await screen.findByRole('status');
    const signup = fetchMock.mock.calls.find(([url]) => url === apiPath(accountsApi.signup));
    expect(bodyOf(signup?.[1])).toMatchObject({ phone: '0612345678' });
  });

  it('creates the account with statut and sponsor, then announces success', async () => {
    setSponsor('PARRAIN1');
    const fetchMock = mockFetch((url) =>
      url === PSEUDO_TEST
        ? jsonResponse({ valid: true })
        : jsonResponse({ ok: true, token: 'x'.repeat(60), pseudo: 'lea_b' }, 201),
    );
    setup();
    await submitForm({ code: '123456', password: 'secret1' });
    expect((await screen.findByRole('status')).textContent).toContain(MSG.signup.success);
    // She is logged in at once: her token is stored.
    expect(document.cookie).toContain('x'.repeat(60));
    const signup = fetchMock.mock.calls.find(([url]) => url === apiPath(accountsApi.signup));
    expect(bodyOf(signup?.[1])).toEqual({
      email: 'lea@mail.fr',
      code: '123456',
      name: '',
      pseudo: 'lea_b',
      phone: '',
      password: 'secret1',
      statut: 'Marque',
      sponsor: 'PARRAIN1',
    });
  });
});
