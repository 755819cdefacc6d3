// Shared benchmark helpers: servers in child processes, autocannon in this one, results as
// ratios against a bare Fastify route measured in the same run (machines are shared and noisy).
import { fork, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { healthApi } from '@kollabo/shared';
import { apiUrl } from './api-client.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
export const root = path.resolve(here, '..');
export const DEFAULT_PG = 'postgres://postgres@127.0.0.1:5432/test';

async function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

async function waitFor(url, child) {
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`process exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

// Servers and load processes a bench started, killed if the bench ends without stopping them
// (a crash, Ctrl-C, `timeout`): an orphaned app went on polling for 50 minutes, taking 8% of a
// core from every run after it.
const children = new Set();
export function ownChild(child) {
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}
process.once('exit', () => {
  for (const child of children) child.kill('SIGKILL');
});
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => process.exit(130));

function stopper(child, cleanup = () => {}) {
  return async () => {
    if (child.exitCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    }
    cleanup();
  };
}

/** The bare Fastify baseline: GET {url}/bare. */
export async function startBare() {
  const port = await freePort();
  const child = ownChild(
    fork(path.join(here, 'bare-server.mjs'), [], { env: { ...process.env, PORT: String(port) } }),
  );
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/bare`, child);
  return { url, stop: stopper(child) };
}

/** A fresh, empty PostgreSQL database for one benchmark; dropped by the returned function. */
export async function freshPostgres(name, baseUrl = process.env.DATABASE_URL ?? DEFAULT_PG) {
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: baseUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/** BENCH_NODE_ARGS reaches every app server's command line, e.g. for profiling:
 * BENCH_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" (NODE_OPTIONS refuses --cpu-prof). */
export const BENCH_NODE_ARGS = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);

/**
 * Runs the built app (npm run build first) with its own data dir; `appRoot` another checkout's
 * build. BENCH_APP_STDOUT=1 shows the app's log (warnings and errors at the bench's LOG_LEVEL).
 */
export async function startApp({
  databaseUrl,
  env = {},
  nodeArgs = BENCH_NODE_ARGS,
  appRoot = root,
} = {}) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'kollabo-bench-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(
    process.execPath,
    [...nodeArgs, path.join(appRoot, 'apps/server/dist/main.js')],
    {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        PUBLIC_URL: url,
        LOG_LEVEL: 'warn',
        JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
        MESSAGE_KEY: 'a'.repeat(64),
        DATABASE_URL: databaseUrl ?? '',
        REDIS_URL: '',
        ...env,
      },
      stdio: ['ignore', process.env.BENCH_APP_STDOUT ? 'inherit' : 'ignore', 'inherit'],
    },
  );
  ownChild(child);
  await waitFor(apiUrl(url, healthApi.ready), child);
  return {
    url,
    dataDir,
    pid: child.pid,
    /** Resident memory of the server process, in MB. */
    rssMb: () =>
      Number(readFileSync(`/proc/${child.pid}/status`, 'utf8').match(/VmRSS:\s+(\d+)/)[1]) / 1024,
    stop: stopper(child, () => rmSync(dataDir, { recursive: true, force: true })),
  };
}

/** The q-quantile (0.99 for the p99) of ascending `sorted` latencies; undefined when empty. */
export const percentile = (sorted, q) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] : undefined;

/**
 * A seeded uniform generator in [0, 1) (mulberry32): the same arrivals for both windows of a
 * round, the same one-off queries at every run.
 */
export function seededRandom(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * GET `url` with requests arriving one by one as independent users' would (a Poisson process
 * of `rate` per second, from `seed`), for `seconds`, over at most `connections` keep-alive
 * sockets: a request finding them all busy waits for one, and that wait counts. Each latency
 * runs from the request's scheduled arrival, so neither a slow server nor a late generator is
 * hidden (no coordinated omission). autocannon's `overallRate` sends each second's quota at the
 * start of the second on every connection at once, so its p99 is the tail of a few bursts.
 * `headersOf(i)` gives the i-th request's headers. Latencies in ms (`latencies`: all, sorted).
 */
