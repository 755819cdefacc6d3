import { describe, expect, it } from 'vitest';
import { MSG, SIMULATED_FOLLOWERS_DEFAULT } from '@kollabo/shared';
import { useTestApp } from '../../test-support/test-app.js';
import { createUser, type TestUser, requestAs } from '../../test-support/fixtures.js';
import { hasVerifiedSocial } from './socials.service.js';

const t = useTestApp();

const send = requestAs(t);
const get = (url: string, user?: TestUser) => send('GET', url, user);
const post = (url: string, payload: object, user?: TestUser) =>
  t.app.inject({ method: 'POST', url, payload, headers: user?.auth ?? {} });
const setId = (user: TestUser, reseau: string, identifiant: string) =>
  post('/api/user/social/update-identifiant', { reseau, identifiant }, user);
const setRates = (user: TestUser, reseau: string, storyTarif: unknown, publicationTarif: unknown) =>
  post('/api/user/social/update-tarification', { reseau, storyTarif, publicationTarif }, user);

/** Runs the simulated consent page's steps; returns the callback's redirect location. */
async function verify(
  user: TestUser,
  network: 'instagram' | 'tiktok',
  handle: string,
  tamper?: (p: URLSearchParams) => void,
  followers?: number,
) {
  const start = await get(`/api/auth/${network}`, user);
  expect(start.statusCode).toBe(200);
  const authUrl = new URL(start.json().authUrl, 'http://localhost');
  expect(authUrl.pathname).toBe(`/simulated/oauth/${network}`);
  const params = authUrl.searchParams;
  tamper?.(params);
  const consent = await post(`/api/auth/simulated/${network}/authorize`, {
    state: params.get('state'),
    redirect_uri: params.get('redirect_uri'),
    code_challenge: params.get('code_challenge'),
    handle,
    decision: 'allow',
    ...(followers === undefined ? {} : { followers }),
  });
  expect(consent.statusCode).toBe(200);
  const redirectUrl: string = consent.json().redirectUrl;
  const callback = await get(redirectUrl);
  expect(callback.statusCode).toBe(303);
  return { location: callback.headers.location as string, redirectUrl };
}

/** A network the user has not given an account for. */
const NO_ACCOUNT = {
  identifiant: 'id_empty_value',
  statutVerif: false,
  storyTarif: 0,
  publicationTarif: 0,
  followers: null,
  verifiedAt: null,
};

describe('identifiers and rates', () => {
  it('starts empty, with the id_empty_value marker', async () => {
    const me = await createUser(t.app);
    const res = await get('/api/user/social/all-socials', me);
    expect(res.json()).toEqual({
      pseudo: me.pseudo,
      instagram: NO_ACCOUNT,
      tiktok: NO_ACCOUNT,
    });
  });

  it('saves an identifier and rates, and resets with an empty identifier', async () => {
    const me = await createUser(t.app);
    const saved = await setId(me, 'instagram', '@lea.voyage');
    expect(saved.json()).toMatchObject({
      reset: false,
      social: { identifiant: 'lea.voyage', statutVerif: false },
    });
    const rates = await setRates(me, 'instagram', 150, 400);
    expect(rates.json().social).toMatchObject({ storyTarif: 150, publicationTarif: 400 });
    const reset = await setId(me, 'instagram', '');
    expect(reset.json()).toMatchObject({ reset: true, social: { identifiant: 'id_empty_value' } });
  });

  it('refuses a rate of -1, a fraction, a string, an unknown network and a bad handle', async () => {
    const me = await createUser(t.app);
    for (const [story, publication] of [
      [-1, 10],
      [10, -1],
      [1.5, 10],
      ['10', 10],
    ]) {
      const res = await setRates(me, 'instagram', story, publication);
      expect(res.statusCode).toBe(400);
    }
    expect((await setRates(me, 'facebook', 1, 1)).statusCode).toBe(400);
    expect((await setId(me, 'tiktok', 'lea voyage')).statusCode).toBe(400);
    expect((await setId(me, 'tiktok', '<script>')).statusCode).toBe(400);
    expect((await get('/api/user/social/all-socials', me)).json().instagram.storyTarif).toBe(0);
  });

  it('shows handles to logged users only, and rates of others only once verified', async () => {
    const owner = await createUser(t.app, { pseudo: 'creatrice' });
    const viewer = await createUser(t.app);
    await setId(owner, 'tiktok', 'lea_tt');
    await setRates(owner, 'tiktok', 80, 200);
    expect((await get('/api/user/social/all-socials?pseudo=creatrice')).statusCode).toBe(401);
    const before = (await get('/api/user/social/all-socials?pseudo=creatrice', viewer)).json();
    expect(before.tiktok).toEqual({
      identifiant: 'lea_tt',
      statutVerif: false,
      storyTarif: 0,
      publicationTarif: 0,
      followers: null,
      verifiedAt: null,
    });
    await verify(owner, 'tiktok', 'lea_tt');
    const after = (await get('/api/user/social/all-socials?pseudo=creatrice', viewer)).json();
    expect(after.tiktok).toEqual({
      identifiant: 'lea_tt',
      statutVerif: true,
      storyTarif: 80,
      publicationTarif: 200,
      followers: SIMULATED_FOLLOWERS_DEFAULT,
      verifiedAt: expect.any(String),
    });
    expect((await get('/api/user/social/all-socials?pseudo=inconnu', viewer)).statusCode).toBe(404);
  });
});

