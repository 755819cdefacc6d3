import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig, type Config } from '../config.js';
import { openDatabase, type Database } from '../db/client.js';
import { isDeadlock } from '../db/errors.js';
import type { MailMessage, Mailer } from '../integrations/mail.js';
import { EVERY_USER } from '../lib/user-changes.js';
import { createPostgresDatabase, pgliteSnapshot, TEST_POSTGRES_URL } from './test-databases.js';

export { TEST_POSTGRES_URL };

// One app and one database per test file: PGlite in memory by default, or a PostgreSQL database
// of its own on DATABASE_URL (dropped afterwards) so files can run in parallel; both start as
// copies of the run's migrated template (test-databases.ts).

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  mails: MailMessage[];
  /** The last 6-digit code mailed to `email`. */
  lastCode(email: string): string;
  /** Empties every table and the captured mails between tests. */
  reset(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Empties the tables. The app's background workers (outbox, invoice PDFs, escrow...) keep running
 * between tests: one that writes while TRUNCATE takes its locks table after table can deadlock
 * with it on PostgreSQL, and PostgreSQL then cancels one of the two. The worker retries at its
 * next tick; the truncate retries here.
 */
async function truncateAll(database: Database, names: string[]) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await database.db.execute(sql.raw(`truncate ${names.join(', ')} cascade`));
      return;
    } catch (error) {
      if (!isDeadlock(error) || attempt === 5) throw error;
    }
  }
}

export async function createTestApp(
  env: Record<string, string> = {},
  options: { postgres?: boolean } = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'kollabo-test-'));
  // PGlite unless DATABASE_URL is set; `postgres` runs on PostgreSQL in any case.
  const baseUrl = options.postgres ? TEST_POSTGRES_URL : process.env.DATABASE_URL;
  const pgDb = baseUrl ? await createPostgresDatabase(baseUrl) : undefined;
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    JWT_SECRET: randomBytes(32).toString('hex'),
    MESSAGE_KEY: randomBytes(32).toString('hex'),
    // Test files share two cores: a busy machine must not shed their requests (overload.test.ts
    // turns shedding on for itself).
    OVERLOAD_EVENT_LOOP_DELAY_MS: '0',
    OVERLOAD_HEAP_MB: '0',
    OVERLOAD_MAX_QUEUE_MS: '0',
    ...(pgDb ? { DATABASE_URL: pgDb.url } : {}),
    // CI runs the API tests once more with every file in an S3-compatible bucket.
    ...Object.fromEntries(Object.entries(process.env).filter(([k, v]) => k.startsWith('S3_') && v)),
    ...env,
  });
  // 10 connections unless the file asks for its own pool size.
  const poolSize = env.DATABASE_POOL_SIZE ? config.databasePoolSize : 10;
  const database: Database = await openDatabase({
    databaseUrl: config.databaseUrl,
    poolSize,
    pgliteSnapshot: config.databaseUrl ? undefined : pgliteSnapshot(),
  });
  // Nothing to apply on a copy of the template: drizzle reads its journal and moves on.
  await database.migrate();
  const mails: MailMessage[] = [];
  const mail: Mailer = {
    async send(message) {
      mails.push(message);
    },
  };
  // With SMTP_URL the app's real mailer sends to that server (notification mail tests).
  const app = await buildApp(config, {
    database,
    mail: env.SMTP_URL ? undefined : mail,
    serveWeb: false,
    strictErrorCodes: true,
  });
  await app.ready();

  return {
    app,
    config,
    mails,
    lastCode(email) {
      const found = [...mails].reverse().find((m) => m.to.toLowerCase() === email.toLowerCase());
      const code = found?.text.match(/\b(\d{6})\b/)?.[1];
      if (!code) throw new Error(`no code mailed to ${email}`);
      return code;
    },
    async reset() {
      mails.length = 0;
      const rows = await database.db.execute<{ tablename: string }>(
        sql`select tablename from pg_tables where schemaname = 'public'`,
      );
      const tables = (rows as unknown as { rows: { tablename: string }[] }).rows ?? rows;
      const names = (tables as { tablename: string }[]).map((t) => `"${t.tablename}"`);
      if (names.length) await truncateAll(database, names);
      // Pseudos come back in the next test with other data: nothing cached may outlive them.
      await app.ctx.userChanges.publish(EVERY_USER);
    },
    async close() {
      await app.close();
      await database.close();
      await pgDb?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The file's app: created before its first test, emptied before each one (unless `resetEach` is
 * false) and closed after the last. `const t = useTestApp();` at the top of a test file; `env` may
 * be a function, read when the app is created (a value known only in an earlier beforeAll).
 */
export function useTestApp(
  env: Record<string, string> | (() => Record<string, string>) = {},
  options: { postgres?: boolean; resetEach?: boolean } = {},
): TestApp {
  let current: TestApp | undefined;
  const live = () => {
    if (!current) throw new Error('the test app is created in beforeAll');
    return current;
  };
  beforeAll(async () => {
    current = await createTestApp(typeof env === 'function' ? env() : env, options);
  });
  afterAll(() => current?.close());
  if (options.resetEach !== false) beforeEach(() => live().reset());
  return lazyTestApp(live);
}

/** A TestApp whose parts are read when used: the app itself exists only from beforeAll on. */
function lazyTestApp(live: () => TestApp): TestApp {
  return {
    get app() {
      return live().app;
    },
    get config() {
      return live().config;
    },
    get mails() {
      return live().mails;
    },
    lastCode: (email) => live().lastCode(email),
    reset: () => live().reset(),
    close: () => live().close(),
  };
}

/**
 * A server of the file's tests (a fake provider, an SMTP relay...) started before its first test
 * and closed after its last; the function returned reads it. Called before `useTestApp`, it
 * closes after the app (after-hooks run in reverse).
 */
export function useServer<T extends { close(): unknown }>(
  name: string,
  start: () => Promise<T>,
): () => T {
  let current: T | undefined;
  beforeAll(async () => {
    current = await start();
  });
  afterAll(() => current?.close());
  return () => {
    if (!current) throw new Error(`${name} is started in beforeAll`);
    return current;
  };
}

/** The machine's Redis (REDIS_URL in CI). Tests that need it fail without it: none is skipped. */
export const TEST_REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Another instance of the test app: same configuration and database, its own caches and sockets. */
export async function startSecondInstance(t: TestApp): Promise<FastifyInstance> {
  const second = await buildApp(t.config, {
    database: t.app.ctx.database,
    // Its own mailer to the same relay when the first has one (SMTP_URL), else none.
    mail: t.config.smtpUrl ? undefined : { send: async () => undefined },
    serveWeb: false,
  });
  await second.ready();
  return second;
}

/**
 * Two instances of the file's app sharing its database and the machine's Redis, created before
 * the first test and closed after the last, with the sockets a test opened (push them in
 * `sockets`). `const two = useTwoInstances(); const { t, sockets } = two;` then `two.second`.
 */
export function useTwoInstances(env: Record<string, string> = {}) {
  let first: TestApp | undefined;
  let other: FastifyInstance | undefined;
  const sockets: { close(): unknown }[] = [];
  beforeAll(async () => {
    first = await createTestApp({ REDIS_URL: TEST_REDIS_URL, ...env });
    other = await startSecondInstance(first);
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await other?.close();
    await first?.close();
  });
  const live = () => {
    if (!first) throw new Error('the test apps are created in beforeAll');
    return first;
  };
  return {
    t: lazyTestApp(live),
    sockets,
    get second(): FastifyInstance {
      if (!other) throw new Error('the test apps are created in beforeAll');
      return other;
    },
  };
}
