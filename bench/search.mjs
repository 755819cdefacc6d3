// npm run bench -- search: seeds 1,000,000 published projects and 1,000,000 profiles with French
// texts on PostgreSQL (sizes: BENCH_SEARCH_PROJECTS, BENCH_SEARCH_USERS), then measures the
// board (GET /api/project/search) and the directory (GET /api/user/search) at 32 connections
// against the bare Fastify route in the same run, and prints the plan of every statement a
// scenario sends (EXPLAIN ANALYZE), flagging any sequential scan of a big table.
//
// Seeding: base tables are filled set-based (generate_series) with triggers off
// (session_replication_role = replica), then the search tables are filled by the same
// INSERT ... SELECT statements the migrations use for rows that exist before them, with the
// statement triggers on (facet counts).
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { PgDialect } from 'drizzle-orm/pg-core';
import { drizzle } from 'drizzle-orm/node-postgres';
import argon2 from 'argon2';
import pg from 'pg';
import {
  apiPath,
  endpointUrl,
  projectSearchQuery,
  searchApi,
  userSearchQuery,
} from '@kollabo/shared';
import { logIn } from './api-client.mjs';
import {
  compare,
  DEFAULT_PG,
  freshPostgres,
  load,
  root,
  spreadPaths,
  startApp,
  startBare,
} from './lib.mjs';
import { ONE_OFF_QUERIES, oneOffQueries, sendOnce, vocabulary } from './search-oneoff.mjs';

const PROJECTS = Number(process.env.BENCH_SEARCH_PROJECTS ?? 1_000_000);
const USERS = Number(process.env.BENCH_SEARCH_USERS ?? 1_000_000);
const BATCH = 100_000;

