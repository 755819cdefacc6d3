// npm run bench -- overload: load shedding (plugins/overload.ts), on PostgreSQL. One owner's
// project list (GET /api/project/my-projects, 200 distinct pages, 3,000 projects). First the
// sustainable rate R is measured (closed loop, 64 connections, no shedding); then 2R and 4R are
// offered (fixed rate, 200 connections) to an instance without shedding and to one with it,
// alternated over two rounds: p99 of the answered (2xx) requests, the share of 503s, and
// /api/health probed every 100 ms during each run. OVERLOAD_VARIANTS=1 adds an instance per
// signal (event-loop delay only, queue wait only).
import autocannon from 'autocannon';
import pg from 'pg';
import { SignJWT } from 'jose';
import { endpointUrl, healthApi, projectsApi } from '@kollabo/shared';
import { apiPath, apiUrl } from './api-client.mjs';
import { freshPostgres, load, spreadPaths, startApp } from './lib.mjs';

const DURATION = 10;
// The clients of the fixed-rate runs; at 200 a round trip of ~120 ms caps what they can offer
// near R itself, so overload needs more (BENCH_OVERLOAD_CONNECTIONS).
const CONNECTIONS = Number(process.env.BENCH_OVERLOAD_CONNECTIONS ?? 200);

const JWT_SECRET = 'bench-secret-bench-secret-bench-secret-0123';
const PROJECTS = 3_000;

/** One owner with 3,000 projects. */
async function seed(url) {
  const client = new pg.Client({ connectionString: url });
  client.on('error', (error) => console.error(`seed connection: ${error.message}`));
  await client.connect();
  const { rows } = await client.query(
    `insert into users (pseudo, email, password_hash, statut)
     values ('heavy', 'heavy@bench.test', 'x', 'Agence') returning id, token_version`,
  );
  const owner = rows[0];
  await client.query(
    `insert into projects (owner_id, title, description, budget, statut, profil_search,
        created_at, credit_spent, is_free_project)
      select $1,
        (array['Campagne','Lancement','Tournée','Vidéo','Collab'])[1 + k % 5] || ' ' ||
        (array['beauté','sport','mode','cuisine','voyage','tech','gaming'])[1 + (k * 7) % 7] || ' ' || k,
        'Nous recherchons des créateurs de contenu pour une campagne de notoriété.',
        '500 € à 1 000 €', (array['publish','save','close','attribute'])[1 + k % 4],
        array['Influenceur'], now() - k * interval '1 minute', true, k = 0
      from generate_series(0, ${PROJECTS - 1}) k`,
    [owner.id],
  );
  await client.query('analyze');
  await client.end();
  return new SignJWT({ tv: owner.token_version })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(owner.id)
    .setIssuer('kollabo')
    .setIssuedAt()
    .setExpirationTime('1d')
    .sign(new TextEncoder().encode(JWT_SECRET));
}

const percentile = (values, p) => {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};

/** Offers `rate` requests per second; latencies of 2xx answers, counts by status. */
async function offer(url, paths, rate, token) {
  const ok = [];
  let shed = 0;
  let other = 0;
  const health = [];
  let healthFailures = 0;
  let probing = true;
  const probe = (async () => {
    while (probing) {
      const started = performance.now();
      try {
        const res = await fetch(apiUrl(url, healthApi.live), { signal: AbortSignal.timeout(5000) });
        if (res.status !== 200) healthFailures += 1;
        await res.arrayBuffer();
        health.push(performance.now() - started);
      } catch {
        healthFailures += 1;
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  })();
  const instance = autocannon({
    url,
    duration: DURATION,
    overallRate: rate,
    ...spreadPaths(paths, CONNECTIONS),
    headers: { authorization: `Bearer ${token}` },
  });
  instance.on('response', (_client, status, _bytes, ms) => {
    if (status >= 200 && status < 300) ok.push(ms);
    else if (status === 503) shed += 1;
    else other += 1;
  });
  const result = await instance;
  probing = false;
  await probe;
  const answered = ok.length + shed + other;
  return {
    offered: rate,
    okPerSecond: ok.length / DURATION,
    p50: percentile(ok, 50),
    p99: percentile(ok, 99),
    shedShare: answered ? shed / answered : 0,
    other,
    errors: result.errors + result.timeouts,
    healthP99: percentile(health, 99),
    healthFailures,
  };
}

export async function run() {
  const database = await freshPostgres('kollabo_bench_overload');
  try {
    // 200 distinct pages of the owner's list (page, order, status tab): one per connection.
    const paths = ['', '&publish=true', '&save=true', '&close=true'].flatMap((tab) =>
      Array.from({ length: 25 }, (_, i) => i + 1).flatMap((page) =>
        ['croissant', 'decroissant'].map(
          (order) => `${endpointUrl(projectsApi.mine, { query: { page, triPar: order } })}${tab}`,
        ),
      ),
    );
    const env = { JWT_SECRET };
    const variants = [
      ['without shedding', { OVERLOAD_EVENT_LOOP_DELAY_MS: '0', OVERLOAD_MAX_QUEUE_MS: '0' }],
      ['with shedding (defaults)', {}],
      ...(process.env.OVERLOAD_VARIANTS
        ? [
            ['event-loop delay only', { OVERLOAD_MAX_QUEUE_MS: '0' }],
            ['queue wait only', { OVERLOAD_EVENT_LOOP_DELAY_MS: '0' }],
          ]
        : []),
    ];
    // Every instance runs from the start (an idle one costs nothing) and the runs alternate,
    // twice, so that the machine's changing load falls on both sides alike.
    const apps = [];
    for (const [label, shedding] of variants) {
      const app = await startApp({
        databaseUrl: database.url,
        env: { ...env, OVERLOAD_HEAP_MB: '0', ...shedding },
      });
      apps.push({ label, app });
    }
    const rows = [];
    try {
      const token = await seed(database.url); // after the first start has migrated
      const auth = { authorization: `Bearer ${token}` };
      for (const { app } of apps) {
        await load(`${app.url}${paths[0]}`, { duration: 3, connections: 8, headers: auth });
      }
      const closed = await load(apps[0].app.url, {
        duration: 8,
        headers: auth,
        ...spreadPaths(paths, 64),
      });
      const sustainable = Math.round(closed.rps);
      console.log(
        `sustainable rate R (closed loop, 64 connections, no shedding): ${sustainable} req/s, p99 ${closed.p99} ms`,
      );
      for (const round of [1, 2]) {
        for (const factor of [2, 4]) {
          for (const { label, app } of round === 1 ? apps : [...apps].reverse()) {
            const r = await offer(app.url, paths, factor * sustainable, token);
            rows.push({ label: `${label}, round ${round}`, factor, ...r });
          }
        }
      }
    } finally {
      for (const { app } of apps) await app.stop();
    }
    console.log(
      `\n| instance | offered | answered 2xx/s | p50 / p99 of 2xx | 503 share | other / errors | ${apiPath(healthApi.live)} p99, failures |`,
    );
    console.log('|---|---|---|---|---|---|---|');
    for (const r of rows) {
      console.log(
        `| ${r.label} | ${r.factor}R = ${r.offered} req/s | ${r.okPerSecond.toFixed(0)} | ${r.p50.toFixed(0)} / ${r.p99.toFixed(0)} ms | ${(r.shedShare * 100).toFixed(1)}% | ${r.other} / ${r.errors} | ${r.healthP99.toFixed(0)} ms, ${r.healthFailures} |`,
      );
    }
  } finally {
    await database.drop();
  }
}
