// npm run bench -- startup: cold starts of the built app (what `npm start` does once built).
// For PGlite (an existing data directory, as on a second `npm start`) and for PostgreSQL (an
// already migrated database): 5 starts each, from spawning node to the first 200 of GET /,
// and to the first 200 of GET /api/ready. Prints each and the median.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
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
    const ready = await firstOk(`http://127.0.0.1:${PORT}/api/ready`, child, startedAt);
    return { home, ready };
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
  console.log(
    `${label.padEnd(12)} first GET / median ${median(home).toFixed(0)} ms ` +
      `(${home.map((v) => v.toFixed(0)).join(', ')}) · /api/ready median ${median(ready).toFixed(0)} ms`,
  );
  return { label, home: median(home), ready: median(ready) };
}

export async function run() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'kollabo-startup-'));
  try {
    await series('PGlite', { DATA_DIR: dataDir, DATABASE_URL: '' });
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