const NICHES = [
  'Mode femme',
  'Voyage',
  'Food & Gastronomie',
  'Sport',
  'Automobile',
  'Beauté',
  'Mode homme',
  'Décoration',
  'Technologie',
  'Gaming',
  'DIY',
  'Santé & Bien être',
  'Parents',
  'Animaux',
  'Développement personnel',
  'Moto',
];
const BUDGETS = ['Moins de 500 €', '500 € à 1 000 €', '1 000 € à 10 000 €', 'Plus de 10 000 €'];
const SOUGHT = ['Influenceur', 'Createur de contenu', 'Agent', 'Agence', 'Marque', 'Acteur'];
const TYPES = [
  'Createur de contenu',
  'Influenceur',
  'Acteur',
  'Youtubeur',
  'Agent',
  'Agence',
  'Marque',
  'Porteur de projet',
  'Autre',
];
const KINDS = [
  'Campagne',
  'Tournage',
  'Collaboration',
  'Partenariat',
  'Recherche de créateurs',
  'Lancement',
  'Placement de produit',
  'Série de vidéos',
  'Shooting photo',
  'Jeu concours',
  'Programme ambassadeur',
  'Stories sponsorisées',
  'Reportage',
  'Atelier',
  'Défilé',
];
const THEMES = [
  'maquillage naturel',
  'soins du visage',
  'voyage en Bretagne',
  'cuisine végétarienne',
  'running urbain',
  'trail en montagne',
  'voiture électrique',
  'parfum de niche',
  'mode éthique',
  'décoration intérieure',
  'jeux vidéo indépendants',
  'bricolage facile',
  'yoga au quotidien',
  'parentalité positive',
  'animaux de compagnie',
  'développement personnel',
  'moto vintage',
  'pâtisserie maison',
  'randonnée en famille',
  'objets connectés',
  'coiffure bouclée',
  'bijoux artisanaux',
  'vins naturels',
  'musique électronique',
  'photographie argentique',
];
const PLACES = [
  'pour notre nouvelle collection',
  'printemps 2026',
  'à Paris',
  'à Lyon',
  'en Provence',
  'pour une marque française',
  "pour l'été",
  'de fin d’année',
  'pour la rentrée',
  'éco-responsable',
  'à Bordeaux',
  'en Normandie',
];
const SENTENCES = [
  'Nous recherchons des créateurs de contenu passionnés pour présenter nos produits à leur communauté.',
  'La collaboration comprend deux publications et trois stories sur Instagram.',
  'Vous aimez tester de nouveaux produits et partager vos découvertes avec authenticité.',
  'Le tournage aura lieu dans notre atelier, les frais de déplacement sont pris en charge.',
  'Nous offrons une rémunération fixe et une commission sur les ventes générées.',
  'Votre audience est majoritairement française et engagée sur des sujets lifestyle.',
  'Les vidéos seront diffusées sur TikTok et réutilisées sur nos réseaux sociaux.',
  'Un brief détaillé et des exemples de contenus vous seront envoyés avant le lancement.',
  'Nous valorisons la créativité, la transparence et le respect des délais.',
  'Merci de présenter vos statistiques récentes et un exemple de collaboration réussie.',
  'Le produit est fabriqué en France avec des matières recyclées.',
  'Nous souhaitons toucher une audience de jeunes parents urbains.',
  'La campagne démarre le mois prochain pour une durée de six semaines.',
  'Les contenus devront mettre en avant la simplicité d’utilisation du produit.',
  'Une première expérience avec des marques de cosmétiques serait un plus.',
  'Nous cherchons des profils sportifs capables de tourner en extérieur.',
  'Envoyez-nous une proposition avec vos tarifs pour une publication et une story.',
  'La marque lance une gamme de produits bio et recherche des ambassadeurs.',
  'Le contenu doit être publié avant la fin du mois avec les mentions légales.',
  'Nous organisons un événement de lancement et invitons une dizaine de créateurs.',
];
const FIRST = [
  'Léa',
  'Emma',
  'Chloé',
  'Inès',
  'Manon',
  'Lucas',
  'Hugo',
  'Nathan',
  'Camille',
  'Jade',
  'Louis',
  'Sarah',
  'Yasmine',
  'Théo',
  'Zoé',
  'Noah',
];
const LAST = [
  'Martin',
  'Bernard',
  'Dubois',
  'Thomas',
  'Robert',
  'Richard',
  'Petit',
  'Durand',
  'Leroy',
  'Moreau',
  'Simon',
  'Laurent',
  'Lefèbvre',
  'Michel',
  'Garcia',
  'Roux',
];
const CITIES = [
  'Paris',
  'Lyon',
  'Marseille',
  'Toulouse',
  'Nice',
  'Nantes',
  'Strasbourg',
  'Montpellier',
  'Bordeaux',
  'Lille',
  'Rennes',
  'Saint-Étienne',
  'Grenoble',
  'Annecy',
  'Biarritz',
];
const BIOS = [
  'Créatrice de contenu beauté et soins naturels, je partage mes routines au quotidien.',
  'Passionné de voyages et de photographie, je raconte mes escapades en France et ailleurs.',
  'Coach sportif et adepte du trail, je publie des séances et des conseils nutrition.',
  'Maman de deux enfants, je parle parentalité, organisation et recettes faciles.',
  'Gamer et streamer, je teste les nouveautés et les jeux indépendants.',
  'Amoureuse de décoration et de bricolage, je transforme des meubles chinés.',
  'Fan de mécanique et de motos anciennes, je documente mes restaurations.',
  'Cuisinier amateur, je partage des recettes végétariennes de saison.',
  'Agence de talents accompagnant des créateurs lifestyle et mode.',
  'Vidéaste spécialisé dans les objets connectés et la high-tech.',
];

const lit = (values) => `array[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')}]`;
/** A stable pseudo-random pick in 0..n-1 from the row number and a salt. */
const pick = (salt, n) => `((hashint4(i * 31 + ${salt}) & 2147483647) % ${n})`;

