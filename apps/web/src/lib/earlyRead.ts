// The boot script (vite.config.ts, routeBoot): on a first load of the project or profile page,
// it starts the page's API read and asks for the page's files while the app's main chunk is still
// being downloaded and evaluated. Without it, both waited for that evaluation (~0.5 s of a
// 1.5 s Largest Contentful Paint), then the read queued behind ~30 files on the browser's
// 6 connections (HTTP/1.1). lib/api.ts takes the read's answer instead of asking again.

/** What the build writes into the boot script for each page it speeds up. */
export interface BootRoute {
  /** `/project/`: the page's path is this prefix and one segment, its parameter. */
  prefix: string;
  /** The read of the page's parameter: API path, query name, and whether it is `no-store`. */
  read: { path: string; param: string; noStore: boolean };
  /** Its JavaScript files (the read's modules first), then its style sheets, as `/assets/...`. */
  scripts: string[];
  styles: string[];
}

export interface BootData {
  /** The window property the read is left under (EARLY_READ_KEY). */
  key: string;
  /** The session cookie's name: the read carries the same token as lib/api.ts would. */
  tokenCookie: string;
  routes: BootRoute[];
}

/** A read started by the boot script, taken once by lib/api.ts. */
export interface EarlyRead {
  url: string;
  /** The Authorization header it was sent with, or null. */
  authorization: string | null;
  /** performance.now() when it was sent. */
  at: number;
  response: Promise<Response>;
}

export const EARLY_READ_KEY = '__kollaboEarlyRead';

/** An early read older than this is not used (the answer would be stale). */
export const EARLY_READ_MAX_AGE_MS = 10_000;

/**
 * The boot script's body: the build writes `(${earlyStart})(data)` into a file of its own, so it
 * must not use anything outside itself. Any failure leaves the page to do as without it.
 */
export function earlyStart(data: BootData): void {
  try {
    const path = window.location.pathname;
    const route = data.routes.find((r) => {
      const rest = path.slice(r.prefix.length);
      return path.startsWith(r.prefix) && rest.length > 0 && !rest.includes('/');
    });
    if (!route) return;
    const value = decodeURIComponent(path.slice(route.prefix.length));
    const prefix = `${data.tokenCookie}=`;
    const cookie = document.cookie
      .split(';')
      .map((part) => part.trim())
      .find((part) => part.startsWith(prefix));
    const token = cookie ? decodeURIComponent(cookie.slice(prefix.length)) : null;
    const headers: Record<string, string> = token
      ? { Accept: 'application/json', Authorization: `Bearer ${token}` }
      : { Accept: 'application/json' };
    const url = `${route.read.path}?${new URLSearchParams({ [route.read.param]: value }).toString()}`;
    // The read first: it gets the next free connection, before the page's files.
    const read: EarlyRead = {
      url,
      authorization: headers.Authorization ?? null,
      at: performance.now(),
      response: fetch(url, {
        method: 'GET',
        headers,
        ...(route.read.noStore ? { cache: 'no-store' as const } : {}),
      }),
    };
    read.response.catch(() => undefined); // lib/api.ts reports the failure if it takes it
    (window as unknown as Record<string, unknown>)[data.key] = read;
    const add = (href: string, rel: string, as?: string) => {
      const link = document.createElement('link');
      link.rel = rel;
      if (as) link.as = as;
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    };
    // Vite's loader skips a module already linked; a style sheet it links itself, from the
    // preloaded copy, and waits for it as before (no unstyled first paint).
    for (const href of route.scripts) add(href, 'modulepreload');
    for (const href of route.styles) add(href, 'preload', 'style');
  } catch {
    // the page loads as without the boot script
  }
}

/** The boot script's read of this address with this token, once, if it is recent. */
export function takeEarlyRead(
  url: string,
  authorization: string | undefined,
): Promise<Response> | undefined {
  const slot = window as unknown as Record<string, EarlyRead | undefined>;
  const early = slot[EARLY_READ_KEY];
  if (!early || early.url !== url) return undefined;
  delete slot[EARLY_READ_KEY];
  if (early.authorization !== (authorization ?? null)) return undefined;
  if (performance.now() - early.at > EARLY_READ_MAX_AGE_MS) return undefined;
  return early.response;
}
