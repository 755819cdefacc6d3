import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { MSG, NO_PACK_TIER, type ProjectSearchReply } from '@kollabo/shared';
import { useTestApp } from '../../test-support/test-app.js';
import { createUser, type TestUser } from '../../test-support/fixtures.js';
import { api, grantPack } from '../../test-support/project-fixtures.js';
import { SORT_WALK } from './search.repository.js';

// GET /api/project/search through HTTP: only published projects, French text rules (accents,
// stems, one typo, title first, plain text), every filter, sort, facet and bad input.

const t = useTestApp({ MODERATION: 'auto' }, { resetEach: false });
const http = api(t);
let owner: TestUser;
beforeEach(async () => {
  await t.reset();
  owner = await createUser(t.app, { statut: 'Marque' });
});

const DESCRIPTION = 'Une campagne pour une marque française, avec un brief clair et des délais.';
let minutesAgo = 1000;

interface Seed {
  title?: string;
  description?: string;
  budget?: string;
  secteur?: string | null;
  profilSearch?: string[];
  statut?: string;
  totalOffers?: number;
}

/** Test setup: a project row as the projects module writes it (the search trigger follows). */
async function seed(values: Seed = {}): Promise<string> {
  minutesAgo -= 1;
  const published = new Date(Date.now() - minutesAgo * 60_000);
  const statut = values.statut ?? 'publish';
  const result = await t.app.ctx.db.execute(sql`
    insert into projects (owner_id, title, description, budget, secteur, statut, profil_search,
      created_at, published_at, total_offers)
    values (${owner.id}, ${values.title ?? 'Projet'}, ${values.description ?? DESCRIPTION},
      ${values.budget ?? 'Moins de 500 €'}, ${values.secteur ?? null}, ${statut},
      ${sql.param(values.profilSearch ?? ['Influenceur'])}::text[], ${published.toISOString()},
      ${statut === 'save' ? null : published.toISOString()}, ${values.totalOffers ?? 0})
    returning id`);
  const rows = (result as unknown as { rows?: { id: string }[] }).rows ?? result;
  return (rows as { id: string }[])[0]!.id;
}

async function search(query: string, user?: TestUser): Promise<ProjectSearchReply> {
  const res = await http.get(`/api/project/search${query ? `?${query}` : ''}`, user);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ProjectSearchReply;
}

const titles = (reply: ProjectSearchReply) => reply.projects.map((p) => p.title);
const q = (text: string) => `q=${encodeURIComponent(text)}`;

describe('only published projects', () => {
  it('never shows saved, pending, closed, attributed or allocated projects', async () => {
    for (const statut of ['save', 'prePublish', 'close', 'attribute', 'allocation']) {
      await seed({ title: `Maquillage ${statut}`, statut });
    }
    await seed({ title: 'Maquillage publié' });
    for (const query of ['', q('maquillage'), 'sort=budget', 'sort=offers']) {
      const reply = await search(query);
      expect(titles(reply)).toEqual(['Maquillage publié']);
      expect(reply.total).toBe(1);
    }
    expect((await search('')).facets.budget).toEqual({ moins500: 1 });
  });

  it('drops a project from results and facets the moment it is closed', async () => {
    await grantPack(t.app, owner, 'ultimate');
    const created = await http.create(owner, {
      title: 'Tournage vidéo beauté',
      statut: 'prePublish',
      secteur: 'Beauté',
    });
    expect(created.statusCode).toBe(201);
    const id = created.json()._id as string;
    expect(titles(await search(q('beauté')))).toEqual(['Tournage vidéo beauté']);
    expect((await search('')).facets.secteur).toEqual({ Beauté: 1 });

    const closed = await http.update(owner, id, {
      title: 'Tournage vidéo beauté',
      statut: 'close',
    });
    expect(closed.statusCode).toBe(200);
    const after = await search(q('beauté'));
    expect(after.projects).toEqual([]);
    const all = await search('');
    expect(all.total).toBe(0);
    expect(all.facets).toEqual({ profil: {}, budget: {}, secteur: {} });
  });

  it('leaves results when the project is deleted or sent back for verification', async () => {
    const id = await seed({ title: 'Défilé de mode' });
    await seed({ title: 'Défilé printemps' });
    await t.app.ctx.db.execute(sql`update projects set statut = 'prePublish' where id = ${id}`);
    expect(titles(await search(q('défilé')))).toEqual(['Défilé printemps']);
    expect((await search('')).total).toBe(1);
    await t.app.ctx.db.execute(sql`delete from projects where owner_id = ${owner.id}`);
    expect((await search(q('défilé'))).projects).toEqual([]);
    expect((await search('')).facets.budget).toEqual({});
  });
});