async function timed(client, label, sql, params = []) {
  const started = Date.now();
  await client.query(sql, params);
  console.log(`  ${label}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

export async function seed(url) {
  const client = new pg.Client({ connectionString: url });
  client.on('error', (error) => console.error(`seed connection: ${error.message}`));
  await client.connect();
  const started = Date.now();
  await client.query("set maintenance_work_mem = '256MB'");
  await client.query("set work_mem = '64MB'");
  await client.query('set session_replication_role = replica');
  console.log(`seeding ${USERS} profiles and ${PROJECTS} published projects`);
  for (let from = 1; from <= USERS; from += BATCH) {
    const to = Math.min(from + BATCH - 1, USERS);
    await timed(
      client,
      `users ${from}-${to}`,
      `insert into users (pseudo, email, password_hash, name, statut, categorie, localisation,
          presentation, views, in_favorize, last_connect, created_at)
       select 'membre' || i, 'membre' || i || '@example.test', 'x',
         (${lit(FIRST)})[1 + ${pick(1, FIRST.length)}] || ' ' || (${lit(LAST)})[1 + ${pick(2, LAST.length)}],
         (${lit(TYPES)})[1 + ${pick(3, TYPES.length)}],
         case when ${pick(4, 10)} = 0 then '' else (${lit(NICHES)})[1 + ${pick(5, NICHES.length)}] end,
         (${lit(CITIES)})[1 + ${pick(6, CITIES.length)}] || ', France',
         (${lit(BIOS)})[1 + ${pick(7, BIOS.length)}] || ' ' || (${lit(SENTENCES)})[1 + ${pick(8, SENTENCES.length)}],
         ${pick(9, 50000)}, ${pick(10, 900)},
         case when ${pick(11, 5)} = 0 then null else now() - ${pick(12, 60 * 24 * 90)} * interval '1 minute' end,
         now() - ${pick(13, 1500)} * interval '1 day'
       from generate_series($1::int, $2::int) as i`,
      [from, to],
    );
  }
  // Verified networks with audiences from a few hundred to a few million; rates on most.
  await timed(
    client,
    'socials',
    `insert into socials (user_id, network, identifiant, verified, verified_handle, followers,
        verified_at, publication_tarif, story_tarif)
     select id, network, pseudo || '_' || network, true, pseudo || '_' || network,
       least(5000000, (exp(5 + 9 * (r1 ^ 2)))::int), now() - (r2 * 60) * interval '1 day',
       (50 + r2 * 1500)::int, (20 + r2 * 500)::int
     from (
       select u.id, u.pseudo, n.network, random() as r1, random() as r2, random() as keep
       from users u cross join (values ('instagram'), ('tiktok')) as n(network)
     ) as x
     where (network = 'instagram' and keep < 0.6) or (network = 'tiktok' and keep < 0.4)`,
  );
  await timed(
    client,
    'packs',
    `insert into user_packs (user_id, type, balance_offer, expire_date)
     select id, (array['standard','premium','ultimate'])[1 + (views % 3)], 5,
       now() + interval '20 days'
     from users where views % 25 = 0`,
  );
  await client.query(
    `create temporary table owners as
     select id, row_number() over (order by id) as rn from users where statut in ('Marque', 'Agence') limit 20000`,
  );
  const owners = Number((await client.query('select count(*) from owners')).rows[0].count);
  for (let from = 1; from <= PROJECTS; from += BATCH) {
    const to = Math.min(from + BATCH - 1, PROJECTS);
    await timed(
      client,
      `projects ${from}-${to}`,
      `insert into projects (owner_id, title, description, budget, secteur, statut, profil_search,
          created_at, published_at, views, total_offers, credit_spent)
       select o.id,
         (${lit(KINDS)})[1 + ${pick(21, KINDS.length)}] || ' ' || (${lit(THEMES)})[1 + ${pick(22, THEMES.length)}]
           || ' ' || (${lit(PLACES)})[1 + ${pick(23, PLACES.length)}]
           || case when i % 10000 = 7 then ' avec cerf-volant' else '' end,
         (${lit(SENTENCES)})[1 + ${pick(24, SENTENCES.length)}] || ' ' || (${lit(SENTENCES)})[1 + ${pick(25, SENTENCES.length)}]
           || ' Thème : ' || (${lit(THEMES)})[1 + ${pick(26, THEMES.length)}] || '. '
           || (${lit(SENTENCES)})[1 + ${pick(27, SENTENCES.length)}],
         (${lit(BUDGETS)})[1 + ${pick(28, 4)}],
         case when ${pick(29, 5)} = 0 then null else (${lit(NICHES)})[1 + ${pick(30, NICHES.length)}] end,
         'publish',
         case ${pick(31, 3)}
           when 0 then array[(${lit(SOUGHT)})[1 + ${pick(32, 6)}]]
           when 1 then array[(${lit(SOUGHT)})[1 + ${pick(32, 6)}], (${lit(SOUGHT)})[1 + (${pick(32, 6)} + 1) % 6]]
           else array['Influenceur', 'Createur de contenu', (${lit(SOUGHT)})[1 + ${pick(33, 6)}]] end,
         now() - ${pick(34, 365 * 24 * 60)} * interval '1 minute',
         now() - ${pick(34, 365 * 24 * 60)} * interval '1 minute',
         ${pick(35, 2000)}, ${pick(36, 40)}, true
       from generate_series($1::int, $2::int) as i
       join owners o on o.rn = 1 + i % ${owners}`,
      [from, to],
    );
  }
  await client.query('set session_replication_role = origin');
  console.log('filling the search tables (the migrations’ statements for existing rows)');
  await timed(
    client,
    'search_words',
    `insert into search_words (word)
     select distinct w from (
       select title || ' ' || description as t from projects where statut = 'publish'
       union all select pseudo || ' ' || name || ' ' || presentation from users where role = 'user'
     ) as x, regexp_split_to_table(lower(kollabo_unaccent(x.t)), '[^a-z0-9]+') as w
     where length(w) between 5 and 40
     on conflict do nothing`,
  );
  for (let from = 0; from < PROJECTS; from += BATCH) {
    await timed(
      client,
      `project_search ${from + 1}-${Math.min(from + BATCH, PROJECTS)}`,
      `insert into project_search (project_id, published_at, budget, budget_rank, secteur, profils,
          total_offers, tsv)
       select p.id, coalesce(p.published_at, p.created_at), p.budget,
         coalesce(array_position(${lit(BUDGETS)}, p.budget), 0),
         p.secteur, p.profil_search, p.total_offers, kollabo_tsv(p.title, p.description)
       from (select * from projects where statut = 'publish'
         order by published_at, id offset $1 limit $2) as p`,
      [from, BATCH],
    );
  }
  for (let from = 0; from < USERS; from += BATCH) {
    await timed(
      client,
      `user_search ${from + 1}-${Math.min(from + BATCH, USERS)}`,
      `insert into user_search (user_id, statut, secteur, loc, views, favs, last_connect,
          created_at, networks, followers, band, min_tarif, tsv)
       select u.id, u.statut, u.categorie, kollabo_search_norm(u.localisation), u.views,
         u.in_favorize, u.last_connect, u.created_at, a.networks, a.followers,
         kollabo_band(a.followers), a.min_tarif,
         kollabo_user_tsv(u.pseudo, u.name, u.statut || ' ' || u.categorie || ' ' || u.localisation,
           u.presentation)
       from (select * from users where role = 'user' order by id offset $1 limit $2) as u,
       lateral (
         select coalesce(array_agg(s.network order by s.network) filter (where s.verified), '{}') as networks,
           max(s.followers) filter (where s.verified) as followers,
           min(s.publication_tarif) filter (where s.verified and s.publication_tarif > 0) as min_tarif
         from socials s where s.user_id = u.id
       ) as a`,
      [from, BATCH],
    );
  }
  // Publication order is physical order in a live table (rows are added as projects are
  // published): the seed, which inserted in random date order, is put back in that order.
  await timed(
    client,
    'cluster project_search by date',
    'cluster project_search using project_search_recent_idx',
  );
  await timed(client, 'vacuum analyze', 'vacuum analyze');
  console.log(`seeded in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  return client;
}

/** Words added to about 100 published projects each (cerf-volant comes with the seed). */
const RARE = [
  'montgolfière',
  'calligraphie',
  'apiculture',
  'origami',
  'saxophone',
  'kitesurf',
  'fromagerie',
];

/** Each rare word goes into the titles of 100 published projects picked by their id's hash. */
async function addRareWords(client) {
  for (const [i, word] of RARE.entries()) {
    const { rows } = await client.query(
      'select count(*)::int as n from projects where statut = $1 and title like $2',
      ['publish', `%${word}%`],
    );
    if (rows[0].n > 0) continue;
    await timed(
      client,
      `rare word ${word}`,
      `update projects set title = title || ' avec ' || $1::text
       where id in (select id from projects where statut = 'publish'
         order by md5(id::text || $2::text) limit 100)`,
      [word, String(i)],
    );
  }
}

const board = (query) => endpointUrl(searchApi.projects, { query });
const directory = (query) => endpointUrl(searchApi.users, { query });
const BANDS = ['moins10k', '10ka50k', '50ka200k', 'plus200k'];

/**
 * The scenarios, each a set of query strings of the API as visitors send them: load spreads
 * the set over the connections, so the facet cache sees as many distinct criteria as the set
 * holds (the first is the one whose plans are printed).
 */
const SCENARIOS = [
  {
    label: 'board, no query, recent',
    paths: Array.from({ length: 10 }, (_, i) => board(i ? { page: i + 1 } : {})),
  },
  {
    label: 'board, common word',
    paths: [
      'créateurs',
      'campagne',
      'collaboration',
      'produits',
      'marque',
      'contenu',
      'vidéos',
      'tournage',
      'audience',
      'partenariat',
      'lancement',
      'stories',
    ].map((q) => board({ q })),
  },
  {
    label: 'board, rare word',
    paths: ['cerf-volant', ...RARE].map((q) => board({ q })),
  },
  {
    label: 'board, typo word',
    paths: [
      'maquilage',
      'colaboration',
      'photograhie',
      'randonee',
      'bricolaje',
      'parfun',
      'decoraton',
      'electroniuqe',
      'patisesrie',
      'montagen',
    ].map((q) => board({ q })),
  },
  {
    label: 'board, query + 2 facets',
    paths: [
      ['voyage', 'Voyage', '500a1k'],
      ['maquillage', 'Beauté', 'moins500'],
      ['cuisine', 'Food & Gastronomie', '1ka10k'],
      ['running', 'Sport', '500a1k'],
      ['moto', 'Moto', 'plus10k'],
      ['parfum', 'Beauté', '1ka10k'],
      ['yoga', 'Santé & Bien être', 'moins500'],
      ['bijoux', 'Mode femme', '500a1k'],
      ['photographie', 'Technologie', 'plus10k'],
      ['randonnée', 'Voyage', '1ka10k'],
      ['jeux', 'Gaming', 'moins500'],
      ['bricolage', 'DIY', '500a1k'],
    ].map(([q, secteur, budget]) => board({ q, secteur, budget })),
  },
  {
    label: 'directory, niche + followers',
    paths: [
      directory({ secteur: 'Beauté', followers: '10ka50k' }),
      ...NICHES.flatMap((secteur) => BANDS.map((followers) => directory({ secteur, followers }))),
    ],
  },
];

/**
 * The long tail: 500 queries never sent before, one set per cache mode (no query of one mode is
 * sent in the other), each sent once (search-oneoff.mjs).
 */
const ONE_OFF = [
  { label: 'board, one-off queries', kind: 'board' },
  { label: 'directory, one-off queries', kind: 'directory' },
];

function oneOffSets(vocab) {
  const choices = {
    niches: NICHES,
    budgets: ['moins500', '500a1k', '1ka10k', 'plus10k'],
    profils: SOUGHT,
    types: TYPES,
    networks: ['instagram', 'tiktok'],
    bands: BANDS,
    cities: CITIES,
  };
  const sets = { off: {}, on: {} };
  for (const [kind, pathOf, seed] of [
    ['board', board, 1],
    ['directory', directory, 2],
  ]) {
    const common = { count: ONE_OFF_QUERIES, vocab, kind, pathOf, choices };
    sets.off[kind] = oneOffQueries({ ...common, seed });
    sets.on[kind] = oneOffQueries({
      ...common,
      seed: seed + 100,
      exclude: new Set(sets.off[kind]),
    });
  }
  return sets;
}

const BIG_TABLES = ['project_search', 'user_search', 'projects', 'users', 'socials'];

/** Runs each scenario's service code against a recorder to get its exact statements. */
async function statementsOf(url, path0) {
  const dist = path.join(root, 'apps/server/dist/modules/search');
  const search = await import(pathToFileURL(path.join(dist, 'search.service.js')).href);
  const recorded = [];
  const dialect = new PgDialect();
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  const real = drizzle(pool);
  // Every statement is recorded instead of run, but the one that builds the text condition
  // (search.repository tsqueryWithMatches), computed for real. Statements arrive through
  // db.execute (SQL objects) or, when prepared, through the session (already built).
  // Settings a statement is read under (search.repository inPhysicalOrder: set_config with
  // is_local in a transaction): recorded with it, applied to its EXPLAIN.
  let settings = [];
  const handle = async (built, runReal) => {
    if (/kollabo_text_matches/.test(built.sql)) return runReal();
    if (/^\s*select set_config\(/i.test(built.sql)) {
      settings.push({ sql: built.sql, params: built.params });
      return { rows: [] };
    }
    recorded.push({ ...built, settings: [...settings] });
    // The one-pass facets say they saw more than the cap: the capped count is recorded too.
    return {
      rows: built.sql.includes("'scanned'") ? [{ facet: 'scanned', value: '', n: 1e9 }] : [],
    };
  };
  const recorder = {
    dialect,
    session: {
      prepareQuery: (built) => ({
        execute: () => handle(built, () => pool.query(built.sql, built.params)),
      }),
    },
    execute: (query) => handle(dialect.sqlToQuery(query), () => real.execute(query)),
    transaction: async (work) => {
      const outer = settings;
      settings = [];
      try {
        return await work(recorder);
      } finally {
        settings = outer;
      }
    },
  };
  const params = Object.fromEntries(new URL(path0, 'http://x').searchParams);
  const ctx = { readDb: recorder, db: recorder, config: { searchCacheMs: 0 } };
  // A visitor's statements (a member's page adds the authors' join and her offers' lookup).
  if (path0.startsWith(apiPath(searchApi.projects))) {
    const query = projectSearchQuery.parse(params);
    const criteria = await search.boardCriteria(ctx, query);
    await search.readBoard(ctx, false, query, criteria);
  } else {
    const directory = await import(pathToFileURL(path.join(dist, 'directory.service.js')).href);
    await directory.searchUsers(ctx, false, userSearchQuery.parse(params));
  }
  await pool.end();
  // The planner's estimate (EXPLAIN itself) reads no row: not explained again.
  return recorded.filter((statement) => !/^\s*explain/i.test(statement.sql));
}

/** Index names a plan reads, and the big tables it scans sequentially. */
function indexUse(lines) {
  const indexes = new Set();
  const seq = new Set();
  for (const line of lines) {
    const index = line.match(
      /(?:Index Scan|Index Only Scan|Bitmap Index Scan)(?: Backward)? (?:using|on) (\w+)/,
    );
    if (index) indexes.add(index[1]);
    const table = BIG_TABLES.find((t) => new RegExp(`Seq Scan on ${t}\\b`).test(line));
    if (table) seq.add(table);
  }
  return { indexes: [...indexes], seq: [...seq] };
}

/** EXPLAIN ANALYZE of every statement the first `sample` paths of each scenario send. */
async function explainScenarios(url, client, scenarios, sample = 1) {
  let seqScans = 0;
  for (const scenario of scenarios) {
    for (const path of scenario.paths.slice(0, sample)) {
      console.log(`\n-- EXPLAIN ${scenario.label}: ${decodeURIComponent(path)}`);
      for (const statement of await statementsOf(url, path)) {
        await client.query('begin');
        for (const setting of statement.settings) await client.query(setting.sql, setting.params);
        const { rows } = await client.query(
          `explain (analyze, costs off, timing on) ${statement.sql}`,
          statement.params,
        );
        await client.query('rollback');
        if (statement.settings.length) {
          const set = statement.settings.map(
            (setting) => `${setting.sql} ${JSON.stringify(setting.params)}`,
          );
          console.log(`   (${set.join('; ').replace(/\s+/g, ' ')})`);
        }
        const lines = rows.map((row) => row['QUERY PLAN']);
        for (const line of lines) console.log(`   ${line}`);
        const use = indexUse(lines);
        seqScans += use.seq.length;
        const time = lines.find((line) => line.startsWith('Execution Time')) ?? '';
        console.log(
          `   -- indexes: ${use.indexes.join(', ') || 'none'}${use.seq.length ? `; SEQUENTIAL SCAN of ${use.seq.join(', ')}` : ''}; ${time}`,
        );
      }
    }
  }
  console.log(`\nsequential scans of the big tables: ${seqScans}`);
}

/** The scenarios at 32 connections against one app, each beside the bare route. */
/** BENCH_SEARCH_ONLY: measure only the scenarios whose label contains it (e.g. "directory"). */
const selected = (scenario) => scenario.label.includes(process.env.BENCH_SEARCH_ONLY ?? '');

/**
 * A member's answers: a visitor's are kept a second per criteria (search-cache.ts), a member's
 * page is read at every search (it says where she offered), so her figures are the database's.
 */
async function memberHeaders(url, client) {
  const hash = await argon2.hash('benchpass123', { type: argon2.argon2id });
  await client.query(
    `insert into users (pseudo, email, password_hash, statut)
     values ('lectrice_bench', 'lectrice@bench.test', $1, 'Influenceur')
     on conflict do nothing`,
    [hash],
  );
  return { authorization: `Bearer ${await logIn(url, 'lectrice_bench', 'benchpass123')}` };
}

async function measure(app, bare, { headers, viewer }) {
  const baseline = () => load(`${bare.url}/bare`);
  const results = [];
  for (const scenario of SCENARIOS.filter(selected)) {
    const totals = [];
    for (const path of scenario.paths) {
      const check = await fetch(`${app.url}${path}`, { headers });
      if (!check.ok) throw new Error(`${path} answered ${check.status}`);
      const body = await check.json();
      if ((body.projects ?? body.users ?? []).length === 0) throw new Error(`${path}: no result`);
      totals.push(`${body.total}${body.totalCapped ? '+' : ''}`);
    }
    console.log(
      `${scenario.label} (${scenario.paths.length} queries): totals ${totals.join(', ')}`,
    );
    // Every connection cycles through every query (in its own order).
    const n = scenario.paths.length;
    const spread = spreadPaths(
      Array.from({ length: 32 * n }, (_, i) => scenario.paths[i % n]),
      32,
    );
    const label = `${scenario.label}, ${viewer}`;
    results.push(await compare(label, baseline, () => load(app.url, { ...spread, headers })));
  }
  return results;
}

/** BENCH_SEARCH_CACHE: "on", "off" or "both" (default): the facet cache (SEARCH_CACHE_SECONDS). */
const MODES = { on: ['on'], off: ['off'], both: ['on', 'off'] }[
  process.env.BENCH_SEARCH_CACHE ?? 'both'
];

export async function run() {
  // BENCH_SEARCH_REUSE=1: the database a previous run kept (BENCH_KEEP_DB=1), already seeded.
  // BENCH_SEARCH_DB: the database's name (several people benching on one server each use theirs).
  const reuse = Boolean(process.env.BENCH_SEARCH_REUSE);
  const name = process.env.BENCH_SEARCH_DB ?? 'kollabo_bench_search';
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`bad database name ${name}`);
  const database = reuse
    ? {
        url: Object.assign(new URL(process.env.DATABASE_URL ?? DEFAULT_PG), {
          pathname: `/${name}`,
        }).toString(),
        drop: async () => undefined,
      }
    : await freshPostgres(name);
  // Load shedding off: the figures are the latency of the searches, not of 503 answers.
  const start = (cacheSeconds) =>
    startApp({
      databaseUrl: database.url,
      env: {
        DATABASE_POOL_SIZE: '8',
        OVERLOAD_EVENT_LOOP_DELAY_MS: '0',
        OVERLOAD_HEAP_MB: '0',
        OVERLOAD_MAX_QUEUE_MS: '0',
        SEARCH_CACHE_SECONDS: String(cacheSeconds),
      },
    });
  // The first start migrates the database (seeding needs the tables).
  let app = await start(0);
  const bare = await startBare();
  try {
    const client = reuse
      ? new pg.Client({ connectionString: database.url })
      : await seed(database.url);
    if (reuse) await client.connect();
    await addRareWords(client);
    await client.query('analyze project_search');
    await explainScenarios(database.url, client, SCENARIOS.filter(selected));
    const vocab = await vocabulary(client);
    const oneOff = oneOffSets(vocab);
    await explainScenarios(
      database.url,
      client,
      ONE_OFF.filter(selected).map(({ label, kind }) => ({ label, paths: oneOff.off[kind] })),
      Number(process.env.BENCH_SEARCH_EXPLAIN_SAMPLE ?? 3),
    );
    // BENCH_SEARCH_EXPLAIN_PATHS: more paths to explain, separated by spaces (a slow one seen).
    const extra = (process.env.BENCH_SEARCH_EXPLAIN_PATHS ?? '').split(' ').filter(Boolean);
    if (extra.length) {
      await explainScenarios(
        database.url,
        client,
        [{ label: 'asked', paths: extra }],
        extra.length,
      );
    }
    const member = await memberHeaders(app.url, client);
    await client.end();
    if (process.env.BENCH_SEARCH_EXPLAIN_ONLY) return;

    const summary = [];
    const oneOffSummary = [];
    for (const mode of MODES) {
      await app.stop();
      app = await start(mode === 'on' ? 15 : 0);
      console.log(
        `\n== facet cache ${mode === 'on' ? 'on (15 s)' : 'off (counted at every search)'}`,
      );
      // Cache off, a visitor's search reads everything, like a member's: one pass is enough.
      const viewers = mode === 'on' ? ['visitor', 'member'] : ['visitor'];
      for (const viewer of viewers) {
        const headers = viewer === 'member' ? member : {};
        for (const r of await measure(app, bare, { headers, viewer })) summary.push({ mode, ...r });
      }
      for (const { label, kind } of ONE_OFF.filter(selected)) {
        const base = await sendOnce(bare.url, Array(ONE_OFF_QUERIES).fill('/bare'));
        const target = await sendOnce(app.url, oneOff[mode][kind]);
        if (target.failed) throw new Error(`${label}: ${target.failed} searches failed`);
        console.log(
          `${label}: p50 ${target.p50} / p95 ${target.p95} / p99 ${target.p99} / max ${target.max} ms, ${target.rps.toFixed(0)} req/s | bare p50 ${base.p50} / p99 ${base.p99} ms, ${base.rps.toFixed(0)} req/s`,
        );
        for (const slow of target.slowest)
          console.log(`   ${slow.ms} ms ${decodeURIComponent(slow.path)}`);
        oneOffSummary.push({ mode, label, target, base });
      }
    }
    console.log('');
    for (const r of summary) {
      console.log(
        `  cache ${r.mode.padEnd(3)} ${r.label.padEnd(40)} p99 ${String(r.target.p99).padStart(4)} ms, ${r.target.rps.toFixed(0).padStart(5)} req/s (target < 50 ms) ${r.target.p99 < 50 ? 'OK' : 'ABOVE TARGET'}`,
      );
    }
    for (const r of oneOffSummary) {
      const ratio = (a, b) => (b > 0 ? (a / b).toFixed(0) : '-');
      console.log(
        `  cache ${r.mode.padEnd(3)} ${r.label.padEnd(40)} p50 ${r.target.p50} p95 ${r.target.p95} p99 ${r.target.p99} ms (bare p50 ${r.base.p50} p99 ${r.base.p99} ms: ×${ratio(r.target.p50, r.base.p50)} / ×${ratio(r.target.p99, r.base.p99)}) (target p99 < 100 ms) ${r.target.p99 < 100 ? 'OK' : 'ABOVE TARGET'}`,
      );
    }
  } finally {
    await bare.stop();
    await app.stop();
    if (!process.env.BENCH_KEEP_DB) await database.drop();
  }
}
