import { useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useAuthState } from '../lib/auth';
import { getSignupStatut } from '../lib/storage';
import { Splash } from '../layout/Splash';

/** Login required: visitors (or a token refused by the server) go to /connexion. */
export function RequireAuth() {
  const { logged, checking } = useAuthState();
  const location = useLocation();
  if (checking) return <Splash />;
  if (!logged) return <Navigate to="/connexion" replace state={{ from: location.pathname }} />;
  return <Outlet />;
}

/** Guests only (login, sign-up, reset): logged users go to /my-account. */
export function GuestOnly() {
  const { logged, checking } = useAuthState();
  // Logging in on /connexion makes `logged` true while that page navigates to the profile:
  // only users who arrive already logged are redirected, so the two navigations never race.
  const [arrivedLogged] = useState(logged);
  if (checking) return <Splash />;
  if (logged && arrivedLogged) return <Navigate to="/my-account" replace />;
  return <Outlet />;
}

/** /form-inscription needs the profile type chosen on /inscription (kept 30 minutes). */
export function RequireSignupChoice() {
  if (!getSignupStatut()) return <Navigate to="/inscription" replace />;
  return <Outlet />;
}
