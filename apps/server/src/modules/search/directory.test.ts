import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  MSG,
  apiPath,
  endpointUrl,
  favouritesApi,
  profilesApi,
  type UserSearchReply,
} from '@kollabo/shared';
import { useTestApp } from '../../test-support/test-app.js';
import { createUser, type TestUser } from '../../test-support/fixtures.js';
import { SORT_WALK } from './search.repository.js';
import { grantPack } from '../../test-support/project-fixtures.js';

// GET /api/user/search through HTTP: every member, French text rules, each filter, sort and
// facet, what visitors may not see, and bad input.

const t = useTestApp();

interface Member {
  pseudo: string;
  statut?: string;
  name?: string;
  categorie?: string;
  localisation?: string;
  presentation?: string;
  views?: number;
  favs?: number;
  lastConnectDaysAgo?: number | null;
  createdDaysAgo?: number;
  socials?: { network: string; verified: boolean; followers?: number; tarif?: number }[];
}

/** Test setup: a member with profile fields and socials as their modules write them. */
async function member(m: Member): Promise<TestUser> {
  const user = await createUser(t.app, { pseudo: m.pseudo, statut: m.statut ?? 'Influenceur' });
  const lastConnect =
    m.lastConnectDaysAgo === null || m.lastConnectDaysAgo === undefined
      ? null
      : new Date(Date.now() - m.lastConnectDaysAgo * 86_400_000).toISOString();
  await t.app.ctx.db.execute(sql`
    update users set name = ${m.name ?? ''}, categorie = ${m.categorie ?? ''},
      localisation = ${m.localisation ?? ''}, presentation = ${m.presentation ?? ''},
      views = ${m.views ?? 0}, in_favorize = ${m.favs ?? 0}, last_connect = ${lastConnect},
      created_at = now() - make_interval(days => ${m.createdDaysAgo ?? 0})
    where id = ${user.id}`);
  for (const s of m.socials ?? []) {
    await t.app.ctx.db.execute(sql`
      insert into socials (user_id, network, identifiant, verified, verified_handle, followers,
        verified_at, publication_tarif)
      values (${user.id}, ${s.network}, ${m.pseudo}, ${s.verified},
        ${s.verified ? m.pseudo : null}, ${s.verified ? (s.followers ?? null) : null},
        ${s.verified ? new Date().toISOString() : null}, ${s.tarif ?? 0})`);
  }
  return user;
}

