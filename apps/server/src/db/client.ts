import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import * as schema from './schema/index.js';

export type Schema = typeof schema;
/** The one database type used everywhere: PGlite and node-postgres share the pg-core API. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle has the same query API as the database. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  ping(): Promise<void>;
  /** Applies the committed migrations; the same files serve PGlite and PostgreSQL. */
  migrate(): Promise<void>;
  /** PGlite only: its data directory as a tar, for `pgliteSnapshot` (tests' migrated template). */
  snapshot?(): Promise<Blob>;
  close(): Promise<void>;
}

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export interface OpenOptions {
  databaseUrl?: string;
  /** Directory for PGlite files; undefined keeps the database in memory (tests). */
  pgliteDir?: string;
  /** PostgreSQL connections (config DATABASE_POOL_SIZE); PGlite has a single one. */
  poolSize: number;
  /**
   * A PGlite data directory dumped after the migrations (tests): loading it takes about 1 s,
   * where creating a database and migrating it takes 3 to 5 s.
   */
  pgliteSnapshot?: Blob;
}

/** One line per second at most, however many connections are lost at once. */
let lastLossReport = 0;
function reportConnectionLoss(error: Error): void {
  const now = Date.now();
  if (now - lastLossReport < 1_000) return;
  lastLossReport = now;
  console.error('postgres connection lost:', error.message);
}

/**
 * Drizzle's `transaction()` checks a client out and sends BEGIN before its try/finally: when the
 * connection dies in between (a terminated session), the client never goes back to the pool,
 * which then shrinks by one for good and `pool.end()` never returns. A failed BEGIN releases it
 * here, as broken, so the pool replaces it.
 */
function releaseOnFailedBegin(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as { query: unknown }).query = (...args: unknown[]) => {
    const result = query(...args);
    const first = args[0];
    const text = typeof first === 'string' ? first : (first as { text?: unknown } | null)?.text;
    if (!(result instanceof Promise) || typeof text !== 'string' || !/^\s*begin\b/i.test(text)) {
      return result;
    }
    return result.catch((error: unknown) => {
      client.release(error instanceof Error ? error : new Error('begin failed'));
      throw error;
    });
  };
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.databaseUrl) {
    // node-postgres loads only for PostgreSQL: a PGlite start does not pay for it (and the
    // reverse below), bench/results.md, session 16.
    const [{ default: postgres }, { drizzle: drizzlePg }, { migrate: migratePg }] =
      await Promise.all([
        import('pg'),
        import('drizzle-orm/node-postgres'),
        import('drizzle-orm/node-postgres/migrator'),
      ]);
    const pool = new postgres.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize,
      // A database that does not answer fails the request (503) instead of holding it forever.
      connectionTimeoutMillis: 5_000,
      // Connections stay open through a lull: with node-postgres' default (closed after 10 s
      // idle) the first requests after a quiet spell each waited for a new backend and their
      // statements to be prepared again, up to 160 ms on the bench machine (bench/results.md,
      // session 11). A few minutes idle still gives them back.
      idleTimeoutMillis: 300_000,
      keepAlive: true,
    });
    // A connection lost (PostgreSQL restarted, session terminated) emits 'error' on its client.
    // The pool listens only while a client is idle; a checked-out client (between two queries
    // of a transaction) had no listener, and Node ends the process on an unheard 'error'. Every
    // client gets a listener for its whole life: the query in flight fails on its own (503),
    // and the pool drops the broken client when it is released.
    const reportLost = (error: Error) => reportConnectionLoss(error);
    pool.on('connect', (client) => {
      client.on('error', reportLost);
      releaseOnFailedBegin(client);
    });
    pool.on('error', reportLost);
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      ping: async () => {
        await pool.query('select 1');
      },
      migrate: async () => {
        // Several instances may start together: a session-level lock lets one migrate at a time.
        const lockClient = await pool.connect();
        try {
          await lockClient.query('select pg_advisory_lock(727274)');
          await migratePg(db as never, { migrationsFolder });
        } finally {
          await lockClient.query('select pg_advisory_unlock(727274)').catch(() => undefined);
          lockClient.release();
        }
      },
      close: () => pool.end(),
    };
  }
  const [
    { PGlite },
    { pg_trgm },
    { unaccent },
    { drizzle: drizzlePglite },
    { migrate: migratePglite },
  ] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
    import('@electric-sql/pglite/contrib/unaccent'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  if (options.pgliteDir) mkdirSync(options.pgliteDir, { recursive: true });
  const client = await PGlite.create({
    dataDir: options.pgliteDir,
    loadDataDir: options.pgliteSnapshot,
    extensions: { pg_trgm, unaccent },
  });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    ping: async () => {
      await client.query('select 1');
    },
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    snapshot: () => client.dumpDataDir('none'),
    close: () => client.close(),
  };
}
