import { useCallback, useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router';
import { call, isApiError, setUnauthorizedHandler } from './api';
import { queryClient } from './queryClient';
import { clearAll, getPseudo, getToken, setPseudo, setToken } from './storage';

// Session state lives in cookies (the spec's stored items); this small store mirrors them for
// React through useSyncExternalStore, so no provider is needed and any module can log out.

/** The spec treats a token as valid locally only if it is longer than 50 characters. */
export const TOKEN_MIN_LENGTH = 51;
export function isTokenShapeValid(token: string | null | undefined): token is string {
  return typeof token === 'string' && token.length >= TOKEN_MIN_LENGTH;
}

export interface AuthState {
  logged: boolean;
  pseudo: string | null;
  /** True while the token check (accountsApi.tokenCheck) runs at load: pages wait instead of flashing. */
  checking: boolean;
  /**
   * She logged out or deleted her account herself: a guarded page sends her to the login with no
   * page to come back to (a revoked or expired token keeps its `next`).
   */
  leftOnPurpose: boolean;
}

let checking = isTokenShapeValid(getToken());
let leftOnPurpose = false;
const listeners = new Set<() => void>();

function compute(): AuthState {
  return { logged: isTokenShapeValid(getToken()), pseudo: getPseudo(), checking, leftOnPurpose };
}
let state = compute();

/** Re-reads the cookies and notifies subscribers (call after changing them elsewhere). */
export function refreshAuth(): void {
  state = compute();
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
const getSnapshot = () => state;

export function startSession(token: string, pseudo: string): void {
  leftOnPurpose = false;
  setToken(token);
  setPseudo(pseudo);
  refreshAuth();
}

/**
 * Forgets everything stored by the product (cookies, storages, cached queries); `onPurpose`
 * when she left herself (logout, deleted account).
 */
export function endSession(onPurpose = false): void {
  leftOnPurpose = onPurpose;
  clearAll();
  queryClient.clear();
  refreshAuth();
}

// A 401 on any request that carried a token: the token was revoked or expired.
setUnauthorizedHandler(() => endSession());

/**
 * A socket opened with `openedWith` was told its token is revoked. If this tab has a newer token
 * since (it changed the password itself), the socket reconnects with it; otherwise the session
 * is over.
 */
export function onSocketRevoked(
  socket: { auth: unknown; connect(): unknown },
  openedWith: string | null,
): void {
  const current = getToken();
  if (current && current !== openedWith) {
    socket.auth = { token: current };
    socket.connect();
    return;
  }
  endSession();
}

let verification: Promise<void> | null = null;

/** Checks the stored token once per page load; a non-OK answer ends the session. */
export function verifySession(): Promise<void> {
  verification ??= (async () => {
    if (!isTokenShapeValid(getToken())) return;
    try {
      // The contracts (and zod) load only for a stored session: visitors never download them.
      const { accountsApi } = await import('./contracts');
      const reply = await call(accountsApi.tokenCheck);
      if (!getPseudo()) setPseudo(reply.userPseudo);
    } catch (error) {
      // Offline: keep the session, the next call will tell. Any answer that is not OK: log out.
      if (isApiError(error)) endSession();
    }
  })().finally(() => {
    checking = false;
    refreshAuth();
  });
  return verification;
}

/** Read-only session state, usable outside the router. */
export function useAuthState(): AuthState {
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}

export function useAuth() {
  const auth = useAuthState();
  const navigate = useNavigate();
  const login = useCallback((token: string, pseudo: string) => startSession(token, pseudo), []);
  const logout = useCallback(() => {
    endSession(true);
    navigate('/connexion', { replace: true });
  }, [navigate]);
  return { ...auth, login, logout };
}
