import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freshPostgres, load, root } from './lib.mjs';
import { seed } from './profiles.mjs';
const database = await freshPostgres('kollabo_probe_profiles');
const port = 39123;
const url = `http://127.0.0.1:${port}`;
const child = spawn(process.execPath, ['--cpu-prof', '--cpu-prof-dir=/tmp/kprof', path.join(root, 'apps/server/dist/main.js')], {
  env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'kp-')), PUBLIC_URL: url, LOG_LEVEL: 'warn', JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123', MESSAGE_KEY: 'a'.repeat(64), DATABASE_URL: database.url, REDIS_URL: '' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
for (;;) { try { if ((await fetch(`${url}/api/ready`)).ok) break; } catch {} await new Promise((r) => setTimeout(r, 200)); }
try {
  const client = await seed(database.url);
  await client.end();
  const target = process.argv[2] ?? '/api/user/profile?user=bench777';
  const p = await load(`${url}${target}`, { connections: 8, duration: 8 });
  console.log(target, p.rps, p.p99);
} finally {
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM'); await exited; await database.drop();
}
process.exit(0);