describe('facet cache (SEARCH_CACHE_SECONDS)', () => {
  it('keeps facets and totals until something they count changes; never a member’s page', async () => {
    const id = await seed({ title: 'Maquillage naturel', secteur: 'Beauté' });
    await seed({ title: 'Trail en montagne', secteur: 'Sport' });
    expect((await search('')).facets.secteur).toEqual({ Beauté: 1, Sport: 1 });
    expect((await search(q('maquillage'))).total).toBe(1);
    // Counts altered behind the triggers' back: the next searches still show the kept ones.
    await t.app.ctx.db.execute(sql`update project_facet_counts set n = n + 5`);
    expect((await search('')).facets.secteur).toEqual({ Beauté: 1, Sport: 1 });
    // What facets ignore (views, offers received) keeps them, a member's page follows at once.
    await t.app.ctx.db.execute(sql`update projects set total_offers = 7 where id = ${id}`);
    const kept = await search('sort=offers', owner);
    expect(kept.facets.secteur).toEqual({ Beauté: 1, Sport: 1 });
    expect(kept.projects.map((p) => p.totalOffers)).toEqual([0, 7]);
    await t.app.ctx.db.execute(sql`update project_facet_counts set n = n - 5`);
    // A project leaving publish moves the data's version: everything is read again.
    await t.app.ctx.db.execute(sql`update projects set statut = 'close' where id = ${id}`);
    expect((await search('')).facets.secteur).toEqual({ Sport: 1 });
    const gone = await search(q('maquillage'));
    expect(gone.projects).toEqual([]);
    expect(gone.total).toBe(0);
  });
});

