import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { MSG } from '@kollabo/shared';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { createUser } from '../../test-support/fixtures.js';
import { hasVerifiedSocial } from './socials.service.js';

// Provider configuration: production without keys refuses verification; with keys the real
// provider endpoints are used (answered here by a stubbed fetch).

describe('production without provider keys', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ NODE_ENV: 'production', PUBLIC_URL: 'https://kollabo.example' });
  });
  afterAll(() => t.close());

  it('answers a clear "unavailable" and marks nothing verified', async () => {
    const me = await createUser(t.app);
    await t.app.inject({
      method: 'POST',
      url: '/api/user/social/update-identifiant',
      payload: { reseau: 'instagram', identifiant: 'lea' },
      headers: me.auth,
    });
    const start = await t.app.inject({
      method: 'GET',
      url: '/api/auth/instagram',
      headers: me.auth,
    });
    expect(start.statusCode).toBe(503);
    expect(start.json()).toEqual({
      error: 'oauth_unavailable',
      message: MSG.socials.unavailable('Instagram'),
    });
    const simulated = await t.app.inject({
      method: 'POST',
      url: '/api/auth/simulated/instagram/authorize',
      payload: { state: 'x', redirect_uri: 'x', handle: 'lea', decision: 'allow' },
    });
    expect(simulated.statusCode).toBe(404);
    const callback = await t.app.inject({
      method: 'GET',
      url: '/api/auth/instagram/callback?code=x&state=y',
    });
    expect(callback.headers.location).toContain('verif=error');
    expect(await hasVerifiedSocial(t.app.ctx.db, me.id)).toBe(false);
  });
});

describe('with Instagram keys', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      PUBLIC_URL: 'https://kollabo.example',
      INSTAGRAM_CLIENT_ID: 'ig-client',
      INSTAGRAM_CLIENT_SECRET: 'ig-secret',
    });
  });
  afterAll(() => t.close());
  afterEach(() => vi.restoreAllMocks());

  it('sends the user to Instagram and verifies the username Instagram returns', async () => {
    const me = await createUser(t.app);
    await t.app.inject({
      method: 'POST',
      url: '/api/user/social/update-identifiant',
      payload: { reseau: 'instagram', identifiant: 'typed_by_user' },
      headers: me.auth,
    });
    const start = await t.app.inject({
      method: 'GET',
      url: '/api/auth/instagram',
      headers: me.auth,
    });
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
    const callback = await t.app.inject({
      method: 'GET',
      url: `/api/auth/instagram/callback?code=provider-code&state=${state}`,
    });
    expect(callback.headers.location).toBe('/my-social-net?verif=success&reseau=instagram');
    expect(calls).toHaveLength(2);
    const socials = await t.app.inject({
      method: 'GET',
      url: '/api/user/social/all-socials',
      headers: me.auth,
    });
    expect(socials.json().instagram).toMatchObject({
      identifiant: 'lea_from_instagram',
      statutVerif: true,
      followers: 15_300,
    });
  });

  it('verifies nothing when Instagram refuses the code', async () => {
    const me = await createUser(t.app);
    await t.app.inject({
      method: 'POST',
      url: '/api/user/social/update-identifiant',
      payload: { reseau: 'instagram', identifiant: 'lea' },
      headers: me.auth,
    });
    const start = await t.app.inject({
      method: 'GET',
      url: '/api/auth/instagram',
      headers: me.auth,
    });
    const state = new URL(start.json().authUrl).searchParams.get('state');
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      Response.json({ error: 'bad' }, { status: 400 }),
    );
    const callback = await t.app.inject({
      method: 'GET',
      url: `/api/auth/instagram/callback?code=bad&state=${state}`,
    });
    expect(callback.headers.location).toContain('verif=error');
    expect(await hasVerifiedSocial(t.app.ctx.db, me.id)).toBe(false);
  });
});
