import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { LIMITS, MSG } from '@kollabo/shared';
import { users } from '../../db/schema/index.js';
import { useTestApp } from '../../test-support/test-app.js';
import { createUser, type TestUser, requestAs } from '../../test-support/fixtures.js';
import { grantPack } from '../packs/packs.service.js';

const t = useTestApp();

const request = requestAs(t);
const get = (url: string, user?: TestUser) => request('GET', url, user);
const send = (
  method: 'PUT' | 'PATCH' | 'POST',
  url: string,
  payload: object,
  user?: TestUser,
  ip = '10.1.1.1',
) => request(method, url, user, payload, ip);

const validInfo = {
  statut: 'Youtubeur',
  presentation: 'Créatrice lifestyle, je partage mes voyages et mes recettes préférées.',
  categorie: 'Voyage',
  localisation: 'Lyon',
  phone: '0612345678',
};

/** The view counter as stored (the profile answer shows it within a minute: profile-cache.ts). */
async function storedViews(pseudo: string) {
  const [row] = await t.app.ctx.db
    .select({ views: users.views })
    .from(users)
    .where(eq(users.pseudo, pseudo));
  return row?.views;
}

/** Moves a stored time back, as if `ms` had passed. */
async function ageViews(ms: number) {
  await t.app.ctx.db.execute(
    sql`update profile_views set viewed_at = viewed_at - (${ms} * interval '1 millisecond')`,
  );
}

describe('GET /user/profile', () => {
  it('answers 404 with the spec text for an unknown pseudo', async () => {
    const res = await get('/api/user/profile?user=personne');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(MSG.profile.notFound);
  });

  it('gives visitors the public part only, and logged users medias (no phone)', async () => {
    const owner = await createUser(t.app, { pseudo: 'Lea', name: 'Léa Martin' });
    await send('PUT', '/api/user/update-info', validInfo, owner);
    const visitor = await get('/api/user/profile?user=lea');
    expect(visitor.statusCode).toBe(200);
    const pub = visitor.json().profile;
    expect(pub).toMatchObject({
      pseudo: 'Lea',
      name: 'Léa Martin',
      statut: 'Youtubeur',
      categorie: 'Voyage',
      localisation: 'Lyon',
      phone: null,
      subscription: 'null',
      _medias: null,
      _link_photo_profil: { url: null },
      _link_photo_couverture: { url: null },
    });
    expect(pub.statistique).toMatchObject({ views: 0, inFavorize: 0, lastConnect: null });
    expect(Date.parse(pub.statistique.dateCrea)).not.toBeNaN();
    expect(JSON.stringify(pub)).not.toContain('example.test'); // never the e-mail

    const other = await createUser(t.app);
    const logged = (await get('/api/user/profile?user=Lea', other)).json().profile;
    expect(logged.phone).toBeNull(); // private-phone.test.ts: only her signed partners
    const own = (await get('/api/user/profile?user=Lea', owner)).json().profile;
    expect(own.phone).toBe('0612345678');
    expect(logged._medias).toEqual({
      video_url: '',
      image_galerie_1: { url: null },
      image_galerie_2: { url: null },
    });
  });

  it('shows the tier of a running pack only', async () => {
    const running = await createUser(t.app, { pseudo: 'premiumuser' });
    const ended = await createUser(t.app, { pseudo: 'ancienpremium' });
    for (const owner of [running, ended]) {
      await t.app.ctx.db.transaction((tx) => grantPack(tx, owner.id, 'premium'));
    }
    await t.app.ctx.db.execute(
      sql`update user_packs set expire_date = now() - interval '1 day' where user_id = ${ended.id}`,
    );
    expect((await get('/api/user/profile?user=premiumuser')).json().profile.subscription).toBe(
      'premium',
    );
    expect((await get('/api/user/profile?user=ancienpremium')).json().profile.subscription).toBe(
      'null',
    );
  });

  it('answers reads arriving together each with its own profile (one batched query)', async () => {
    await createUser(t.app, { pseudo: 'Anna', name: 'Anna B' });
    await createUser(t.app, { pseudo: 'bruno', name: 'Bruno C' });
    const [anna, bruno, shouted, missing, again] = await Promise.all(
      ['anna', 'bruno', 'BRUNO', 'personne', 'Anna'].map((pseudo) =>
        get(`/api/user/profile?user=${pseudo}`),
      ),
    );
    expect(anna!.json().profile.name).toBe('Anna B');
    expect(bruno!.json().profile.name).toBe('Bruno C');
    expect(shouted!.json().profile.pseudo).toBe('bruno');
    expect(missing!.statusCode).toBe(404);
    expect(again!.json().profile.pseudo).toBe('Anna');
  });

  it("refuses a pseudo the database cannot hold, without failing the others' reads", async () => {
    await createUser(t.app, { pseudo: 'claire', name: 'Claire D' });
    const [nul, claire] = await Promise.all([
      get('/api/user/profile?user=a%00b'),
      get('/api/user/profile?user=claire'),
    ]);
    expect(nul!.statusCode).toBe(400);
    expect(nul!.json().message).toBe(MSG.common.invalidInput);
    expect(claire!.statusCode).toBe(200);
  });
});