describe("a visitor's answer, kept a second", () => {
  it('is the same within the second; a member reads hers at once; leaving publish shows at once', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const id = await seed({ title: 'Maquillage naturel' });
      await seed({ title: 'Trail en montagne' });
      const views = (reply: ProjectSearchReply) => reply.projects.map((p) => p.views);
      expect(views(await search(''))).toEqual([0, 0]);
      // Views do not move the data's version: a visitor gets the kept answer within the second.
      await t.app.ctx.db.execute(sql`update projects set views = 9 where id = ${id}`);
      expect(views(await search(''))).toEqual([0, 0]);
      expect(views(await search('', owner))).toEqual([0, 9]);
      vi.setSystemTime(Date.now() + 3_000);
      expect(views(await search(''))).toEqual([0, 9]);
      // A project leaving publish moves it: the next visitor no longer sees it.
      await t.app.ctx.db.execute(sql`update projects set statut = 'close' where id = ${id}`);
      expect(titles(await search(''))).toEqual(['Trail en montagne']);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("members' shared answer", () => {
  it('is kept a second for every member, with her own offers marked at each search', async () => {
    const id = await seed({ title: 'Maquillage naturel' });
    const [lea, zoe] = [
      await createUser(t.app, { statut: 'Influenceur' }),
      await createUser(t.app, { statut: 'Influenceur' }),
    ];
    const marks = (reply: ProjectSearchReply) => reply.projects.map((p) => p.userOffered);
    expect(marks(await search('', lea))).toEqual([false]);
    await t.app.ctx.db.execute(sql`update projects set views = 9 where id = ${id}`);
    await t.app.ctx.db.execute(sql`
      insert into offers (project_id, user_id, amount_cents, tax, message_offre)
      values (${id}, ${lea.id}, 10000, 'TTC', 'Bonjour')`);
    // The cards are the kept ones (views unchanged within the second), her mark is read now.
    const hers = await search('', lea);
    expect(marks(hers)).toEqual([true]);
    expect(hers.projects[0]!.views).toBe(0);
    expect(marks(await search('', zoe))).toEqual([false]);
  });
});

describe('niche of a project (create and edit)', () => {
  it('stores the optional niche, shows it, and clears it with an empty value', async () => {
    const created = await http.create(owner, { secteur: 'Beauté' });
    expect(created.statusCode).toBe(201);
    const id = created.json()._id as string;
    const detail = await http.get(`/api/project?id=${id}`, owner);
    expect(detail.json().project.secteur).toBe('Beauté');
    await grantPack(t.app, owner);
    expect((await http.update(owner, id, { secteur: '' })).statusCode).toBe(200);
    expect((await http.get(`/api/project?id=${id}`, owner)).json().project.secteur).toBeNull();
  });

  it('refuses a niche outside the 16', async () => {
    const res = await http.create(owner, { secteur: 'Astrologie' });
    expect(res.statusCode).toBe(400);
  });
});

describe('French text rules', () => {
  it('ignores accents and case both ways', async () => {
    await seed({ title: 'Routine Beauté du matin' });
    await seed({ title: 'Recherche creatrice lifestyle' });
    expect(titles(await search(q('beaute')))).toEqual(['Routine Beauté du matin']);
    expect(titles(await search(q('BEAUTÉ')))).toEqual(['Routine Beauté du matin']);
    expect(titles(await search(q('créatrice')))).toEqual(['Recherche creatrice lifestyle']);
  });

  it('finds other forms of a word (stems)', async () => {
    await seed({ title: 'Une vidéo de présentation' });
    await seed({ title: 'Atelier maquillages' });
    expect(titles(await search(q('vidéos')))).toEqual(['Une vidéo de présentation']);
    expect(titles(await search(q('videos')))).toEqual(['Une vidéo de présentation']);
    expect(titles(await search(q('maquillage')))).toEqual(['Atelier maquillages']);
  });

  it('tolerates one typo in a word of 6 letters or more, not two, not in short words', async () => {
    await seed({ title: 'Tutoriel maquillage naturel' });
    await seed({ title: 'Semaine de la mode' });
    expect(titles(await search(q('maquilage')))).toEqual(['Tutoriel maquillage naturel']);
    expect(titles(await search(q('maquillgae')))).toEqual(['Tutoriel maquillage naturel']);
    expect(titles(await search(q('tutorial maquilage')))).toEqual(['Tutoriel maquillage naturel']);
    expect(titles(await search(q('maqilage')))).toEqual([]);
    expect(titles(await search(q('mdoe')))).toEqual([]);
    expect(titles(await search(q('mide')))).toEqual([]);
  });

  it('needs every word of the query', async () => {
    await seed({ title: 'Voyage en Bretagne' });
    await seed({ title: 'Voyage au Japon' });
    expect(titles(await search(q('voyage japon')))).toEqual(['Voyage au Japon']);
  });

  it('ranks title matches above description matches with sort=pertinence', async () => {
    await seed({
      title: 'Campagne de printemps',
      description: 'Du yoga, encore du yoga, toujours du yoga : nous aimons le yoga et le yoga.',
    });
    await seed({ title: 'Cours de yoga en plein air' });
    await seed({ title: 'Yoga', description: 'Une séance de yoga.' });
    const reply = await search(`${q('yoga')}&sort=pertinence`);
    expect(titles(reply).slice(0, 2).sort()).toEqual(['Cours de yoga en plein air', 'Yoga']);
    expect(titles(reply)[2]).toBe('Campagne de printemps');
  });

  it('reads %, _, quotes and search operators as plain text', async () => {
    await seed({ title: 'Promo 100% naturelle' });
    await seed({ title: 'Beauté et mode' });
    await seed({ title: 'Sport extrême' });
    expect((await search(q('%'))).projects).toEqual([]);
    expect((await search(q('_'))).projects).toEqual([]);
    expect((await search(q('%%'))).total).toBe(0);
    expect(titles(await search(q('100%')))).toEqual(['Promo 100% naturelle']);
    expect(titles(await search(q('"beauté"')))).toEqual(['Beauté et mode']);
    expect(titles(await search(q("l'beauté & !mode")))).toEqual(['Beauté et mode']);
    // Not an OR, not a NOT, not a prefix.
    expect((await search(q('beauté | sport'))).projects).toEqual([]);
    expect((await search(q('!sport'))).total).toBe(1);
    expect((await search(q('spo:*'))).projects).toEqual([]);
    expect((await search(q("beauté') or ('1'='1"))).projects).toEqual([]);
  });
});

describe('filters, facets and sorts', () => {
  beforeEach(async () => {
    await seed({
      title: 'Mascara waterproof',
      budget: 'Moins de 500 €',
      secteur: 'Beauté',
      profilSearch: ['Influenceur'],
      totalOffers: 4,
    });
    await seed({
      title: 'Sérum visage',
      budget: 'Plus de 10 000 €',
      secteur: 'Beauté',
      profilSearch: ['Createur de contenu', 'Influenceur'],
      totalOffers: 1,
    });
    await seed({
      title: 'Trail en montagne',
      budget: '1 000 € à 10 000 €',
      secteur: 'Sport',
      profilSearch: ['Agence'],
      totalOffers: 2,
    });
    await seed({
      title: 'Salon du jeu vidéo',
      budget: '500 € à 1 000 €',
      secteur: null,
      profilSearch: ['Acteur'],
      totalOffers: 0,
    });
  });

  it('sorts by most recent by default, highest budget, fewest offers', async () => {
    expect(titles(await search(''))).toEqual([
      'Salon du jeu vidéo',
      'Trail en montagne',
      'Sérum visage',
      'Mascara waterproof',
    ]);
    expect(titles(await search('sort=budget'))).toEqual([
      'Sérum visage',
      'Trail en montagne',
      'Salon du jeu vidéo',
      'Mascara waterproof',
    ]);
    expect(titles(await search('sort=offers'))).toEqual([
      'Salon du jeu vidéo',
      'Sérum visage',
      'Trail en montagne',
      'Mascara waterproof',
    ]);
    // Relevance without a query falls back to the most recent.
    expect(titles(await search('sort=pertinence'))).toEqual(titles(await search('')));
  });

  it('filters on sought profiles, budget bands and niches (lists, niche slugs too)', async () => {
    expect(titles(await search('profil=Influenceur&sort=budget'))).toEqual([
      'Sérum visage',
      'Mascara waterproof',
    ]);
    expect(titles(await search('profil=Agence,Acteur&sort=budget'))).toEqual([
      'Trail en montagne',
      'Salon du jeu vidéo',
    ]);
    expect(titles(await search('budget=moins500,plus10k&sort=budget'))).toEqual([
      'Sérum visage',
      'Mascara waterproof',
    ]);
    expect(titles(await search(`secteur=${encodeURIComponent('Beauté')}&sort=budget`))).toEqual([
      'Sérum visage',
      'Mascara waterproof',
    ]);
    expect(titles(await search('secteur=beaute,sport&budget=1ka10k'))).toEqual([
      'Trail en montagne',
    ]);
    expect(titles(await search(`${q('sérum')}&secteur=sport`))).toEqual([]);
  });

  it('counts each facet over the other filters, with and without a query', async () => {
    const all = await search('');
    expect(all.total).toBe(4);
    expect(all.totalCapped).toBe(false);
    expect(all.facets).toEqual({
      profil: { Influenceur: 2, 'Createur de contenu': 1, Agence: 1, Acteur: 1 },
      budget: { moins500: 1, plus10k: 1, '1ka10k': 1, '500a1k': 1 },
      secteur: { Beauté: 2, Sport: 1 },
    });
    const beauty = await search('secteur=beaute');
    expect(beauty.total).toBe(2);
    // The niche facet still counts the other niches; the others count inside Beauté.
    expect(beauty.facets.secteur).toEqual({ Beauté: 2, Sport: 1 });
    expect(beauty.facets.budget).toEqual({ moins500: 1, plus10k: 1 });
    expect(beauty.facets.profil).toEqual({ Influenceur: 2, 'Createur de contenu': 1 });

    await seed({ title: 'Sérum nuit', budget: 'Moins de 500 €', secteur: 'Beauté' });
    const text = await search(`${q('sérum')}&budget=moins500`);
    expect(titles(text)).toEqual(['Sérum nuit']);
    expect(text.total).toBe(1);
    expect(text.facets.budget).toEqual({ moins500: 1, plus10k: 1 });
    expect(text.facets.secteur).toEqual({ Beauté: 1 });
    expect(text.facets.profil).toEqual({ Influenceur: 1 });
  });

  it('pages 10 at a time by default with hasMore, and a chosen smaller page size', async () => {
    for (let i = 0; i < 8; i += 1) await seed({ title: `Projet ${i}` });
    const first = await search('');
    expect(first.projects).toHaveLength(10);
    expect(first.hasMore).toBe(true);
    expect(first.total).toBe(12);
    const second = await search('page=2');
    expect(second.projects).toHaveLength(2);
    expect(second.hasMore).toBe(false);
    const small = await search('pageSize=3&page=4');
    expect(small.projects).toHaveLength(3);
    expect(small.hasMore).toBe(false);
    expect((await search('page=1000')).projects).toEqual([]);
  });

  it('shows visitors no author and no offer mark; logged users get both', async () => {
    const visitor = await search(q('mascara'));
    expect(visitor.projects[0]).not.toHaveProperty('authorInfo');
    expect(visitor.projects[0]).not.toHaveProperty('userOffered');
    const card = visitor.projects[0]!;
    expect(card).toMatchObject({
      title: 'Mascara waterproof',
      budget: 'Moins de 500 €',
      secteur: 'Beauté',
      profilSearch: ['Influenceur'],
      statut: 'publish',
      views: 0,
      totalOffers: 4,
    });

    const creator = await createUser(t.app, { statut: 'Influenceur' });
    await t.app.ctx.db.execute(sql`
      insert into offers (project_id, user_id, amount_cents, tax, message_offre)
      values (${card._id}, ${creator.id}, 10000, 'TTC', 'Bonjour')`);
    const logged = await search(q('mascara sérum'), creator);
    expect(logged.projects).toEqual([]);
    const mine = await search('sort=offers', creator);
    const offered = mine.projects.find((p) => p._id === card._id)!;
    expect(offered.userOffered).toBe(true);
    expect(mine.projects.filter((p) => p.userOffered)).toHaveLength(1);
    expect(offered.authorInfo).toEqual({
      pseudo: owner.pseudo,
      name: '',
      tradeName: null,
      statut: 'Marque',
      feminine: false,
      _link_photo_profil: { url: null },
      subscription: NO_PACK_TIER,
    });
  });

  it('cuts descriptions at 196 characters', async () => {
    await seed({ title: 'Long texte', description: 'mot '.repeat(120) });
    const [card] = (await search(q('long texte'))).projects;
    expect(card!.description.length).toBeLessThanOrEqual(200);
    expect(card!.description.endsWith('…') || card!.description.endsWith('...')).toBe(true);
  });
});

describe('bad input answers 400 with the field and its own limit', () => {
  const v = MSG.validation;
  it.each([
    ['an unknown sort', 'sort=popular', v.invalidChoice],
    ['an unknown budget band', 'budget=moins500,gratuit', v.invalidChoice],
    ['an unknown niche', 'secteur=astrologie', v.invalidChoice],
    ['an unknown profile', 'profil=Pirate', v.invalidChoice],
    ['a page past 1,000', 'page=1001', v.numberTooLarge(1000)],
    ['a page of 0', 'page=0', v.numberTooSmall(1)],
    ['a page that is no number', 'page=deux', v.notANumber],
    ['a page size over 10', 'pageSize=11', v.numberTooLarge(10)],
    ['a query over 200 characters', q('a'.repeat(201)), v.tooLong(200)],
  ])('%s', async (_name, query, message) => {
    const res = await http.get(`/api/project/search?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'validation', message });
  });

  it('answers a 200-character query of symbols without an error', async () => {
    await seed({ title: 'Projet' });
    const noisy = `'"%_\\&|!():*<->`.repeat(14).slice(0, 200);
    const res = await http.get(`/api/project/search?${q(noisy)}&sort=pertinence`);
    expect(res.statusCode).toBe(200);
    expect(res.json().projects).toEqual([]);
  });
});

describe('total', () => {
  it('past 10,001 matches of the text, counts among them and says "au moins"; facets as a sample', async () => {
    // Test setup: 60 projects over 10,000 € then 10,001 under 500 €, all with "annonce"
    // (the first 10,001 matches in the table's order hold the 60).
    await t.app.ctx.db.execute(sql`
      insert into projects (owner_id, title, description, budget, statut, profil_search,
        published_at)
      select ${owner.id}, 'Annonce rare', 'Court', 'Plus de 10 000 €', 'publish', '{Influenceur}',
        now() - interval '1 day'
      from generate_series(1, 60) as i`);
    await t.app.ctx.db.execute(sql`
      insert into projects (owner_id, title, description, budget, statut, profil_search,
        published_at)
      select ${owner.id}, 'Annonce photo', 'Court', 'Moins de 500 €', 'publish', '{Influenceur}',
        now()
      from generate_series(1, 10001) as i`);
    const rich = await search(`${q('annonce')}&budget=plus10k`);
    expect(rich).toMatchObject({ total: 60, totalCapped: false, totalAtLeast: true });
    expect(rich.facetsSampled).toBe(true);
    // Counted over a sample of the matches: each facet count is at most the truth.
    expect(rich.facets.budget.plus10k ?? 0).toBeLessThanOrEqual(60);
    expect(rich.facets.budget.moins500).toBeLessThanOrEqual(10_001);
    // Few matches: everything exact.
    expect(await search(q('rare'))).toMatchObject({
      total: 60,
      totalCapped: false,
      totalAtLeast: false,
      facetsSampled: false,
      facets: { budget: { plus10k: 60 } },
    });
    // The page read the last result: exact.
    expect(await search(`${q('annonce')}&budget=500a1k`)).toMatchObject({
      total: 0,
      totalAtLeast: false,
    });
  });

  it('is exact up to 10,000, then says 10,000 with totalCapped', async () => {
    // Test setup: 10,001 published projects in one statement (the search trigger follows).
    await t.app.ctx.db.execute(sql`
      insert into projects (owner_id, title, description, budget, statut, profil_search,
        published_at)
      select ${owner.id}, 'Annonce ' || (case when i <= 9999 then 'photo' else 'studio' end),
        'Court', 'Moins de 500 €', 'publish', '{Influenceur}', now()
      from generate_series(1, 10001) as i`);
    const all = await search('');
    expect(all).toMatchObject({ total: 10_000, totalCapped: true, hasMore: true });
    expect(all.facets.budget).toEqual({ moins500: 10_001 });
    expect(await search(q('annonce'))).toMatchObject({ total: 10_000, totalCapped: true });
    // 9,999 matches: read whole, facets exact.
    expect(await search(q('photo'))).toMatchObject({
      total: 9_999,
      totalCapped: false,
      totalAtLeast: false,
      facetsSampled: false,
      facets: { budget: { moins500: 9_999 } },
    });
    expect(await search(`${q('annonce')}&budget=plus10k`)).toMatchObject({
      total: 0,
      totalCapped: false,
    });
  });
});

describe('a page the sort order reaches late', () => {
  it('is read among every match of the text when the first rows in that order hold none', async () => {
    // Test setup: five older projects say "annonce" for actors; the SORT_WALK newest say it
    // for influencers, so the first rows of every sort hold no result.
    await t.app.ctx.db.execute(sql`
      insert into projects (owner_id, title, description, budget, statut, profil_search,
        published_at)
      select ${owner.id}, 'Annonce casting', 'Court', 'Moins de 500 €', 'publish', '{Acteur}',
        now() - make_interval(days => 2, mins => i)
      from generate_series(1, 5) as i`);
    await t.app.ctx.db.execute(sql`
      insert into projects (owner_id, title, description, budget, statut, profil_search,
        published_at)
      select ${owner.id}, 'Annonce photo', 'Court', 'Moins de 500 €', 'publish', '{Influenceur}',
        now() - make_interval(secs => i)
      from generate_series(1, ${SORT_WALK}) as i`);
    for (const sort of ['recent', 'budget', 'offers', 'pertinence']) {
      const reply = await search(`${q('annonce')}&profil=Acteur&sort=${sort}`);
      expect(titles(reply), sort).toEqual(Array(5).fill('Annonce casting'));
      expect(reply.total, sort).toBe(5);
    }
    // Found among the first rows: the page itself, as before.
    const recent = await search(`${q('annonce')}&profil=Influenceur&sort=recent`);
    expect(recent.projects).toHaveLength(10);
    expect(recent.hasMore).toBe(true);
  });
});
