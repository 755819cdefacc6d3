// npm run bench -- projects: seeds 1,000,000 projects over 100,000 owners on PostgreSQL, then
// measures GET /api/project?id= and GET /api/project/my-projects (every filter) against the bare
// Fastify route, and prints EXPLAIN ANALYZE of the real my-projects query for every filter
// combination (paste into bench/results.md).
import argon2 from 'argon2';
import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import { accountsApi, projectsApi } from '@kollabo/shared';
import { apiUrl, endpointLabel, logIn } from './api-client.mjs';
import { compare, freshPostgres, load, root, startApp, startBare } from './lib.mjs';

const OWNERS = 100_000;
const PER_OWNER = 10;
/** One owner with many projects: the worst case of the owner's list. */
const HEAVY_PROJECTS = 5_000;
const BUDGETS = ['Moins de 500 €', '500 € à 1 000 €', '1 000 € à 10 000 €', 'Plus de 10 000 €'];

export async function seed(client, hash) {
  const started = Date.now();
  // Bulk load: foreign-key triggers off for this session (the generated rows are consistent).
  await client.query(`set session_replication_role = replica`);
  // Indexes are dropped during the load and rebuilt afterwards (much faster than row by row).
  await client.query(`drop index projects_owner_created_idx, projects_statut_created_idx,
    projects_title_trgm_idx, projects_one_free_per_owner_uq`);
  await client.query(
    `insert into users (pseudo, email, password_hash, statut, name)
     select 'owner' || n, 'owner' || n || '@bench.test', $1, 'Marque', 'Marque ' || n
     from generate_series(1, $2) n`,
    [hash, OWNERS],
  );
  await client.query(
    `insert into users (pseudo, email, password_hash, statut) values ('heavy', 'heavy@bench.test', $1, 'Agence')`,
    [hash],
  );
  const insertProjects = (whereUsers, series) =>
    client.query(`
      insert into projects (owner_id, title, description, budget, statut, profil_search,
        created_at, published_at, credit_spent, is_free_project, views, total_offers)
      select u.id,
        (array['Campagne','Lancement','Tournée','Vidéo','Collab','Jeu concours'])[1 + (k + n) % 6]
          || ' ' || (array['beauté','sport','mode','cuisine','voyage','tech','gaming'])[1 + (n * 7 + k) % 7]
          || ' ' || k,
        'Nous recherchons des créateurs de contenu pour une campagne de notoriété sur les réseaux sociaux.',
        (array['${BUDGETS.join("','")}'])[1 + (n + k) % 4],
        (array['publish','publish','publish','save','close','attribute','prePublish'])[1 + (n + k * 3) % 7],
        case (n + k) % 5
          when 0 then array['Influenceur']
          when 1 then array['Createur de contenu','Influenceur']
          when 2 then array['Agence']
          when 3 then array['Marque','Agent']
          else array['Acteur','Influenceur'] end,
        now() - ((n * 13 + k * 7919) % 500000) * interval '1 minute',
        now() - ((n * 13 + k * 7919) % 500000) * interval '1 minute',
        true, k = 0, (n * 31 + k) % 900, (n + k) % 25
      from (select id, row_number() over (order by pseudo) as n from users ${whereUsers}) u
      cross join generate_series(${series}) k`);
  for (let k = 0; k < PER_OWNER; k += 1) {
    await insertProjects(`where pseudo like 'owner%'`, `${k}, ${k}`);
  }
  await insertProjects(`where pseudo = 'heavy'`, `0, ${HEAVY_PROJECTS - 1}`);
  await client.query(`set session_replication_role = origin`);
  const loaded = Date.now();
  await client.query(
    `create index projects_owner_created_idx on projects using btree (owner_id, created_at desc nulls last, id)`,
  );
  await client.query(
    `create index projects_statut_created_idx on projects using btree (statut, created_at)`,
  );
  await client.query(
    `create index projects_title_trgm_idx on projects using gin (lower(title) gin_trgm_ops)`,
  );
  await client.query(
    `create unique index projects_one_free_per_owner_uq on projects using btree (owner_id) where is_free_project`,
  );
  await client.query('analyze users; analyze projects');
  const { rows } = await client.query('select count(*)::int as n from projects');
  console.log(
    `  seeded ${rows[0].n} projects over ${OWNERS + 1} owners: load ${((loaded - started) / 1000).toFixed(1)} s, indexes ${((Date.now() - loaded) / 1000).toFixed(1)} s, total ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}

export const login = (url, pseudo) => logIn(url, pseudo, 'benchpass123');

/** EXPLAIN ANALYZE of the repository's own query for the 32 filter combinations. */
export async function explainAll(databaseUrl, ownerId) {
  const schema = await import(`${root}/apps/server/dist/db/schema/index.js`);
  const { ownerProjectsQuery, ownerProjectsValues, shapeOf } = await import(
    `${root}/apps/server/dist/modules/projects/project-reads.repository.js`
  );
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  const db = drizzle(pool, { schema });
  const lines = [];
  for (let mask = 0; mask < 32; mask += 1) {
    const filters = {
      name: mask & 1 ? 'beauté' : undefined,
      profiles: mask & 2 ? ['Influenceur'] : [],
      statuses: mask & 4 ? ['publish', 'prePublish', 'close'] : [],
      budgets: mask & 8 ? [BUDGETS[0], BUDGETS[3]] : [],
      newestFirst: !(mask & 16),
      limit: 11,
      offset: 0,
    };
    // The statement the app sends for this shape (unnamed, so planned with these values).
    const { sql, params } = ownerProjectsQuery(db, shapeOf(filters)).toSQL();
    const values = ownerProjectsValues(ownerId, filters);
    const bound = params.map((p) =>
      p && typeof p === 'object' && 'name' in p ? values[p.name] : p,
    );
    const { rows } = await pool.query(
      `explain (analyze, costs off, timing off, summary on) ${sql}`,
      bound,
    );
    const plan = rows.map((r) => r['QUERY PLAN']);
    const label = [
      filters.name ? 'name' : null,
      filters.profiles.length ? 'profile' : null,
      filters.statuses.length ? 'status' : null,
      filters.budgets.length ? 'budget' : null,
      filters.newestFirst ? 'recent' : 'oldest',
    ]
      .filter(Boolean)
      .join(' + ');
    const usesIndex = plan.some((line) => /Index (Only )?Scan|Bitmap Index Scan/.test(line));
    const seqScan = plan.some((line) => /Seq Scan/.test(line));
    lines.push(
      `### ${label} — ${usesIndex && !seqScan ? 'index' : 'NO INDEX'}`,
      '```',
      ...plan,
      '```',
    );
  }
  await pool.end();
  return lines.join('\n');
}

