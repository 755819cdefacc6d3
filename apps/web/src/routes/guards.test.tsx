import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { refreshAuth } from '../lib/auth';
import { setSignupStatut, setToken } from '../lib/storage';
import { GuestOnly, RequireAuth, RequireSignupChoice } from './guards';

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/connexion', element: <p>connexion</p> },
      { path: '/inscription', element: <p>inscription</p> },
      { path: '/my-account', element: <p>mon compte</p> },
      { element: <RequireAuth />, children: [{ path: '/edit-log-info', element: <p>infos</p> }] },
      { element: <GuestOnly />, children: [{ path: '/reset-password', element: <p>reset</p> }] },
      {
        element: <RequireSignupChoice />,
        children: [{ path: '/form-inscription', element: <p>formulaire</p> }],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('route guards', () => {
  it('sends visitors from a login-only page to /connexion', () => {
    refreshAuth();
    const router = renderAt('/edit-log-info');
    expect(router.state.location.pathname).toBe('/connexion');
  });

  it('treats a token of 50 characters or less as no session', () => {
    setToken('x'.repeat(50));
    refreshAuth();
    expect(renderAt('/edit-log-info').state.location.pathname).toBe('/connexion');
  });

  it('lets a logged user in and sends them away from guest pages', () => {
    setToken('x'.repeat(51));
    refreshAuth();
    renderAt('/edit-log-info');
    expect(screen.getByText('infos')).toBeTruthy();
    expect(renderAt('/reset-password').state.location.pathname).toBe('/my-account');
  });

  it('requires a stored profile type for /form-inscription', () => {
    expect(renderAt('/form-inscription').state.location.pathname).toBe('/inscription');
    setSignupStatut('Agent');
    expect(renderAt('/form-inscription').state.location.pathname).toBe('/form-inscription');
  });
});
