// npm run bench -- startup: cold starts of the built app (what `npm start` does once built).
// For PGlite (an existing data directory, as on a second `npm start`) and for PostgreSQL (an
// already migrated database): 5 starts each, from spawning node to the first 200 of GET /,
// and to the first 200 of GET /api/ready. Prints each and the median.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { healthApi } from '@kollabo/shared';
import { apiPath, apiUrl } from './api-client.mjs';
import { freshPostgres, root } from './lib.mjs';

const RUNS = 5;
const PORT = 3990;

async function firstOk(url, child, startedAt) {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const answer = await fetch(url);
      if (answer.ok) return performance.now() - startedAt;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 10));
  }
}

async function coldStart(env) {
  const startedAt = performance.now();
  const child = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
    env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    const home = await firstOk(`http://127.0.0.1:${PORT}/`, child, startedAt);
    // The process's own CPU time (user + system, every thread) until then: on a shared machine
    // the wall time moves with the load, this much less.
    const fields = readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1].split(' ');
    const cpu = ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
    const ready = await firstOk(
      apiUrl(`http://127.0.0.1:${PORT}`, healthApi.ready),
      child,
      startedAt,
    );
    return { home, ready, cpu };
  } finally {
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await exited;
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function series(label, env) {
  await coldStart(env); // creates or migrates the database: not a cold start of a built app
  const runs = [];
  for (let i = 0; i < RUNS; i += 1) runs.push(await coldStart(env));
  const home = runs.map((r) => r.home);
  const ready = runs.map((r) => r.ready);
  const cpu = runs.map((r) => r.cpu);
  console.log(
    `${label.padEnd(12)} first GET / median ${median(home).toFixed(0)} ms ` +
      `(${home.map((v) => v.toFixed(0)).join(', ')}) · ${apiPath(healthApi.ready)} median ${median(ready).toFixed(0)} ms` +
      ` · CPU to the first GET / median ${median(cpu).toFixed(0)} ms (${cpu.join(', ')})`,
  );
  return { label, home: median(home), ready: median(ready), cpu: median(cpu) };
}

export async function run() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'kollabo-startup-'));
  try {
    await series('PGlite', { DATA_DIR: dataDir, DATABASE_URL: '' });
    // BENCH_STARTUP_PGLITE_ONLY=1: the embedded database alone (what `npm start` runs by default).
    if (process.env.BENCH_STARTUP_PGLITE_ONLY) return;
    const database = await freshPostgres('bench_startup');
    try {
      await series('PostgreSQL', { DATA_DIR: dataDir, DATABASE_URL: database.url });
    } finally {
      await database.drop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