describe('PUT /user/update-info', () => {
  it('saves the profile form', async () => {
    const me = await createUser(t.app);
    const res = await send('PUT', '/api/user/update-info', validInfo, me);
    expect(res.statusCode).toBe(200);
    const profile = (await get(`/api/user/profile?user=${me.pseudo}`, me)).json().profile;
    expect(profile).toMatchObject(validInfo);
  });

  it('keeps her choice of the feminine for her profile type', async () => {
    const me = await createUser(t.app);
    const profile = async () => (await get(`/api/user/profile?user=${me.pseudo}`, me)).json();
    expect((await profile()).profile.feminine).toBe(false);
    await send('PUT', '/api/user/update-info', { ...validInfo, feminine: true }, me);
    expect((await profile()).profile.feminine).toBe(true);
    // A form that does not send it leaves it as it is.
    await send('PUT', '/api/user/update-info', validInfo, me);
    expect((await profile()).profile.feminine).toBe(true);
    await send('PUT', '/api/user/update-info', { ...validInfo, feminine: false }, me);
    expect((await profile()).profile.feminine).toBe(false);
  });

  it('requires a login', async () => {
    expect((await send('PUT', '/api/user/update-info', validInfo)).statusCode).toBe(401);
  });

  it('refuses a presentation under 20 characters', async () => {
    const me = await createUser(t.app);
    const res = await send(
      'PUT',
      '/api/user/update-info',
      { ...validInfo, presentation: 'Trop court' },
      me,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      field: 'presentation',
      message: MSG.validation.tooShort(LIMITS.presentationMin),
    });
  });

  it.each([
    ['a phone number', 'Appelez-moi au 06 12 34 56 78 pour un partenariat rapide'],
    ['a run of digits', 'Mon identifiant est 12345678901 pour les partenariats'],
    ['an e-mail', 'Écrivez-moi à lea.martin@gmail.com pour collaborer ensemble'],
    ['contact skype', 'Pour collaborer, contact skype lea.martin.pro merci beaucoup'],
    ['a postal address', 'Passez au 12 rue de la Paix 75002 Paris pour les colis'],
    ['a URL', 'Retrouvez mon portfolio sur https://lea.example/portfolio en ligne'],
  ])('refuses a presentation with %s, with the spec text', async (_label, presentation) => {
    const me = await createUser(t.app);
    const res = await send('PUT', '/api/user/update-info', { ...validInfo, presentation }, me);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: 'presentation_contact',
      message: MSG.profile.presentationInvalid,
    });
    const profile = (await get(`/api/user/profile?user=${me.pseudo}`, me)).json().profile;
    expect(profile.presentation).toBe('');
  });

  it('refuses an unknown profile type, sector or a malformed phone', async () => {
    const me = await createUser(t.app);
    for (const bad of [{ statut: 'Astronaute' }, { categorie: 'Cuisine' }, { phone: '12' }]) {
      const res = await send('PUT', '/api/user/update-info', { ...validInfo, ...bad }, me);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe('validation');
    }
  });
});