export async function openLoop(url, { rate, seconds, connections, headersOf, seed = 1 }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const random = seededRandom(seed);
  const latencies = [];
  let failed = 0;
  let pending = 0;
  const started = performance.now();
  const end = started + seconds * 1000;
  let next = started;
  let sent = 0;
  let finish;
  const done = new Promise((resolve) => (finish = resolve));
  const one = (scheduled, headers) => {
    pending += 1;
    let settled = false;
    const settle = (ok) => {
      if (settled) return; // an error after the end, or the reverse: one answer, counted once
      settled = true;
      if (ok) latencies.push(performance.now() - scheduled);
      else failed += 1;
      pending -= 1;
      if (pending === 0 && next >= end) finish();
    };
    const req = http.get(url, { agent, headers }, (res) => {
      res.on('data', () => {});
      res.on('end', () => settle(res.statusCode >= 200 && res.statusCode < 300));
      res.on('error', () => settle(false));
    });
    req.on('error', () => settle(false));
  };
  const tick = () => {
    const now = performance.now();
    while (next <= now && next < end) {
      one(next, headersOf(sent));
      sent += 1;
      next += (-Math.log(1 - random()) / rate) * 1000;
    }
    if (next < end) setTimeout(tick, Math.max(0, next - performance.now()));
    else if (pending === 0) finish();
  };
  next += (-Math.log(1 - random()) / rate) * 1000;
  tick();
  await done;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (q) => Math.round(percentile(latencies, q) * 10) / 10;
  return {
    rps: latencies.length / seconds,
    p50: at(0.5),
    p90: at(0.9),
    p99: at(0.99),
    max: Math.round(latencies.at(-1) * 10) / 10,
    non2xx: failed,
    latencies,
  };
}

/** autocannon against one URL; returns requests per second and latency percentiles (ms). */
export async function load(
  url,
  {
    connections = 32,
    duration = 10,
    headers = {},
    method = 'GET',
    body,
    setupClient,
    requests,
  } = {},
) {
  const result = await autocannon({
    url,
    connections,
    duration,
    headers,
    method,
    body,
    setupClient,
    requests,
  });
  const non2xx = result.non2xx + result.errors;
  if (non2xx > 0) console.warn(`  warning: ${non2xx} non-2xx/errors on ${url}`);
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    total: result.requests.total,
    non2xx,
  };
}

/**
 * load() options giving each of the connections its own share of `paths`, each request built
 * once. Building one per call (setupRequest) costs the load generator about 10 µs, on the same
 * two cores as the server, which the bare route's fixed request does not pay.
 */
export function spreadPaths(paths, connections = 32) {
  let next = 0;
  // More connections than paths: connections share the groups (none is left without a request).
  const groups = Math.min(connections, paths.length);
  return {
    connections,
    setupClient: (client) => {
      const share = next++ % groups;
      client.setRequests(
        paths.filter((_, i) => i % groups === share).map((path) => ({ method: 'GET', path })),
      );
    },
  };
}

/** Alternates baseline and target `rounds` times and keeps the best of each (least noise). */
export async function compare(label, baselineRun, targetRun, rounds = 2) {
  const base = [];
  const target = [];
  for (let i = 0; i < rounds; i += 1) {
    base.push(await baselineRun());
    target.push(await targetRun());
  }
  const best = (runs) => runs.reduce((a, b) => (b.rps > a.rps ? b : a));
  const b = best(base);
  const t = best(target);
  const ratio = t.rps / b.rps;
  console.log(
    `${label.padEnd(34)} ${t.rps.toFixed(0).padStart(7)} req/s  p99 ${String(t.p99).padStart(4)} ms | bare ${b.rps.toFixed(0).padStart(7)} req/s | ratio ${(ratio * 100).toFixed(0)}%`,
  );
  return { label, target: t, baseline: b, ratio };
}

/**
 * The app on a fresh PostgreSQL database with the simulated payment provider (outside
 * production only) and load shedding off (every request answered, the latencies say the cost),
 * and a client on that database for seeding; `stop()` closes all three.
 */
export async function simulatedPaymentsApp(name, env = {}) {
  const database = await freshPostgres(name);
  const app = await startApp({
    databaseUrl: database.url,
    env: {
      NODE_ENV: 'development',
      OVERLOAD_EVENT_LOOP_DELAY_MS: '0',
      OVERLOAD_MAX_QUEUE_MS: '0',
      OVERLOAD_HEAP_MB: '0',
      ...env,
    },
  });
  const client = new pg.Client({ connectionString: database.url });
  client.on('error', () => {});
  await client.connect();
  return {
    database,
    app,
    client,
    async stop() {
      await client.end().catch(() => {});
      await app.stop();
      await database.drop();
    },
  };
}