async function search(query: string, user?: TestUser): Promise<UserSearchReply> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/user/search${query ? `?${query}` : ''}`,
    headers: user?.auth ?? {},
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as UserSearchReply;
}

const pseudos = (reply: UserSearchReply) => reply.users.map((u) => u.pseudo);
const q = (text: string) => `q=${encodeURIComponent(text)}`;

async function cast(): Promise<TestUser[]> {
  const lea = await member({
    pseudo: 'lea_beaute',
    name: 'Léa Martin',
    categorie: 'Beauté',
    localisation: 'Paris, France',
    presentation: 'Créatrice de vidéos maquillage et soins naturels.',
    views: 50,
    favs: 2,
    lastConnectDaysAgo: 3,
    createdDaysAgo: 30,
    socials: [
      { network: 'instagram', verified: true, followers: 48_200, tarif: 300 },
      { network: 'tiktok', verified: true, followers: 250_000, tarif: 900 },
    ],
  });
  const tom = await member({
    pseudo: 'tom_trail',
    name: 'Tom',
    statut: 'Createur de contenu',
    categorie: 'Sport',
    localisation: 'Annecy, France',
    presentation: 'Trail, montagne et beauté des paysages.',
    views: 80,
    favs: 1,
    lastConnectDaysAgo: 1,
    createdDaysAgo: 60,
    socials: [{ network: 'instagram', verified: true, followers: 8_000, tarif: 120 }],
  });
  const agency = await member({
    pseudo: 'agence_lumiere',
    statut: 'Agent',
    categorie: 'Beauté',
    localisation: 'Lyon, France',
    presentation: 'Agent de talents.',
    views: 10,
    favs: 9,
    lastConnectDaysAgo: null,
    createdDaysAgo: 1,
    socials: [{ network: 'tiktok', verified: false, tarif: 50 }],
  });
  return [lea, tom, agency];
}

describe('members and sorts', () => {
  it('lists every member, most viewed first, never an admin', async () => {
    await cast();
    await createUser(t.app, { pseudo: 'admin_kollabo', role: 'admin' });
    const reply = await search('');
    expect(pseudos(reply)).toEqual(['tom_trail', 'lea_beaute', 'agence_lumiere']);
    expect(reply).toMatchObject({ total: 3, totalCapped: false, hasMore: false });
  });

  it('sorts by views, favourites, recent activity and newest', async () => {
    await cast();
    expect(pseudos(await search('sort=vues'))).toEqual([
      'tom_trail',
      'lea_beaute',
      'agence_lumiere',
    ]);
    expect(pseudos(await search('sort=favoris'))).toEqual([
      'agence_lumiere',
      'lea_beaute',
      'tom_trail',
    ]);
    expect(pseudos(await search('sort=actifs'))).toEqual([
      'tom_trail',
      'lea_beaute',
      'agence_lumiere',
    ]);
    expect(pseudos(await search('sort=recents'))).toEqual([
      'agence_lumiere',
      'lea_beaute',
      'tom_trail',
    ]);
  });

  it('pages with hasMore', async () => {
    for (let i = 0; i < 4; i += 1) await member({ pseudo: `membre${i}`, views: i });
    const first = await search('pageSize=3');
    expect(pseudos(first)).toEqual(['membre3', 'membre2', 'membre1']);
    expect(first.hasMore).toBe(true);
    expect(pseudos(await search('pageSize=3&page=2'))).toEqual(['membre0']);
  });
});

describe('the profile type in the feminine', () => {
  it('tells each card, in the directory and on a sector page, who chose the feminine', async () => {
    const lea = await member({ pseudo: 'lea_beaute', categorie: 'Beauté' });
    await member({ pseudo: 'tom_trail', categorie: 'Beauté' });
    // Her choice on /my-account ("Je suis une influenceuse"), as the profile form saves it.
    const saved = await t.app.inject({
      method: 'PUT',
      url: apiPath(profilesApi.updateInfo),
      headers: lea.auth,
      payload: {
        statut: 'Influenceur',
        feminine: true,
        categorie: 'Beauté',
        presentation: 'Créatrice beauté à Lyon : tutoriels maquillage, tests de soins et routines.',
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const feminineOf = (cards: { pseudo: string; feminine: boolean }[]) =>
      Object.fromEntries(cards.map((card) => [card.pseudo, card.feminine]));
    expect(feminineOf((await search('')).users)).toEqual({ lea_beaute: true, tom_trail: false });
    const sector = await t.app.inject({
      method: 'GET',
      url: endpointUrl(favouritesApi.sector, { query: { secteur: 'Beauté' } }),
    });
    expect(feminineOf(sector.json().users)).toEqual({ lea_beaute: true, tom_trail: false });
  });
});

describe('the directory lists creators by default', () => {
  it('lists creators, not brands, agencies, project owners or "Autre", unless the type filter asks', async () => {
    await cast();
    for (const [pseudo, statut] of [
      ['marque_mode', 'Marque'],
      ['agence_talents', 'Agence'],
      ['porteur_idee', 'Porteur de projet'],
      ['autre_profil', 'Autre'],
      ['yt_voyage', 'Youtubeur'],
      ['actrice_lyon', 'Acteur'],
    ]) {
      await member({ pseudo: pseudo!, statut, categorie: 'Beauté', views: 1000 });
    }
    const all = await search('');
    expect(pseudos(all).sort()).toEqual(
      ['actrice_lyon', 'agence_lumiere', 'lea_beaute', 'tom_trail', 'yt_voyage'].sort(),
    );
    expect(all.total).toBe(5);
    // The type facet still counts every type, so the filter can ask for them.
    expect(all.facets.statut).toMatchObject({ Marque: 1, Agence: 1, 'Porteur de projet': 1 });
    expect(pseudos(await search('statut=Marque,Agence'))).toEqual(
      expect.arrayContaining(['marque_mode', 'agence_talents']),
    );
    expect((await search('statut=Marque,Agence')).total).toBe(2);
    expect(pseudos(await search('secteur=beaute'))).not.toContain('marque_mode');
  });
});

describe('text search', () => {
  it('ignores accents and case, finds stems and one typo, ranks pseudo and name first', async () => {
    await cast();
    expect(pseudos(await search(q('CREATRICE')))).toEqual(['lea_beaute']);
    expect(pseudos(await search(q('vidéo')))).toEqual(['lea_beaute']);
    expect(pseudos(await search(q('maquilage')))).toEqual(['lea_beaute']);
    expect(pseudos(await search(q('martin')))).toEqual(['lea_beaute']);
    // "beauté" is Léa's niche (type/niche/location weigh more than the presentation) and
    // only in Tom's presentation; the agency has it as niche too.
    const beauty = pseudos(await search(`${q('beauté')}&sort=pertinence`));
    expect(beauty.at(-1)).toBe('tom_trail');
    expect(beauty).toHaveLength(3);
    expect(pseudos(await search(`${q('lumiere')}&sort=pertinence`))).toEqual(['agence_lumiere']);
    expect((await search(q('%'))).users).toEqual([]);
    expect((await search(q('_'))).total).toBe(0);
  });
});

describe('filters and facets', () => {
  it('filters on type, niche (slug too), verified network, followers band and PRO', async () => {
    await cast();
    const [lea, agency] = ['lea_beaute', 'agence_lumiere'];
    expect(pseudos(await search('statut=Agent,Influenceur'))).toEqual([lea, agency]);
    expect(pseudos(await search('secteur=beaute'))).toEqual([lea, agency]);
    expect(pseudos(await search(`secteur=${encodeURIComponent('Beauté')},Sport`))).toHaveLength(3);
    // An identifier that is not verified does not count.
    expect(pseudos(await search('reseau=tiktok'))).toEqual([lea]);
    expect(pseudos(await search('reseau=instagram'))).toEqual(['tom_trail', lea]);
    expect(pseudos(await search('followers=moins10k'))).toEqual(['tom_trail']);
    expect(pseudos(await search('followers=plus200k'))).toEqual([lea]);
    expect(pseudos(await search('followers=10ka50k,50ka200k'))).toEqual([]);
    expect((await search('pro=true')).users).toEqual([]);
    const owner = await createUser(t.app, { pseudo: 'agence_lumiere2', statut: 'Agent' });
    await grantPack(t.app, owner, 'premium');
    expect(pseudos(await search('pro=true'))).toEqual(['agence_lumiere2']);
    expect(pseudos(await search('pro=true&statut=Influenceur'))).toEqual([]);
    // The pack's end has passed: no longer PRO, with no write (its end is read, not flagged).
    const packEnds = (when: string) =>
      t.app.ctx.db.execute(
        sql`update user_packs set expire_date = now() + ${when}::interval where user_id = ${owner.id}`,
      );
    await packEnds('-1 minute');
    expect((await search('pro=true')).users).toEqual([]);
    await packEnds('10 days');
    // Suspended, then restored: her directory row is written anew, still PRO.
    for (const moderation of ['suspended', null]) {
      await t.app.ctx.db.execute(
        sql`update users set moderation = ${moderation} where id = ${owner.id}`,
      );
    }
    expect(pseudos(await search('pro=true'))).toEqual(['agence_lumiere2']);
    await t.app.ctx.db.execute(sql`delete from user_packs where user_id = ${owner.id}`);
    expect((await search('pro=true')).users).toEqual([]);
  });

  it('filters on location, accent-insensitive, with % and _ as plain text', async () => {
    await cast();
    await member({ pseudo: 'cote', localisation: 'Saint-Étienne' });
    expect(pseudos(await search('localisation=paris'))).toEqual(['lea_beaute']);
    expect(pseudos(await search('localisation=PAR'))).toEqual(['lea_beaute']);
    expect(pseudos(await search(`localisation=${encodeURIComponent('saint etienne')}`))).toEqual(
      [],
    );
    expect(pseudos(await search(`localisation=${encodeURIComponent('étienne')}`))).toEqual([
      'cote',
    ]);
    expect((await search('localisation=%25')).users).toEqual([]);
    expect((await search('localisation=_')).users).toEqual([]);
  });

  it('applies the highest rate for logged users only, and shows them rates and audiences', async () => {
    await cast();
    const viewer = await createUser(t.app, { pseudo: 'marque_x', statut: 'Marque' });
    const logged = await search('maxTarif=200', viewer);
    expect(pseudos(logged)).toEqual(['tom_trail']);
    expect(logged.users[0]!.publicationTarif).toBe(120);
    expect(logged.users[0]!.socials.instagram).toMatchObject({ verified: true, followers: 8_000 });
    expect(logged.users[0]!.socials.instagram.followersAt).toEqual(expect.any(String));

    const visitor = await search('maxTarif=200');
    // Ignored for visitors: every creator (the brand viewer is not one).
    expect(pseudos(visitor)).toHaveLength(3);
    const lea = visitor.users.find((u) => u.pseudo === 'lea_beaute')!;
    expect(lea).not.toHaveProperty('publicationTarif');
    expect(lea.socials).toEqual({
      instagram: { verified: true, followers: null, followersAt: null },
      tiktok: { verified: true, followers: null, followersAt: null },
    });
    expect(lea).toMatchObject({
      name: 'Léa Martin',
      statut: 'Influenceur',
      categorie: 'Beauté',
      localisation: 'Paris, France',
      subscription: 'null',
      statistique: { views: 50, inFavorize: 2 },
    });
  });

  it('counts each facet over the other filters, from counts or from the matches alike', async () => {
    await cast();
    const expected = {
      statut: { Influenceur: 1, 'Createur de contenu': 1, Agent: 1 },
      secteur: { Beauté: 2, Sport: 1 },
      reseau: { instagram: 2, tiktok: 1 },
      followers: { moins10k: 1, plus200k: 1 },
      pro: {},
    };
    expect((await search('')).facets).toEqual(expected);
    // The same through the one-pass path (a location filter matching everyone).
    const viaMatches = await search('localisation=france');
    expect(viaMatches.facets).toEqual(expected);

    const beauty = await search('secteur=beaute');
    expect(beauty.facets.secteur).toEqual({ Beauté: 2, Sport: 1 });
    expect(beauty.facets.statut).toEqual({ Influenceur: 1, Agent: 1 });
    expect(beauty.facets.reseau).toEqual({ instagram: 1, tiktok: 1 });
    const text = await search(`${q('beauté')}&secteur=beaute`);
    expect(text.total).toBe(2);
    expect(text.facets.secteur).toEqual({ Beauté: 2, Sport: 1 });
    expect(text.facets.followers).toEqual({ plus200k: 1 });
  });

  it('follows changes at once: a verification, a new niche, a member who leaves', async () => {
    await cast();
    const agency = await search('reseau=tiktok&secteur=beaute');
    expect(pseudos(agency)).toEqual(['lea_beaute']);
    await t.app.ctx.db.execute(sql`
      update socials set verified = true, verified_handle = 'agence_lumiere', followers = 20000
      where network = 'tiktok' and identifiant = 'agence_lumiere'`);
    expect(pseudos(await search('reseau=tiktok&secteur=beaute'))).toEqual([
      'lea_beaute',
      'agence_lumiere',
    ]);
    expect((await search('')).facets.followers).toEqual({
      moins10k: 1,
      '10ka50k': 1,
      plus200k: 1,
    });
    await t.app.ctx.db.execute(
      sql`update users set categorie = 'Sport' where pseudo = 'lea_beaute'`,
    );
    expect((await search('')).facets.secteur).toEqual({ Beauté: 1, Sport: 2 });
    await t.app.ctx.db.execute(sql`delete from users where pseudo = 'tom_trail'`);
    expect((await search('')).total).toBe(2);
    expect((await search('')).facets.secteur).toEqual({ Beauté: 1, Sport: 1 });
  });
});

describe('a page the sort order reaches late', () => {
  it('is read among every match of the text when the first rows in that order hold none', async () => {
    // Test setup: five photographers in Brest, seen, liked and active least; the SORT_WALK
    // others are in Paris, so the first rows of every sort hold no result.
    await t.app.ctx.db.execute(sql`
      insert into users (pseudo, email, password_hash, statut, presentation, localisation, views,
        in_favorize, last_connect, created_at)
      select 'brest' || i, 'brest' || i || '@example.test', 'x', 'Influenceur',
        'Photographe portrait', 'Brest', i, 0, now() - interval '30 days',
        now() - interval '30 days'
      from generate_series(1, 5) as i`);
    await t.app.ctx.db.execute(sql`
      insert into users (pseudo, email, password_hash, statut, presentation, localisation, views,
        in_favorize, last_connect, created_at)
      select 'paris' || i, 'paris' || i || '@example.test', 'x', 'Influenceur',
        'Photographe portrait', 'Paris', 100 + i, 1, now(), now()
      from generate_series(1, ${SORT_WALK}) as i`);
    for (const sort of ['vues', 'favoris', 'actifs', 'recents', 'pertinence']) {
      const reply = await search(`${q('portrait')}&localisation=brest&sort=${sort}`);
      expect(pseudos(reply).sort(), sort).toEqual([
        'brest1',
        'brest2',
        'brest3',
        'brest4',
        'brest5',
      ]);
      expect(reply.total, sort).toBe(5);
    }
    // Found among the first rows: the page itself, as before.
    const seen = await search(`${q('portrait')}&localisation=paris&sort=vues`);
    expect(pseudos(seen).slice(0, 2)).toEqual([`paris${SORT_WALK}`, `paris${SORT_WALK - 1}`]);
    expect(seen.hasMore).toBe(true);
  });
});

describe('facet cache (SEARCH_CACHE_SECONDS)', () => {
  it('keeps facets until what they count changes (a niche, a PRO pack); never a member’s page', async () => {
    const [, tom] = await cast();
    expect((await search('')).facets.secteur).toEqual({ Beauté: 2, Sport: 1 });
    // Counts altered behind the triggers' back: the next search still shows the kept ones.
    await t.app.ctx.db.execute(sql`update user_facet_counts set n = n + 5`);
    expect((await search('')).facets.secteur).toEqual({ Beauté: 2, Sport: 1 });
    // Views are not counted: the facets stay, a member's page order follows at once (a
    // visitor's answer may be a second old: search-cache.ts).
    await t.app.ctx.db.execute(sql`update users set views = 500 where pseudo = 'agence_lumiere'`);
    const kept = await search('', tom);
    expect(kept.facets.secteur).toEqual({ Beauté: 2, Sport: 1 });
    expect(pseudos(kept)[0]).toBe('agence_lumiere');
    await t.app.ctx.db.execute(sql`update user_facet_counts set n = n - 5`);
    await t.app.ctx.db.execute(
      sql`update users set categorie = 'Sport' where pseudo = 'agence_lumiere'`,
    );
    expect((await search('')).facets.secteur).toEqual({ Beauté: 1, Sport: 2 });
    expect((await search('')).facets.pro).toEqual({});
    await grantPack(t.app, tom!, 'premium');
    expect((await search('')).facets.pro).toEqual({ true: 1 });
  });
});

describe('bad input answers 400 with the field and its own limit', () => {
  const v = MSG.validation;
  it.each([
    ['an unknown sort', 'sort=populaire', v.invalidChoice],
    ['an unknown type', 'statut=Pirate', v.invalidChoice],
    ['an unknown niche', 'secteur=astrologie', v.invalidChoice],
    ['an unknown network', 'reseau=youtube', v.invalidChoice],
    ['an unknown followers band', 'followers=1M', v.invalidChoice],
    ['a PRO flag that is no boolean', 'pro=oui', v.invalidChoice],
    ['a negative rate', 'maxTarif=-1', v.numberTooSmall(0)],
    ['a location over 80 characters', `localisation=${'a'.repeat(81)}`, v.tooLong(80)],
    ['a page past 1,000', 'page=1001', v.numberTooLarge(1000)],
    ['a query over 200 characters', q('b'.repeat(201)), v.tooLong(200)],
  ])('%s', async (_name, query, message) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/user/search?${query}` });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'validation', message });
  });
});
