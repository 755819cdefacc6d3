import { afterEach, describe, expect, it, vi } from 'vitest';
import { MSG } from '@kollabo/shared';
import { useTestApp } from '../../test-support/test-app.js';
import { createUser, requestAs } from '../../test-support/fixtures.js';
import { hasVerifiedSocial } from './socials.service.js';

// Provider configuration: production without keys refuses verification; with keys the real
// provider endpoints are used (answered here by a stubbed fetch).

describe('production without provider keys', () => {
  const t = useTestApp(
    { NODE_ENV: 'production', PUBLIC_URL: 'https://kollabo.example' },
    { resetEach: false },
  );
  const send = requestAs(t);

  it('answers a clear "unavailable" and marks nothing verified', async () => {
    const me = await createUser(t.app);
    await send('POST', '/api/user/social/update-identifiant', me, {
      reseau: 'instagram',
      identifiant: 'lea',
    });
    const start = await send('GET', '/api/auth/instagram', me);
    expect(start.statusCode).toBe(503);
    expect(start.json()).toEqual({
      error: 'oauth_unavailable',
      message: MSG.socials.unavailable('Instagram'),
    });
    const simulated = await send('POST', '/api/auth/simulated/instagram/authorize', undefined, {
      state: 'x',
      redirect_uri: 'x',
      handle: 'lea',
      decision: 'allow',
    });
    expect(simulated.statusCode).toBe(404);
    const callback = await send('GET', '/api/auth/instagram/callback?code=x&state=y');
    expect(callback.headers.location).toContain('verif=error');
    expect(await hasVerifiedSocial(t.app.ctx.db, me.id)).toBe(false);
  });
});

describe('with Instagram keys', () => {
  const t = useTestApp(
    {
      PUBLIC_URL: 'https://kollabo.example',
      INSTAGRAM_CLIENT_ID: 'ig-client',
      INSTAGRAM_CLIENT_SECRET: 'ig-secret',
    },
    { resetEach: false },
  );
  const send = requestAs(t);
  afterEach(() => vi.restoreAllMocks());

  it('sends the user to Instagram and verifies the username Instagram returns', async () => {
    const me = await createUser(t.app);
    await send('POST', '/api/user/social/update-identifiant', me, {
      reseau: 'instagram',
      identifiant: 'typed_by_user',
    });
    const start = await send('GET', '/api/auth/instagram', me);
    const authUrl = new URL(start.json().authUrl);
    expect(authUrl.origin + authUrl.pathname).toBe('https://www.instagram.com/oauth/authorize');
    expect(authUrl.searchParams.get('client_id')).toBe('ig-client');
    expect(authUrl.searchParams.get('redirect_uri')).toBe(
      'https://kollabo.example/api/auth/instagram/callback',
    );
    const state = authUrl.searchParams.get('state') ?? '';
    expect(state.length).toBeGreaterThan(30);

    const calls: string[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const url = String(input);
      calls.push(url);
      if (url === 'https://api.instagram.com/oauth/access_token') {
        expect(String(init?.body)).toContain('code=provider-code');
        expect(String(init?.body)).toContain('client_secret=ig-secret');
        return Response.json({ access_token: 'tok', user_id: 42 });
      }
      if (url.startsWith('https://graph.instagram.com/me?')) {
        expect(url).toContain('followers_count');
        return Response.json({
          user_id: '42',
          username: 'lea_from_instagram',
          followers_count: 15_300,
        });
      }
      return new Response('unexpected', { status: 500 });
    });
    const callback = await send(
      'GET',
      `/api/auth/instagram/callback?code=provider-code&state=${state}`,
    );
    expect(callback.headers.location).toBe('/my-social-net?verif=success&reseau=instagram');
    expect(calls).toHaveLength(2);
    const socials = await send('GET', '/api/user/social/all-socials', me);
    expect(socials.json().instagram).toMatchObject({
      identifiant: 'lea_from_instagram',
      statutVerif: true,
      followers: 15_300,
    });
  });

  it('verifies nothing when Instagram refuses the code', async () => {
    const me = await createUser(t.app);
    await send('POST', '/api/user/social/update-identifiant', me, {
      reseau: 'instagram',
      identifiant: 'lea',
    });
    const start = await send('GET', '/api/auth/instagram', me);
    const state = new URL(start.json().authUrl).searchParams.get('state');
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      Response.json({ error: 'bad' }, { status: 400 }),
    );
    const callback = await send('GET', `/api/auth/instagram/callback?code=bad&state=${state}`);
    expect(callback.headers.location).toContain('verif=error');
    expect(await hasVerifiedSocial(t.app.ctx.db, me.id)).toBe(false);
  });
});
