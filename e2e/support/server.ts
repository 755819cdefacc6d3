import { spawn, type ChildProcess, execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { inject } from 'vitest';
import { apiPath, healthApi } from '@kollabo/shared';

// Starts the built server (npm run build first) on a free port with its own DATA_DIR, so each
// journey file gets a fresh PGlite database and mail outbox. The database starts as a copy of one
// migrated once per run (global-setup.ts): a start then takes about 8 s instead of 30 on a busy
// machine.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const serverEntry = path.join(root, 'apps/server/dist/main.js');
const adminEntry = path.join(root, 'apps/server/dist/admin.js');

export interface RunningServer {
  url: string;
  dataDir: string;
  /** The newest 6-digit code mailed to `email` (from the .eml outbox). */
  lastCode(email: string): string;
  /** What the server printed on stdout so far (its start log ends with a human line). */
  output(): string;
  /** Runs `npm run admin -- ...args` against this server. */
  admin(...args: string[]): Promise<string>;
  /** Stops the server and removes its data directory (unless `keepData`). */
  stop(options?: { keepData?: boolean }): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
}

/**
 * `args` reach main.js (e.g. `--demo`: the demo marketplace, seeded before the server answers).
 * `migrated`: the migrated PGlite directory to start from; the run's by default, none for a
 * PostgreSQL server or the demo (which seeds an empty database).
 */
export async function startServer(
  env: Record<string, string> = {},
  args: string[] = [],
  migrated: string | null = env.DATABASE_URL || args.includes('--demo')
    ? null
    : inject('e2eMigratedDatabase'),
): Promise<RunningServer> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'kollabo-e2e-'));
  if (migrated) cpSync(migrated, path.join(dataDir, 'db'), { recursive: true });
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const fullEnv = {
    ...process.env,
    NODE_ENV: 'test',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_URL: url,
    LOG_LEVEL: 'warn',
    DATABASE_URL: '',
    REDIS_URL: '',
    ...env,
  };
  const child: ChildProcess = spawn(process.execPath, [serverEntry, ...args], {
    env: fullEnv,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  // Forwarded as before, and kept: a journey may read the start log (the demo logins).
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    process.stdout.write(chunk);
    output += chunk.toString();
  });
  // Demo data takes 10 to 50 s to draw and insert on a busy machine; a plain start (migrations on
  // a new PGlite database) took over 60 s with eight engineers sharing two cores.
  const deadline = Date.now() + (args.includes('--demo') ? 180_000 : 100_000);
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${url}${apiPath(healthApi.ready)}`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('server did not become ready');
    await new Promise((r) => setTimeout(r, 200));
  }
  const exec = promisify(execFile);
  return {
    url,
    dataDir,
    output: () => output,
    lastCode(email) {
      const dir = path.join(dataDir, 'mail');
      const files = readdirSync(dir).sort().reverse();
      for (const file of files) {
        const text = decodeQuotedPrintable(readFileSync(path.join(dir, file), 'utf8'));
        if (!text.toLowerCase().includes(`to: ${email.toLowerCase()}`)) continue;
        const code =
          text.match(/code de vérification Kollabo : (\d{6})/)?.[1] ??
          text.match(/\b(\d{6})\b/)?.[1];
        if (code) return code;
      }
      throw new Error(`no code mailed to ${email}`);
    },
    async admin(...args) {
      const { stdout } = await exec(process.execPath, [adminEntry, ...args], { env: fullEnv });
      return stdout.trim();
    },
    async stop({ keepData = false } = {}) {
      if (child.exitCode === null) {
        const exited = new Promise<number | null>((r) => child.once('exit', r));
        child.kill('SIGTERM');
        const code = await exited;
        if (code !== 0) throw new Error(`server exited with ${code} on SIGTERM`);
      }
      if (!keepData) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
