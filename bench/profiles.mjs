// npm run bench -- profiles: seeds 100,000 users on PostgreSQL, then measures
// GET /api/user/profile and GET /api/user/get-users-secteur against the bare Fastify route in the
// same run, and prints the EXPLAIN of every list query of the profiles module. The profile is
// measured twice: through the app's profile cache (profile-cache.ts) and on a second instance
// started with PROFILE_CACHE_MB=0, where every read goes to the database.
import path from 'node:path';
import pg from 'pg';
import { endpointUrl, favouritesApi, profilesApi } from '@kollabo/shared';
import { endpointLabel } from './api-client.mjs';
import { compare, freshPostgres, load, root, spreadPaths, startApp, startBare } from './lib.mjs';

const USERS = Number(process.env.BENCH_USERS ?? 100_000);
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

// The demo's generator makes the people (names, types, niches, cities, presentations): one way
// of making data, two sizes (the demo's 64 creators, these 100,000).
const { generateCreators } = await import(path.join(root, 'apps/server/dist/demo/generator.js'));

export async function seed(url) {
  const client = new pg.Client({ connectionString: url });
  client.on('error', (error) => console.error(`seed connection: ${error.message}`));
  await client.connect();
  const started = Date.now();
  const people = generateCreators(USERS, { emailDomain: 'example.test' });
  // One set-based insert per batch of 20,000: the generated texts as arrays, pseudos (benchN,
  // the requests' keys) and counters computed by the database from the row number.
  for (let from = 1; from <= USERS; from += 20_000) {
    const batch = people.slice(from - 1, Math.min(from + 19_999, USERS));
    const column = (key) => batch.map((person) => person[key]);
    await client.query(
      `insert into users (pseudo, email, password_hash, name, statut, categorie, localisation,
                          presentation, views, in_favorize, last_connect, created_at)
       select 'bench' || i, 'bench' || i || '@example.test', 'x', g.name, g.statut, g.categorie,
              g.localisation, g.presentation,
              (i::bigint * 7919) % 50000, (i::bigint * 104729) % 900,
              now() - ((i % 10000) * interval '1 minute'), now() - ((i % 900) * interval '1 day')
       from unnest($2::text[], $3::text[], $4::text[], $5::text[], $6::text[])
              with ordinality as g(name, statut, categorie, localisation, presentation, n),
            lateral (select $1::int + g.n::int - 1 as i) r`,
      [
        from,
        column('name'),
        column('statut'),
        column('categorie'),
        column('localisation'),
        column('presentation'),
      ],
    );
  }
  // One user in ten has a running pack; bench1 has 500 favourites.
  await client.query(
    `insert into user_packs (user_id, type, balance_offer, expire_date)
     select id, (array['standard','premium','ultimate'])[1 + (views % 3)], 5, now() + interval '20 days'
     from users where views % 10 = 0`,
  );
  await client.query(
    `insert into favourites (user_id, liked_id, created_at)
     select (select id from users where pseudo = 'bench1'), id, now() - (views * interval '1 second')
     from users where pseudo <> 'bench1' order by views desc limit 500`,
  );
  await client.query('analyze');
  console.log(`seeded ${USERS} users in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return client;
}

/** The SQL the profiles repository sends (same shape as Drizzle generates), for EXPLAIN. */
const QUERIES = {
  // The batch loader's statement: every pseudo asked during one event-loop turn at once.
  'profiles by pseudo, batch of 3': `select k.key, u.id, u.pseudo, u.name, u.statut, u.presentation,
      u.views, p.type
    from unnest(array['bench54321', 'Bench7', 'nobody']::text[]) as k(key)
    join users u on lower(u.pseudo) = lower(k.key)
    left join user_packs p on p.user_id = u.id and p.expire_date > now()`,
  'sector listing, page 1': `select u.pseudo, u.name, u.statut, left(u.presentation, 200), u.photo_profile,
      u.views, u.in_favorize, u.last_connect, p.type
    from users u left join user_packs p on p.user_id = u.id and p.expire_date > now()
    where u.categorie = 'Voyage' order by u.views desc nulls last, u.id limit 11 offset 0`,
  'sector listing, type filter, page 3': `select u.pseudo, u.name, u.statut, left(u.presentation, 200),
      u.views, p.type
    from users u left join user_packs p on p.user_id = u.id and p.expire_date > now()
    where u.categorie = 'Voyage' and u.statut = 'Youtubeur'
    order by u.views desc nulls last, u.id limit 11 offset 20`,
  'favourites, page 2': `select u.pseudo, u.name, u.statut, left(u.presentation, 200), u.views, p.type
    from favourites f join users u on u.id = f.liked_id
    left join user_packs p on p.user_id = u.id and p.expire_date > now()
    where f.user_id = (select id from users where lower(pseudo) = 'bench1')
    order by f.created_at desc nulls last limit 11 offset 10`,
  'favourites search': `select u.pseudo, u.name from favourites f join users u on u.id = f.liked_id
    left join user_packs p on p.user_id = u.id and p.expire_date > now()
    where f.user_id = (select id from users where lower(pseudo) = 'bench1')
      and (lower(u.pseudo) like '%bench9%' or lower(u.name) like '%bench9%')
    order by f.created_at desc nulls last limit 11 offset 0`,
};

async function explainAll(client) {
  for (const [label, sql] of Object.entries(QUERIES)) {
    const { rows } = await client.query(`explain (analyze, costs off, timing on) ${sql}`);
    console.log(`\n-- EXPLAIN ${label}`);
    for (const row of rows) console.log(row['QUERY PLAN']);
  }
}

/** Context for the ratio: the same prepared query straight from a pg pool, no HTTP at all. */
async function rawQueryRate(url) {
  const pool = new pg.Pool({ connectionString: url, max: 20 });
  const text = `select u.id, u.pseudo, u.name, u.statut, u.localisation, u.presentation, u.categorie,
      u.phone, u.photo_profile, u.photo_cover, u.gallery_1, u.gallery_2, u.video_url, u.views,
      u.in_favorize, u.last_connect, u.created_at, p.type
    from users u left join user_packs p on p.user_id = u.id and p.expire_date > now()
    where lower(u.pseudo) = lower($1) limit 1`;
  let count = 0;
  const end = Date.now() + 5000;
  await Promise.all(
    Array.from({ length: 32 }, async (_, worker) => {
      while (Date.now() < end) {
        const n = (count * 48271 + worker) % USERS;
        await pool.query({ name: 'raw_profile', text, values: [`bench${n + 1}`] });
        count += 1;
      }
    }),
  );
  await pool.end();
  return count / 5;
}

export async function run() {
  const database = await freshPostgres('kollabo_bench_profiles');
  const app = await startApp({ databaseUrl: database.url });
  // The same app without its profile cache: what a read costs when it goes to the database.
  const uncachedApp = await startApp({
    databaseUrl: database.url,
    env: { PROFILE_CACHE_MB: '0' },
  });
  const bare = await startBare();
  try {
    const client = await seed(database.url);
    await explainAll(client);
    await client.end();

    const baseline = () => load(`${bare.url}/bare`);
    // Every profile once per pass, in a scattered order (48271 is prime to 100,000).
    const paths = Array.from({ length: USERS }, (_, i) =>
      endpointUrl(profilesApi.profile, {
        query: { user: `bench${((i * 48271 + 11) % USERS) + 1}` },
      }),
    );
    const profilesOf = (server) => () => load(server.url, spreadPaths(paths));
    let page = 0;
    const sectors = () =>
      load(app.url, {
        connections: 32,
        requests: [
          {
            method: 'GET',
            setupRequest: (req) => {
              page += 1;
              const query = { secteur: NICHES[page % 16], page: 1 + (page % 5), pageSize: 10 };
              return { ...req, path: endpointUrl(favouritesApi.sector, { query }) };
            },
          },
        ],
      });
    console.log('');
    const raw = await rawQueryRate(database.url);
    console.log(`raw pg, same prepared profile query, 32 in flight: ${raw.toFixed(0)} queries/s`);
    const uncached = await compare(
      `${endpointLabel(profilesApi.profile)}, no cache`,
      baseline,
      profilesOf(uncachedApp),
    );
    // The cache fills during the first pass (each answer stays a minute): shown on its own.
    const filling = await profilesOf(app)();
    console.log(
      `${endpointLabel(profilesApi.profile)}, cache filling  ${filling.rps.toFixed(0).padStart(7)} req/s  p99 ${String(filling.p99).padStart(4)} ms`,
    );
    const profile = await compare(
      `${endpointLabel(profilesApi.profile)}, cached`,
      baseline,
      profilesOf(app),
    );
    console.log(
      `  memory: ${app.rssMb().toFixed(0)} MB with every visitor answer cached, ${uncachedApp.rssMb().toFixed(0)} MB without the cache`,
    );
    const sector = await compare(endpointLabel(favouritesApi.sector), baseline, sectors);
    console.log(
      `  profile: ${(profile.ratio * 100).toFixed(0)}% of bare (target ≥ 40%) ${profile.ratio >= 0.4 ? 'OK' : 'BELOW TARGET'}; ${(uncached.ratio * 100).toFixed(0)}% with PROFILE_CACHE_MB=0`,
    );
    console.log(
      `  sector listing p99: ${sector.target.p99} ms at 32 connections (target < 20 ms) ${sector.target.p99 < 20 ? 'OK' : 'ABOVE TARGET'}`,
    );
  } finally {
    await bare.stop();
    await app.stop();
    await uncachedApp.stop();
    await database.drop();
  }
}
