import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MSG } from '@kollabo/shared';
import { getToken, setToken } from '../lib/storage';
import { bodyOf, jsonResponse, mockFetch, renderPage } from '../test-utils';
import { EditLogInfoForm } from './EditLogInfoPage';

const p = MSG.logInfoPage;
const USER = { name: 'Léa Martin', email: 'lea@mail.fr', pseudo: 'lea' };

function setup() {
  renderPage(<EditLogInfoForm user={USER} />, { path: '/edit-log-info' });
}

describe('EditLogInfoForm', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('refuses two different new passwords with the spec text', async () => {
    const fetchMock = mockFetch(() => jsonResponse({ ok: true }));
    setup();
    await userEvent.type(screen.getByLabelText(p.newPasswordLabel), 'secret1');
    await userEvent.type(screen.getByLabelText(p.repeatPasswordLabel), 'secret2');
    await userEvent.click(screen.getByRole('button', { name: p.submit }));
    expect(await screen.findByText(MSG.logInfo.passwordsDiffer)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('requires a code when the e-mail changes and refuses a short name', async () => {
    mockFetch(() => jsonResponse({ ok: true }));
    setup();
    const name = screen.getByLabelText(p.nameLabel);
    await userEvent.clear(name);
    await userEvent.type(name, 'L');
    const email = screen.getByLabelText(MSG.authForm.emailLabel);
    await userEvent.clear(email);
    await userEvent.type(email, 'lea@nouveau.fr');
    await userEvent.click(screen.getByRole('button', { name: p.submit }));
    expect(await screen.findByText(MSG.authForm.nameMin)).toBeTruthy();
    expect(screen.getByText(MSG.authForm.required)).toBeTruthy();
  });

  it('refuses to send a code to the current address', async () => {
    const fetchMock = mockFetch(() => jsonResponse({ sendCode: true }));
    setup();
    await userEvent.click(screen.getByRole('button', { name: MSG.authForm.sendCode }));
    expect((await screen.findByRole('alert')).textContent).toContain(MSG.logInfo.sameEmail);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('updates, keeps the fresh token and resets the password fields', async () => {
    setToken('o'.repeat(80));
    const fresh = 'n'.repeat(90);
    const fetchMock = mockFetch(() => jsonResponse({ ok: true, token: fresh }));
    setup();
    const password = screen.getByLabelText(p.newPasswordLabel) as HTMLInputElement;
    await userEvent.type(password, 'secret1');
    await userEvent.type(screen.getByLabelText(p.repeatPasswordLabel), 'secret1');
    await userEvent.click(screen.getByRole('button', { name: p.submit }));
    expect((await screen.findByRole('status')).textContent).toContain(MSG.logInfo.success);
    expect(getToken()).toBe(fresh);
    await waitFor(() => expect(password.value).toBe(''));
    expect(bodyOf(fetchMock.mock.calls[0]?.[1])).toEqual({
      name: 'Léa Martin',
      email: 'lea@mail.fr',
      code: '',
      newpassword: 'secret1',
      mail_change: 'noChange',
    });
  });
});