describe('verification through the simulated provider', () => {
  it('marks verified the handle the provider returns, not the one typed', async () => {
    const me = await createUser(t.app);
    await setId(me, 'instagram', 'typed_handle');
    expect(await hasVerifiedSocial(t.app.ctx.db, me.id)).toBe(false);
    const { location } = await verify(me, 'instagram', 'Real.Handle');
    expect(location).toBe('/my-social-net?verif=success&reseau=instagram');
    const socials = (await get('/api/user/social/all-socials', me)).json();
    expect(socials.instagram).toMatchObject({ identifiant: 'Real.Handle', statutVerif: true });
    expect(socials.tiktok.statutVerif).toBe(false);
    expect(await hasVerifiedSocial(t.app.ctx.db, me.id)).toBe(true);
  });

  it('stores the follower count the provider reports and when it was read', async () => {
    const me = await createUser(t.app);
    const other = await createUser(t.app);
    await setId(me, 'tiktok', 'lea');
    const before = Date.now();
    await verify(me, 'tiktok', 'lea', undefined, 48_200);
    const mine = (await get('/api/user/social/all-socials', me)).json();
    expect(mine.tiktok.followers).toBe(48_200);
    expect(new Date(mine.tiktok.verifiedAt).getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(mine.instagram).toMatchObject({ followers: null, verifiedAt: null });
    // Others see it too (logged users), and a new verification reads it again.
    const seen = (await get(`/api/user/social/all-socials?pseudo=${me.pseudo}`, other)).json();
    expect(seen.tiktok.followers).toBe(48_200);
    await verify(me, 'tiktok', 'lea', undefined, 51_000);
    expect((await get('/api/user/social/all-socials', me)).json().tiktok.followers).toBe(51_000);
    // Without a number the simulated provider reports its default.
    await setId(me, 'instagram', 'lea_ig');
    await verify(me, 'instagram', 'lea_ig');
    expect((await get('/api/user/social/all-socials', me)).json().instagram.followers).toBe(
      SIMULATED_FOLLOWERS_DEFAULT,
    );
    // A changed identifier loses the verification and its count.
    const reset = (await setId(me, 'tiktok', 'someone_else')).json().social;
    expect(reset).toMatchObject({ statutVerif: false, followers: null, verifiedAt: null });
  });

  it('refuses a follower count that is not a whole number of 0 or more', async () => {
    const me = await createUser(t.app);
    await setId(me, 'tiktok', 'lea');
    const start = await get('/api/auth/tiktok', me);
    const params = new URL(start.json().authUrl, 'http://localhost').searchParams;
    for (const followers of [-1, 1.5, 'beaucoup']) {
      const res = await post('/api/auth/simulated/tiktok/authorize', {
        state: params.get('state'),
        redirect_uri: params.get('redirect_uri'),
        code_challenge: params.get('code_challenge'),
        handle: 'lea',
        decision: 'allow',
        followers,
      });
      expect(res.statusCode).toBe(400);
    }
  });

  it('refuses a replayed state and a wrong state, verifying nothing', async () => {
    const me = await createUser(t.app);
    await setId(me, 'instagram', 'lea');
    const start = new URL((await get('/api/auth/instagram', me)).json().authUrl, 'http://x');
    const consent = await post('/api/auth/simulated/instagram/authorize', {
      state: start.searchParams.get('state'),
      redirect_uri: start.searchParams.get('redirect_uri'),
      code_challenge: start.searchParams.get('code_challenge'),
      handle: 'lea',
      decision: 'allow',
    });
    const redirectUrl: string = consent.json().redirectUrl;
    const code = new URL(redirectUrl, 'http://x').searchParams.get('code');

    const wrong = await get(`/api/auth/instagram/callback?code=${code}&state=forged-state`);
    expect(wrong.headers.location).toBe('/my-social-net?verif=error&reseau=instagram');
    const crossNetwork = await get(redirectUrl.replace('/instagram/', '/tiktok/'));
    expect(crossNetwork.headers.location).toBe('/my-social-net?verif=error&reseau=tiktok');
    expect(await hasVerifiedSocial(t.app.ctx.db, me.id)).toBe(false);

    const genuine = await get(redirectUrl);
    expect(genuine.headers.location).toBe('/my-social-net?verif=success&reseau=instagram');
    await setId(me, 'instagram', 'other_handle'); // loses the verification
    const replay = await get(redirectUrl);
    expect(replay.headers.location).toBe('/my-social-net?verif=error&reseau=instagram');
    expect(await hasVerifiedSocial(t.app.ctx.db, me.id)).toBe(false);
  });

  it('fails when the PKCE challenge does not match the verifier, or the user denies', async () => {
    const me = await createUser(t.app);
    await setId(me, 'tiktok', 'lea');
    const tampered = await verify(me, 'tiktok', 'lea', (p) =>
      p.set('code_challenge', 'A'.repeat(43)),
    );
    expect(tampered.location).toContain('verif=error');
    const start = new URL((await get('/api/auth/tiktok', me)).json().authUrl, 'http://x');
    const denied = await post('/api/auth/simulated/tiktok/authorize', {
      state: start.searchParams.get('state'),
      redirect_uri: start.searchParams.get('redirect_uri'),
      handle: 'lea',
      decision: 'deny',
    });
    expect((await get(denied.json().redirectUrl)).headers.location).toContain('verif=error');
    expect(await hasVerifiedSocial(t.app.ctx.db, me.id)).toBe(false);
  });

  it('refuses a consent that would send the code elsewhere', async () => {
    const me = await createUser(t.app);
    await setId(me, 'instagram', 'lea');
    const start = new URL((await get('/api/auth/instagram', me)).json().authUrl, 'http://x');
    const res = await post('/api/auth/simulated/instagram/authorize', {
      state: start.searchParams.get('state'),
      redirect_uri: 'https://evil.example/steal',
      handle: 'lea',
      decision: 'allow',
    });
    expect(res.statusCode).toBe(400);
  });

  it('loses the verification when the identifier changes, keeps it when only the case does', async () => {
    const me = await createUser(t.app);
    await setId(me, 'instagram', 'lea');
    await verify(me, 'instagram', 'lea');
    expect((await setId(me, 'instagram', 'LEA')).json().social.statutVerif).toBe(true);
    expect((await setId(me, 'instagram', 'someone_else')).json().social.statutVerif).toBe(false);
    expect(await hasVerifiedSocial(t.app.ctx.db, me.id)).toBe(false);
  });

  it('moves a provider account to whoever proves it last', async () => {
    const first = await createUser(t.app);
    const second = await createUser(t.app);
    await setId(first, 'instagram', 'shared');
    await setId(second, 'instagram', 'shared');
    await verify(first, 'instagram', 'shared');
    await verify(second, 'instagram', 'Shared');
    expect(await hasVerifiedSocial(t.app.ctx.db, first.id)).toBe(false);
    expect(await hasVerifiedSocial(t.app.ctx.db, second.id)).toBe(true);
  });

  it('asks for an identifier before verifying, and a login', async () => {
    const me = await createUser(t.app);
    const res = await get('/api/auth/instagram', me);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MSG.socials.identifierRequired);
    expect((await get('/api/auth/instagram')).statusCode).toBe(401);
  });
});
