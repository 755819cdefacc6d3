// Where the login sends her back: `/connexion?next=<path>`. Only a path of this site is kept,
// so a crafted link cannot send a freshly logged user to another site (open redirect).

const LOGIN_PATH = '/connexion';
const ORIGIN_PROBE = 'https://kollabo.invalid';

/**
 * The `next` value if it is a path of this site: one leading "/", never "//", no backslash
 * (browsers read "/\\x" as "//x"), no control character (browsers drop tabs and newlines,
 * turning "/\t/x" into "//x"), and not the login page itself. Anything else: undefined.
 */
export function safeNextPath(raw: string | null | undefined): string | undefined {
  if (!raw || raw.length > 2000) return undefined;
  if (!raw.startsWith('/') || raw.startsWith('//')) return undefined;
  // eslint-disable-next-line no-control-regex -- control characters are what is refused
  if (/[\\\u0000-\u001f\u007f]/.test(raw)) return undefined;
  let url: URL;
  try {
    url = new URL(raw, ORIGIN_PROBE);
  } catch {
    return undefined;
  }
  if (url.origin !== ORIGIN_PROBE || url.pathname === LOGIN_PATH) return undefined;
  return raw;
}

/** The login page that comes back to `next` (a path with its query and hash) afterwards. */
export function loginPath(next?: string): string {
  const safe = safeNextPath(next);
  return safe ? `${LOGIN_PATH}?next=${encodeURIComponent(safe)}` : LOGIN_PATH;
}
