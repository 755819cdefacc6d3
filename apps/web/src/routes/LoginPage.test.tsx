import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MSG } from '@kollabo/shared';
import { getPseudo, getToken } from '../lib/storage';
import { bodyOf, jsonResponse, mockFetch, renderPage } from '../test-utils';
import { LoginPage } from './LoginPage';

const TOKEN = 'k'.repeat(120);

function setup() {
  const view = renderPage(<LoginPage />, {
    path: '/connexion',
    extraRoutes: [{ path: '/profile/:user', element: <p>profil</p> }],
  });
  return {
    ...view,
    pseudo: screen.getByLabelText(MSG.login.identifierLabel),
    password: screen.getByLabelText(MSG.login.passwordLabel),
    submit: screen.getByRole('button', { name: MSG.loginPage.submit }),
  };
}

describe('LoginPage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows required messages under empty fields and sends nothing', async () => {
    const fetchMock = mockFetch(() => jsonResponse({}));
    const { submit, pseudo } = setup();
    await userEvent.click(submit);
    expect(await screen.findAllByText(MSG.authForm.required)).toHaveLength(2);
    expect(pseudo.getAttribute('aria-invalid')).toBe('true');
    expect(pseudo.getAttribute('aria-describedby')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses a password under 6 characters', async () => {
    mockFetch(() => jsonResponse({}));
    const { pseudo, password, submit } = setup();
    await userEvent.type(pseudo, 'lea');
    await userEvent.type(password, '12345');
    await userEvent.click(submit);
    expect(await screen.findByText(MSG.authForm.passwordMin)).toBeTruthy();
  });

  it('does not let spaces be typed in the pseudo', async () => {
    const { pseudo } = setup();
    await userEvent.type(pseudo, 'le a ');
    expect((pseudo as HTMLInputElement).value).toBe('lea');
  });

  it('shows the bad credentials text on 401', async () => {
    mockFetch(() => jsonResponse({ error: 'bad_credentials', message: 'no' }, 401));
    const { pseudo, password, submit } = setup();
    await userEvent.type(pseudo, 'lea');
    await userEvent.type(password, 'secret1');
    await userEvent.click(submit);
    expect((await screen.findByRole('alert')).textContent).toContain(MSG.login.badCredentials);
  });

  it("shows the server's message on 429 and the network text when offline", async () => {
    mockFetch(() => jsonResponse({ error: 'rate_limited', message: 'Trop de tentatives.' }, 429));
    const { pseudo, password, submit } = setup();
    await userEvent.type(pseudo, 'lea');
    await userEvent.type(password, 'secret1');
    await userEvent.click(submit);
    expect((await screen.findByRole('alert')).textContent).toContain('Trop de tentatives.');

    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await userEvent.click(submit);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain(MSG.login.network));
  });

  it('stores token and pseudo, then opens the profile', async () => {
    const fetchMock = mockFetch(() => jsonResponse({ token: TOKEN, pseudo: 'lea' }));
    const { pseudo, password, submit, router } = setup();
    await userEvent.type(pseudo, 'lea');
    await userEvent.type(password, 'secret1');
    await userEvent.click(submit);
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile/lea'));
    expect(getToken()).toBe(TOKEN);
    expect(getPseudo()).toBe('lea');
    expect(bodyOf(fetchMock.mock.calls[0]?.[1])).toEqual({ pseudo: 'lea', password: 'secret1' });
  });
});
