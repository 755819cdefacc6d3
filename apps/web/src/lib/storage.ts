import { DURATIONS, STORAGE_PREFIX } from '@kollabo/shared';

// Every item the client stores goes through this file, with
// the product prefix, so that logout can remove all of them with clearAll().

export const STORAGE_KEYS = {
  token: `${STORAGE_PREFIX}token`,
  pseudo: `${STORAGE_PREFIX}pseudo`,
  signupStatut: `${STORAGE_PREFIX}statut`,
  sponsor: `${STORAGE_PREFIX}sponsor`,
  lastConnect: `${STORAGE_PREFIX}last_connect`,
  unread: `${STORAGE_PREFIX}unread`,
  projectTitle: `${STORAGE_PREFIX}project_title`,
} as const;

// ---------- cookies ----------

export function getCookie(name: string): string | null {
  const prefix = `${name}=`;
  for (const part of document.cookie.split(';')) {
    const entry = part.trim();
    if (entry.startsWith(prefix)) return decodeURIComponent(entry.slice(prefix.length));
  }
  return null;
}

export function setCookie(name: string, value: string, maxAgeMs: number): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  const maxAge = Math.round(maxAgeMs / 1000);
  document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${maxAge}; Path=/; SameSite=Lax${secure}`;
}

export function removeCookie(name: string): void {
  document.cookie = `${name}=; Max-Age=0; Path=/; SameSite=Lax`;
}

function cookieNames(): string[] {
  return document.cookie
    .split(';')
    .map((part) => part.trim().split('=')[0] ?? '')
    .filter(Boolean);
}

// ---------- session (login) ----------

export const getToken = () => getCookie(STORAGE_KEYS.token);
export const setToken = (token: string) => setCookie(STORAGE_KEYS.token, token, DURATIONS.tokenMs);
export const removeToken = () => removeCookie(STORAGE_KEYS.token);

export const getPseudo = () => getCookie(STORAGE_KEYS.pseudo);
export const setPseudo = (pseudo: string) =>
  setCookie(STORAGE_KEYS.pseudo, pseudo, DURATIONS.tokenMs);

// ---------- sign-up choice (30 minutes) ----------

export const getSignupStatut = () => getCookie(STORAGE_KEYS.signupStatut);
export const setSignupStatut = (statut: string) =>
  setCookie(STORAGE_KEYS.signupStatut, statut, DURATIONS.signupChoiceMs);
export const getSponsor = () => getCookie(STORAGE_KEYS.sponsor);
export const setSponsor = (sponsor: string) =>
  setCookie(STORAGE_KEYS.sponsor, sponsor, DURATIONS.signupChoiceMs);
export function clearSignupChoice(): void {
  removeCookie(STORAGE_KEYS.signupStatut);
  removeCookie(STORAGE_KEYS.sponsor);
}

// ---------- throttling markers (10 minutes) ----------

/** True when no last-connection statistic was sent from this browser in the last 10 minutes. */
export const shouldSendLastConnection = () => getCookie(STORAGE_KEYS.lastConnect) === null;
export const markLastConnectionSent = () =>
  setCookie(STORAGE_KEYS.lastConnect, '1', DURATIONS.lastConnectThrottleMs);

function viewKey(kind: 'profile' | 'project', id: string): string {
  return `${STORAGE_PREFIX}view_${kind}_${encodeURIComponent(id)}`;
}
/** One view per profile/project per browser per 10 minutes: check before counting. */
export const wasViewed = (kind: 'profile' | 'project', id: string) =>
  getCookie(viewKey(kind, id)) !== null;
/** Set only after the server counted the view successfully. */
export const markViewed = (kind: 'profile' | 'project', id: string) =>
  setCookie(viewKey(kind, id), '1', DURATIONS.viewWindowMs);

// ---------- sessionStorage ----------

function sessionGet(key: string): string | null {
  try {
    return window.sessionStorage.getItem(key);
  } catch {
    return null; // storage disabled (privacy mode): behave as empty
  }
}
function sessionSet(key: string, value: string): void {
  try {
    window.sessionStorage.setItem(key, value);
  } catch {
    // storage disabled: the value simply is not kept
  }
}
function sessionRemove(key: string): void {
  try {
    window.sessionStorage.removeItem(key);
  } catch {
    // storage disabled: nothing to remove
  }
}

export function getUnreadCount(): number | null {
  const raw = sessionGet(STORAGE_KEYS.unread);
  const value = raw === null ? NaN : Number(raw);
  return Number.isFinite(value) ? value : null;
}
export const setUnreadCount = (count: number) => sessionSet(STORAGE_KEYS.unread, String(count));
export const removeUnreadCount = () => sessionRemove(STORAGE_KEYS.unread);

/** Title prefilled on /create-project after choosing a theme on the home page. */
export const getProjectTitle = () => sessionGet(STORAGE_KEYS.projectTitle);
export const setProjectTitle = (title: string) => sessionSet(STORAGE_KEYS.projectTitle, title);
export const removeProjectTitle = () => sessionRemove(STORAGE_KEYS.projectTitle);

// ---------- logout ----------

function clearPrefixed(storage: Storage): void {
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i += 1) {
    const key = storage.key(i);
    if (key?.startsWith(STORAGE_PREFIX)) keys.push(key);
  }
  keys.forEach((key) => storage.removeItem(key));
}

/** Removes every kollabo_ cookie, localStorage and sessionStorage item, and nothing else. */
export function clearAll(): void {
  cookieNames()
    .filter((name) => name.startsWith(STORAGE_PREFIX))
    .forEach(removeCookie);
  try {
    clearPrefixed(window.localStorage);
    clearPrefixed(window.sessionStorage);
  } catch {
    // storage disabled: nothing stored there
  }
}
