import { useState } from 'react';
import { Navigate, Outlet, useLocation, useSearchParams } from 'react-router';
import { useAuthState } from '../lib/auth';
import { loginPath, safeNextPath } from '../lib/nextPath';
import { getSignupStatut } from '../lib/storage';
import { Splash } from '../layout/Splash';

/**
 * Login required: visitors (or a token refused by the server) go to /connexion with the page
 * they asked for in `next`, so a link from a mail comes back to its page after the login; one
 * who just logged out or deleted her account goes there with none.
 */
export function RequireAuth() {
  const { logged, checking, leftOnPurpose } = useAuthState();
  const location = useLocation();
  if (checking) return <Splash />;
  if (!logged) {
    const next = `${location.pathname}${location.search}${location.hash}`;
    const to = leftOnPurpose ? '/connexion' : loginPath(next);
    return <Navigate to={to} replace state={{ from: location.pathname }} />;
  }
  return <Outlet />;
}

/** Guests only (login, sign-up, reset): logged users go to `next` if safe, else /my-account. */
export function GuestOnly() {
  const { logged, checking } = useAuthState();
  const [params] = useSearchParams();
  // Logging in on /connexion makes `logged` true while that page navigates to the profile:
  // only users who arrive already logged are redirected, so the two navigations never race.
  const [arrivedLogged] = useState(logged);
  if (checking) return <Splash />;
  if (logged && arrivedLogged) {
    return <Navigate to={safeNextPath(params.get('next')) ?? '/my-account'} replace />;
  }
  return <Outlet />;
}

/** /form-inscription needs the profile type chosen on /inscription (kept 30 minutes). */
export function RequireSignupChoice() {
  if (!getSignupStatut()) return <Navigate to="/inscription" replace />;
  return <Outlet />;
}