describe('PATCH /user/video-prez', () => {
  it.each([
    [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=10s',
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    ],
    ['https://youtu.be/dQw4w9WgXcQ', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ'],
    ['youtube.com/watch?v=dQw4w9WgXcQ', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ'],
    ['https://vimeo.com/76979871', 'https://vimeo.com/76979871'],
    ['https://player.vimeo.com/video/76979871', 'https://vimeo.com/76979871'],
  ])('normalises %s', async (link, expected) => {
    const me = await createUser(t.app);
    const res = await send('PATCH', '/api/user/video-prez', { id: link }, me);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ video_url: expected });
    const rows = await t.app.ctx.db.execute(sql`select video_url from users where id = ${me.id}`);
    expect(JSON.stringify(rows)).toMatch(/"(youtube:dQw4w9WgXcQ|vimeo:76979871)"/);
    const profile = (await get(`/api/user/profile?user=${me.pseudo}`, me)).json().profile;
    expect(profile._medias.video_url).toBe(expected);
  });

  it.each([
    'https://www.dailymotion.com/video/x7tgad0',
    'https://www.youtube.com/channel/UC123',
    'https://youtu.be/short',
    'https://evil.example/watch?v=dQw4w9WgXcQ',
    'javascript:alert(1)',
  ])('refuses %s', async (link) => {
    const me = await createUser(t.app);
    const res = await send('PATCH', '/api/user/video-prez', { id: link }, me);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MSG.profile.videoInvalid);
  });

  it('removes the video with an empty link', async () => {
    const me = await createUser(t.app);
    await send('PATCH', '/api/user/video-prez', { id: 'https://youtu.be/dQw4w9WgXcQ' }, me);
    const res = await send('PATCH', '/api/user/video-prez', { id: '' }, me);
    expect(res.json()).toEqual({ video_url: '' });
  });
});

describe('POST /user/statprofile', () => {
  it('counts one view per viewer and profile per 10 minutes, whatever the client sends', async () => {
    const owner = await createUser(t.app, { pseudo: 'vue' });
    const viewer = await createUser(t.app);
    const view = (user?: TestUser, ip = '10.2.0.1') =>
      send('POST', '/api/user/statprofile', { view: 1, pseudoUser: 'vue' }, user, ip);
    expect((await view(viewer)).json()).toEqual({ counted: true });
    expect((await view(viewer)).json()).toEqual({ counted: false });
    expect((await view()).json()).toEqual({ counted: true }); // a visitor, by IP
    expect((await view(undefined)).json()).toEqual({ counted: false });
    expect((await view(undefined, '10.2.0.2')).json()).toEqual({ counted: true });
    expect((await view(owner)).json()).toEqual({ counted: false }); // never one's own
    expect(await storedViews('vue')).toBe(3);
    await ageViews(11 * 60_000);
    expect((await view(viewer)).json()).toEqual({ counted: true });
    expect(await storedViews('vue')).toBe(4);
  });

  it('counts concurrent views of one viewer once', async () => {
    await createUser(t.app, { pseudo: 'rafale' });
    const viewer = await createUser(t.app);
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        send('POST', '/api/user/statprofile', { view: 1, pseudoUser: 'rafale' }, viewer),
      ),
    );
    expect(results.filter((r) => r.json().counted).length).toBe(1);
    expect(await storedViews('rafale')).toBe(1);
  });

  it('stamps the last connection at most once per 10 minutes, for the caller only', async () => {
    const me = await createUser(t.app);
    const other = await createUser(t.app, { pseudo: 'autre' });
    const stamp = () =>
      send('POST', '/api/user/statprofile', { lastConnect: Date.now(), pseudoUser: 'autre' }, me);
    expect((await stamp()).json()).toEqual({ counted: true });
    expect((await stamp()).json()).toEqual({ counted: false });
    const mine = (await get(`/api/user/profile?user=${me.pseudo}`)).json().profile.statistique;
    expect(Date.now() - Date.parse(mine.lastConnect)).toBeLessThan(60_000);
    expect(
      (await get(`/api/user/profile?user=${other.pseudo}`)).json().profile.statistique.lastConnect,
    ).toBeNull();
    await t.app.ctx.db.execute(sql`update users set last_connect = now() - interval '11 minutes'`);
    expect((await stamp()).json()).toEqual({ counted: true });
    const anonymous = await send('POST', '/api/user/statprofile', { lastConnect: 1 });
    expect(anonymous.statusCode).toBe(401);
  });

  it('leaves the favourites count to the favourites table', async () => {
    await createUser(t.app, { pseudo: 'cible' });
    const me = await createUser(t.app);
    const res = await send(
      'POST',
      '/api/user/statprofile',
      { inFavorize: 'like', pseudoUser: 'cible' },
      me,
    );
    expect(res.json()).toEqual({ counted: false });
    expect((await get('/api/user/profile?user=cible')).json().profile.statistique.inFavorize).toBe(
      0,
    );
  });

  it('answers 404 for a view of an unknown profile and 400 for a shapeless body', async () => {
    expect(
      (await send('POST', '/api/user/statprofile', { view: 1, pseudoUser: 'nobody' })).statusCode,
    ).toBe(404);
    expect(
      (await send('POST', '/api/user/statprofile', { view: 2, pseudoUser: 'x' })).statusCode,
    ).toBe(400);
  });
});
