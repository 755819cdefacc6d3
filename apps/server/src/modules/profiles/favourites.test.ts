import { describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { MSG, NICHES, nicheSlug } from '@kollabo/shared';
import { users } from '../../db/schema/index.js';
import { useTestApp } from '../../test-support/test-app.js';
import { createUser, type TestUser, requestAs } from '../../test-support/fixtures.js';
import { grantPack } from '../packs/packs.service.js';

const t = useTestApp();

const send = requestAs(t);
const get = (url: string, user?: TestUser) => send('GET', url, user);
const like = (user: TestUser, pseudo: string, context: 'liked' | 'disliked' = 'liked') =>
  t.app.inject({
    method: 'POST',
    url: '/api/user/favourite',
    payload: { userLiked: pseudo, context },
    headers: user.auth,
  });
const countOf = async (pseudo: string) =>
  (await get(`/api/user/profile?user=${pseudo}`)).json().profile.statistique.inFavorize;

async function setProfile(pseudo: string, values: Partial<typeof users.$inferInsert>) {
  await t.app.ctx.db
    .update(users)
    .set(values)
    .where(sql`${users.pseudo} = ${pseudo}`);
}

describe('favourites', () => {
  it('likes and dislikes idempotently, keeping the count exact', async () => {
    const me = await createUser(t.app);
    await createUser(t.app, { pseudo: 'star' });
    expect((await get('/api/user/in-favourites?pseudo=star', me)).json()).toEqual({
      inFavourites: false,
    });
    expect((await like(me, 'star')).json()).toEqual({ inFavourites: true, inFavorize: 1 });
    expect((await like(me, 'star')).json()).toEqual({ inFavourites: true, inFavorize: 1 });
    expect((await get('/api/user/in-favourites?pseudo=STAR', me)).json()).toEqual({
      inFavourites: true,
    });
    expect(await countOf('star')).toBe(1);
    expect((await like(me, 'star', 'disliked')).json()).toEqual({
      inFavourites: false,
      inFavorize: 0,
    });
    expect((await like(me, 'star', 'disliked')).json()).toEqual({
      inFavourites: false,
      inFavorize: 0,
    });
    expect(await countOf('star')).toBe(0);
  });

  it('counts concurrent likes of many users exactly', async () => {
    await createUser(t.app, { pseudo: 'populaire' });
    const fans = await Promise.all(Array.from({ length: 8 }, () => createUser(t.app)));
    await Promise.all(fans.flatMap((fan) => [like(fan, 'populaire'), like(fan, 'populaire')]));
    expect(await countOf('populaire')).toBe(8);
  });

  it('refuses liking oneself, an unknown profile, and visitors', async () => {
    const me = await createUser(t.app, { pseudo: 'moi' });
    const self = await like(me, 'moi');
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe(MSG.favourites.selfLike);
    expect((await like(me, 'inconnu')).statusCode).toBe(404);
    const visitor = await t.app.inject({
      method: 'POST',
      url: '/api/user/favourite',
      payload: { userLiked: 'moi', context: 'liked' },
    });
    expect(visitor.statusCode).toBe(401);
    expect((await get('/api/user/favourites')).statusCode).toBe(401);
    expect((await get('/api/user/in-favourites?pseudo=moi')).statusCode).toBe(401);
  });

  it('lists favourites newest first, 10 a page, with search and hasMore', async () => {
    const me = await createUser(t.app);
    for (let i = 1; i <= 12; i += 1) {
      await createUser(t.app, {
        pseudo: `fav${String(i).padStart(2, '0')}`,
        name: i === 7 ? 'Zoé Lambert' : '',
      });
      await like(me, `fav${String(i).padStart(2, '0')}`);
    }
    const first = (await get('/api/user/favourites?page=1&pageSize=10', me)).json();
    expect(first.favorisInfo).toHaveLength(10);
    expect(first.hasMore).toBe(true);
    expect(first.favorisInfo[0].pseudo).toBe('fav12');
    const second = (await get('/api/user/favourites?page=2&pageSize=10', me)).json();
    expect(second.favorisInfo.map((c: { pseudo: string }) => c.pseudo)).toEqual(['fav02', 'fav01']);
    expect(second.hasMore).toBe(false);

    const byName = (await get('/api/user/favourites?searchUser=zoé', me)).json();
    expect(byName.favorisInfo.map((c: { pseudo: string }) => c.pseudo)).toEqual(['fav07']);
    const byPseudo = (await get('/api/user/favourites?searchUser=FAV1', me)).json();
    expect(byPseudo.favorisInfo).toHaveLength(3);
    const wildcard = (await get('/api/user/favourites?searchUser=%25', me)).json();
    expect(wildcard.favorisInfo).toHaveLength(0); // % is a character, not a wildcard
    expect((await get('/api/user/favourites?pageSize=11', me)).statusCode).toBe(400);
  });

  it('keeps favourites private to their owner', async () => {
    const me = await createUser(t.app);
    const other = await createUser(t.app);
    await createUser(t.app, { pseudo: 'secret' });
    await like(me, 'secret');
    expect((await get('/api/user/favourites', other)).json().favorisInfo).toEqual([]);
  });
});

describe('GET /user/get-users-secteur', () => {
  it('lists a niche most viewed first, with cards cut at 196 characters', async () => {
    const long = 'Passionnée de voyages '.repeat(20);
    for (let i = 1; i <= 11; i += 1) {
      const pseudo = `voyageur${i}`;
      await createUser(t.app, { pseudo, statut: i % 2 ? 'Influenceur' : 'Youtubeur' });
      await setProfile(pseudo, { categorie: 'Voyage', views: i * 10, presentation: long });
    }
    await createUser(t.app, { pseudo: 'sportif' });
    await setProfile('sportif', { categorie: 'Sport', views: 1000 });
    const premium = await t.app.ctx.db.execute(
      sql`select id from users where pseudo = 'voyageur11'`,
    );
    const id = ((premium as unknown as { rows?: { id: string }[] }).rows ??
      (premium as unknown as { id: string }[]))[0]!.id;
    await t.app.ctx.db.transaction((tx) => grantPack(tx, id, 'ultimate'));

    const page1 = (
      await get('/api/user/get-users-secteur?secteur=Voyage&page=1&pageSize=10')
    ).json();
    expect(page1.users).toHaveLength(10);
    expect(page1.hasMore).toBe(true);
    expect(page1.users[0]).toMatchObject({ pseudo: 'voyageur11', subscription: 'ultimate' });
    expect(page1.users[0].statistique.views).toBe(110);
    expect(page1.users[1].subscription).toBe('null');
    expect(page1.users[0].presentation).toHaveLength(197);
    expect(page1.users[0].presentation.endsWith('…')).toBe(true);
    const page2 = (await get('/api/user/get-users-secteur?secteur=voyage&page=2')).json();
    expect(page2.users.map((u: { pseudo: string }) => u.pseudo)).toEqual(['voyageur1']);
    expect(page2.hasMore).toBe(false);

    const youtubers = (
      await get('/api/user/get-users-secteur?secteur=Voyage&filter=Youtubeur')
    ).json();
    expect(youtubers.users).toHaveLength(5);
    expect(youtubers.users.every((u: { statut: string }) => u.statut === 'Youtubeur')).toBe(true);
  });

  it('lists creators only, brands and agencies when the filter asks', async () => {
    // A niche no other test lists: sector pages stay in memory for 5 s across tests.
    const listed = [
      ['deco_marque', 'Marque'],
      ['deco_agence', 'Agence'],
      ['deco_porteur', 'Porteur de projet'],
      ['deco_influ', 'Influenceur'],
      ['deco_agent', 'Agent'],
    ];
    for (const [pseudo, statut] of listed) {
      await createUser(t.app, { pseudo, statut });
      await setProfile(pseudo!, { categorie: 'Décoration', views: 10 });
    }
    const page = (
      await get(`/api/user/get-users-secteur?secteur=${nicheSlug('Décoration')}`)
    ).json();
    expect(page.users.map((u: { pseudo: string }) => u.pseudo).sort()).toEqual([
      'deco_agent',
      'deco_influ',
    ]);
    const brands = (
      await get(`/api/user/get-users-secteur?secteur=${nicheSlug('Décoration')}&filter=Marque`)
    ).json();
    expect(brands.users.map((u: { pseudo: string }) => u.pseudo)).toEqual(['deco_marque']);
  });

  it('shows verified networks to everyone and their audience to logged viewers only', async () => {
    const creator = await createUser(t.app, { pseudo: 'globetrotteuse' });
    // A niche no other test lists: sector pages stay in memory for 5 s across tests.
    await setProfile('globetrotteuse', { categorie: 'Animaux' });
    await t.app.ctx.db.execute(sql`
      insert into socials (user_id, network, identifiant, verified, verified_handle, followers,
        verified_at, publication_tarif)
      values (${creator.id}, 'instagram', 'globetrotteuse', true, 'globetrotteuse', 48200,
        now(), 300), (${creator.id}, 'tiktok', 'globe', false, null, null, null, 0)`);
    const viewer = await createUser(t.app, { pseudo: 'marque' });
    const url = '/api/user/get-users-secteur?secteur=Animaux';

    const visitorCard = (await get(url)).json().users[0];
    expect(visitorCard.socials).toEqual({
      instagram: { verified: true, followers: null, followersAt: null },
      tiktok: { verified: false, followers: null, followersAt: null },
    });
    // Served from memory for visitors: the logged answer is its own entry.
    const loggedCard = (await get(url, viewer)).json().users[0];
    expect(loggedCard.socials.instagram).toMatchObject({ verified: true, followers: 48200 });
    expect(loggedCard.socials.instagram.followersAt).toEqual(expect.any(String));
    expect(loggedCard.socials.tiktok).toEqual({
      verified: false,
      followers: null,
      followersAt: null,
    });
    expect((await get(url)).json().users[0].socials.instagram.followers).toBeNull();
  });

  it('serves a sector page from memory for 5 seconds, then fresh', async () => {
    const list = async () =>
      (await get('/api/user/get-users-secteur?secteur=Automobile')).json().users.length;
    await createUser(t.app, { pseudo: 'autoA' });
    await setProfile('autoA', { categorie: 'Automobile' });
    expect(await list()).toBe(1);
    await createUser(t.app, { pseudo: 'autoB' });
    await setProfile('autoB', { categorie: 'Automobile' });
    expect(await list()).toBe(1);
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 5001);
      expect(await list()).toBe(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('knows the 16 niches by label or slug, and nothing else', async () => {
    expect(NICHES).toHaveLength(16);
    await createUser(t.app, { pseudo: 'zen' });
    await setProfile('zen', { categorie: 'Santé & Bien être' });
    const bySlug = (
      await get(`/api/user/get-users-secteur?secteur=${nicheSlug('Santé & Bien être')}`)
    ).json();
    expect(bySlug.users.map((u: { pseudo: string }) => u.pseudo)).toEqual(['zen']);
    const byLabel = await get(
      `/api/user/get-users-secteur?secteur=${encodeURIComponent('Santé & Bien être')}`,
    );
    expect(byLabel.json().users).toHaveLength(1);
    for (const niche of NICHES) {
      expect(
        (await get(`/api/user/get-users-secteur?secteur=${nicheSlug(niche)}`)).statusCode,
      ).toBe(200);
    }
    const unknown = await get('/api/user/get-users-secteur?secteur=Cuisine');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(MSG.favourites.unknownSector);
  });

  it('answers an empty niche with an empty page', async () => {
    const res = (await get('/api/user/get-users-secteur?secteur=Moto')).json();
    expect(res).toEqual({ users: [], hasMore: false });
  });
});