export async function run() {
  const database = await freshPostgres('kollabo_bench_projects');
  const app = await startApp({ databaseUrl: database.url });
  const bare = await startBare();
  try {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    await seed(client, await argon2.hash('benchpass123', { type: argon2.argon2id }));
    const { rows } = await client.query(
      `select p.id as project, u.id as owner from projects p join users u on u.id = p.owner_id
       where u.pseudo in ('owner1', 'heavy') and p.statut = 'publish' order by u.pseudo limit 1`,
    );
    const heavy = (await client.query(`select id from users where pseudo = 'heavy'`)).rows[0].id;
    const projectId = rows[0].project;
    await client.end();

    const viewer = { authorization: `Bearer ${await login(app.url, 'owner2')}` };
    const heavyAuth = { authorization: `Bearer ${await login(app.url, 'heavy')}` };
    const ownerAuth = { authorization: `Bearer ${await login(app.url, 'owner1')}` };
    const allFilters = {
      filter: 'Influenceur',
      projectName: 'beaut',
      profil: 'Influenceur',
      triPar: 'croissant',
      publish: true,
      close: true,
      attribute: true,
      save: true,
      budgetMoins500: true,
      budget500a1k: true,
      budget1ka10k: true,
      budgetplus10k: true,
      page: 1,
      pageSize: 10,
    };
    const baseline = () => load(`${bare.url}/bare`);
    const detailUrl = apiUrl(app.url, projectsApi.detail, { query: { id: projectId } });
    const listUrl = apiUrl(app.url, projectsApi.mine, { query: allFilters });
    const detail = endpointLabel(projectsApi.detail);
    const results = [
      // Reference: the cheapest logged route (token check and one query), same run.
      await compare(`${endpointLabel(accountsApi.tokenCheck)} (reference)`, baseline, () =>
        load(apiUrl(app.url, accountsApi.tokenCheck), { headers: viewer }),
      ),
      await compare(`${detail}?id= (visitor)`, baseline, () => load(detailUrl)),
      await compare(`${detail}?id= (logged)`, baseline, () => load(detailUrl, { headers: viewer })),
      await compare('my-projects all filters (10 proj.)', baseline, () =>
        load(listUrl, { headers: ownerAuth }),
      ),
      await compare('my-projects all filters (5000 proj.)', baseline, () =>
        load(listUrl, { headers: heavyAuth }),
      ),
      await compare('my-projects page 40, oldest (5000)', baseline, () =>
        load(
          apiUrl(app.url, projectsApi.mine, {
            query: { triPar: 'decroissant', page: 40, pageSize: 10 },
          }),
          { headers: heavyAuth },
        ),
      ),
    ];
    console.log('\n| measure | req/s | p99 ms | bare req/s | ratio |\n|---|---|---|---|---|');
    for (const r of results) {
      console.log(
        `| ${r.label} | ${r.target.rps.toFixed(0)} | ${r.target.p99} | ${r.baseline.rps.toFixed(0)} | ${(r.ratio * 100).toFixed(0)}% |`,
      );
    }
    console.log('\n## EXPLAIN ANALYZE, heavy owner (5000 projects)\n');
    console.log(await explainAll(database.url, heavy));
  } finally {
    await bare.stop();
    await app.stop();
    await database.drop();
  }
}
