import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MSG } from '@kollabo/shared';
import { endSession, refreshAuth, startSession } from '../lib/auth';
import { bodyOf, jsonResponse, mockFetch } from '../test-utils';
import { GuestOnly, RequireAuth } from './guards';
import { AuthorCard } from '../features/projects/SideCards';
import { LoginPage } from './LoginPage';

// Issue 42, point 7: a page behind the login, opened logged out (a mail link), comes back to
// that page after the login, also after the second factor; a `next` to another site is ignored.

const TOKEN = 'k'.repeat(120);

function renderApp(url: string) {
  const router = createMemoryRouter(
    [
      { element: <GuestOnly />, children: [{ path: '/connexion', element: <LoginPage /> }] },
      {
        element: <RequireAuth />,
        children: [
          { path: '/contestation/:decisionId', element: <p>page de contestation</p> },
          { path: '/my-account', element: <p>mon compte</p> },
        ],
      },
      { path: '/profile/:user', element: <p>profil</p> },
      { path: '*', element: <p>autre page</p> },
    ],
    { initialEntries: [url] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

async function logIn() {
  await userEvent.type(screen.getByLabelText(MSG.login.identifierLabel), 'lea');
  await userEvent.type(screen.getByLabelText(MSG.login.passwordLabel), 'secret1');
  await userEvent.click(screen.getByRole('button', { name: MSG.loginPage.submit }));
}

describe('login with a next page', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('sends a logged-out visit of a guarded page to the login, then back to that page', async () => {
    refreshAuth();
    mockFetch(() => jsonResponse({ token: TOKEN, pseudo: 'lea' }));
    const router = renderApp('/contestation/d-1?from=mail');
    expect(router.state.location.pathname).toBe('/connexion');
    expect(router.state.location.search).toBe(
      `?next=${encodeURIComponent('/contestation/d-1?from=mail')}`,
    );
    await logIn();
    await waitFor(() => expect(router.state.location.pathname).toBe('/contestation/d-1'));
    expect(router.state.location.search).toBe('?from=mail');
    expect(await screen.findByText('page de contestation')).toBeTruthy();
  });

  it('comes back to the page after the second factor step too', async () => {
    refreshAuth();
    const fetchMock = mockFetch((_url, init) =>
      (bodyOf(init) as { code?: string }).code
        ? jsonResponse({ token: TOKEN, pseudo: 'lea' })
        : jsonResponse({ needSecondFactor: true }),
    );
    const router = renderApp('/contestation/d-2');
    await logIn();
    const code = await screen.findByLabelText(MSG.loginSecondFactor.codeLabel);
    await userEvent.type(code, '123456');
    await userEvent.click(screen.getByRole('button', { name: MSG.loginSecondFactor.submit }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/contestation/d-2'));
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it.each(['//evil.example', 'https://evil.example', '/\\evil'])(
    'ignores the outside next %j and opens the profile',
    async (next) => {
      refreshAuth();
      mockFetch(() => jsonResponse({ token: TOKEN, pseudo: 'lea' }));
      const router = renderApp(`/connexion?next=${encodeURIComponent(next)}`);
      await logIn();
      await waitFor(() => expect(router.state.location.pathname).toBe('/profile/lea'));
    },
  );

  it('sends a user already logged straight to a safe next, else to /my-account', () => {
    startSession(TOKEN, 'lea');
    expect(renderApp('/connexion?next=%2Fcontestation%2Fd-3').state.location.pathname).toBe(
      '/contestation/d-3',
    );
    expect(renderApp('/connexion?next=%2F%2Fevil.example').state.location.pathname).toBe(
      '/my-account',
    );
  });
});

describe('leaving a guarded page', () => {
  it('on purpose (logout, deleted account) goes to the login with no page to come back to', async () => {
    startSession(TOKEN, 'lea');
    const router = renderApp('/my-account');
    expect(await screen.findByText('mon compte')).toBeTruthy();
    act(() => endSession(true));
    await waitFor(() => expect(router.state.location.pathname).toBe('/connexion'));
    expect(router.state.location.search).toBe('');
  });

  it('when the server refuses the token, keeps the page to come back to', async () => {
    startSession(TOKEN, 'lea');
    const router = renderApp('/my-account');
    expect(await screen.findByText('mon compte')).toBeTruthy();
    act(() => endSession());
    await waitFor(() => expect(router.state.location.search).toBe('?next=%2Fmy-account'));
  });
});

describe('the "Se connecter" links of a public page', () => {
  it('come back to that page after the login', () => {
    const router = createMemoryRouter(
      [{ path: '/project/:id', element: <AuthorCard author={null} /> }],
      { initialEntries: ['/project/p-1?from=board'] },
    );
    render(<RouterProvider router={router} />);
    expect(screen.getByRole('link', { name: MSG.nav.login }).getAttribute('href')).toBe(
      `/connexion?next=${encodeURIComponent('/project/p-1?from=board')}`,
    );
  });
});
