import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { projectsApi, apiPath, endpointUrl } from '@kollabo/shared';
import { call } from './api';
import {
  EARLY_READ_KEY,
  EARLY_READ_MAX_AGE_MS,
  earlyStart,
  takeEarlyRead,
  type BootData,
} from './earlyRead';

const DATA: BootData = {
  key: EARLY_READ_KEY,
  tokenCookie: 'kollabo_token',
  routes: [
    {
      prefix: '/project/',
      read: { path: apiPath(projectsApi.detail), param: 'id', noStore: true },
      scripts: ['/assets/api-a.js', '/assets/ProjectPage-b.js'],
      styles: ['/assets/ProjectPage-c.css'],
    },
  ],
};

/** The project read's address for `id`. */
const detailUrl = (id: string) => endpointUrl(projectsApi.detail, { query: { id } });

const slot = () => (window as unknown as Record<string, unknown>)[EARLY_READ_KEY];
const links = () =>
  [...document.head.querySelectorAll('link')].map((l) => `${l.rel} ${l.getAttribute('href')}`);

const detail = {
  project: { _id: 'p1' },
};

describe('boot script early read', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    fetchMock = vi.fn(() => Promise.resolve(new Response(JSON.stringify(detail))));
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    delete (window as unknown as Record<string, unknown>)[EARLY_READ_KEY];
    document.head.innerHTML = '';
    document.cookie = 'kollabo_token=; Max-Age=0; Path=/';
    window.history.replaceState(null, '', '/');
  });

  it('on a project page, sends the read first, then links the page files', () => {
    window.history.replaceState(null, '', '/project/p%201');
    earlyStart(DATA);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe(detailUrl('p 1'));
    expect(init).toMatchObject({ method: 'GET', cache: 'no-store' });
    expect(init.headers).toEqual({ Accept: 'application/json' });
    expect(links()).toEqual([
      'modulepreload /assets/api-a.js',
      'modulepreload /assets/ProjectPage-b.js',
      'preload /assets/ProjectPage-c.css',
    ]);
    expect(slot()).toMatchObject({ url: detailUrl('p 1'), authorization: null });
  });

  it('sends the session token as lib/api.ts does', () => {
    document.cookie = 'kollabo_token=abc.def; Path=/';
    window.history.replaceState(null, '', '/project/p1');
    earlyStart(DATA);
    const [, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(init.headers).toEqual({ Accept: 'application/json', Authorization: 'Bearer abc.def' });
  });

  it('does nothing on other pages', () => {
    for (const path of ['/', '/project', '/project/', '/project/p1/edit', '/projects']) {
      window.history.replaceState(null, '', path);
      earlyStart(DATA);
    }
    expect(fetchMock).not.toHaveBeenCalled();
    expect(links()).toEqual([]);
    expect(slot()).toBeUndefined();
  });

  it('gives the read once, to the same address with the same token, while recent', () => {
    window.history.replaceState(null, '', '/project/p1');
    earlyStart(DATA);
    expect(takeEarlyRead(detailUrl('p2'), undefined)).toBeUndefined();
    expect(takeEarlyRead(detailUrl('p1'), undefined)).toBeInstanceOf(Promise);
    expect(takeEarlyRead(detailUrl('p1'), undefined)).toBeUndefined();

    earlyStart(DATA);
    expect(takeEarlyRead(detailUrl('p1'), 'Bearer other')).toBeUndefined();
    expect(slot()).toBeUndefined(); // not kept for a later call either

    earlyStart(DATA);
    const now = performance.now();
    vi.spyOn(performance, 'now').mockReturnValue(now + EARLY_READ_MAX_AGE_MS + 1);
    expect(takeEarlyRead(detailUrl('p1'), undefined)).toBeUndefined();
    vi.restoreAllMocks();
  });

  it("lib/api.ts's call takes the early answer instead of asking again", async () => {
    window.history.replaceState(null, '', '/project/p1');
    earlyStart(DATA);
    await call(projectsApi.detail, { query: { id: 'p1' } }).catch(() => undefined);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // A second read is a new request.
    await call(projectsApi.detail, { query: { id: 'p1' } }).catch(() => undefined);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
