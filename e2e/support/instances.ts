import { spawn, execFile, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { freePort, startServer, type RunningServer } from './server.js';
import { startRoundRobinProxy, type RoundRobinProxy } from './proxy.js';

// Two app instances as production runs them behind a load balancer: the built server twice, each
// with its own DATA_DIR (so nothing is shared through the disk), one PostgreSQL database, one
// Redis and one S3-compatible bucket (s3rver through scripts/s3-test-server.mjs), behind the round-robin proxy.
// CI (.ci/run) has PostgreSQL and Redis up before `npm test`; locally, start them as it does.

const exec = promisify(execFile);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const POSTGRES_URL = process.env.E2E_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432';
/** A Redis database of its own (emptied before and after), so no rate-limit window carries over. */
const REDIS_URL = process.env.E2E_REDIS_URL ?? 'redis://127.0.0.1:6379/9';
const BUCKET = 'kollabo-ci';

export interface Instances {
  proxy: RoundRobinProxy;
  /** Instance A and B, reachable directly too (setup calls, mail codes, admin commands). */
  a: RunningServer;
  b: RunningServer;
  /** Stops everything started, in reverse order, and drops the database; safe after a failure. */
  stop(): Promise<void>;
}

async function psql(sql: string): Promise<void> {
  try {
    await exec('psql', [`${POSTGRES_URL}/postgres`, '-v', 'ON_ERROR_STOP=1', '-q', '-c', sql]);
  } catch (error) {
    throw new Error(
      `PostgreSQL at ${POSTGRES_URL} is needed by this journey (.ci/run starts it): ${String(error)}`,
      { cause: error },
    );
  }
}

async function flushRedis(): Promise<void> {
  try {
    await exec('redis-cli', ['-u', REDIS_URL, 'FLUSHDB']);
  } catch (error) {
    throw new Error(
      `Redis at ${REDIS_URL} is needed by this journey (.ci/run starts it): ${String(error)}`,
      { cause: error },
    );
  }
}

interface S3Process {
  env: Record<string, string>;
  stop(): Promise<void>;
}

async function startS3(): Promise<S3Process> {
  const directory = mkdtempSync(path.join(os.tmpdir(), 'kollabo-e2e-s3-'));
  const port = await freePort();
  const child: ChildProcess = spawn(
    process.execPath,
    [path.join(root, 'scripts/s3-test-server.mjs'), String(port), directory],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const endpoint = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(directory, { recursive: true, force: true });
  };
  const deadline = Date.now() + 20_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`s3rver exited with ${child.exitCode}`);
    const up = await fetch(`${endpoint}/${BUCKET}`).then(
      (res) => res.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error('s3rver did not start');
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  return {
    env: {
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: endpoint,
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    },
    stop,
  };
}

/**
 * Starts s3rver, the proxy and instances A then B (A first: it applies the migrations) on a fresh
 * database named `database`. `bEnv` overrides instance B's environment (a test of the test).
 */
export async function startInstances(
  database: string,
  bEnv: Record<string, string> = {},
): Promise<Instances> {
  const cleanups: Array<() => Promise<unknown>> = [];
  const stop = async () => {
    const errors: unknown[] = [];
    for (const cleanup of cleanups.reverse()) {
      await cleanup().catch((error: unknown) => errors.push(error));
    }
    cleanups.length = 0;
    if (errors.length > 0) throw errors[0];
  };
  try {
    await psql(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await psql(`CREATE DATABASE ${database}`);
    cleanups.push(() => psql(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`));
    await flushRedis();
    cleanups.push(flushRedis);
    const s3 = await startS3();
    cleanups.push(s3.stop);
    const proxy = await startRoundRobinProxy();
    cleanups.push(() => proxy.close());
    // What every instance of one installation shares: the same secrets (tokens signed on A are
    // read on B, messages encrypted on A are decrypted on B), the database, Redis and the bucket.
    const shared = {
      DATABASE_URL: `${POSTGRES_URL}/${database}`,
      DATABASE_POOL_SIZE: '4',
      REDIS_URL,
      PUBLIC_URL: proxy.url,
      JWT_SECRET: randomBytes(32).toString('hex'),
      MESSAGE_KEY: randomBytes(32).toString('hex'),
      ...s3.env,
    };
    const a = await startServer(shared);
    cleanups.push(() => a.stop());
    const b = await startServer({ ...shared, ...bEnv });
    cleanups.push(() => b.stop());
    for (const [name, server] of [
      ['A', a],
      ['B', b],
    ] as const) {
      proxy.targets.push({ name, port: Number(new URL(server.url).port) });
    }
    return { proxy, a, b, stop };
  } catch (error) {
    await stop().catch(() => undefined);
    throw error;
  }
}
