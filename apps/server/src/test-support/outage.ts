import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import type { Config } from '../config.js';

// The database going away, for the tests that must survive it. On PostgreSQL the app's own
// sessions are terminated (pg_terminate_backend) and its database refuses connections: the
// shared cluster is never restarted and no other database is touched. On PGlite, which lives
// in this process and cannot be cut off, its client fails every call (an injected outage).

export interface Outage {
  begin(): Promise<void>;
  end(): Promise<void>;
}

/** PostgreSQL: refuse new connections to the app's database and terminate its sessions. */
export function postgresOutage(databaseUrl: string): Outage {
  const name = new URL(databaseUrl).pathname.slice(1);
  if (!/^kollabo_test_[0-9a-f]+$/.test(name)) throw new Error(`unexpected database ${name}`);
  const adminUrl = new URL(databaseUrl);
  adminUrl.pathname = '/postgres';
  const admin = async (text: string) => {
    const client = new pg.Client({ connectionString: adminUrl.toString() });
    await client.connect();
    try {
      await client.query(text);
    } finally {
      await client.end();
    }
  };
  return {
    async begin() {
      await admin(`alter database ${name} allow_connections false`);
      // Only this test's database: other test files and engineers share the cluster.
      await admin(
        `select pg_terminate_backend(pid) from pg_stat_activity where datname = '${name}' and pid <> pg_backend_pid()`,
      );
    },
    async end() {
      await admin(`alter database ${name} allow_connections true`);
    },
  };
}

/** PGlite: its client fails every call while away, as a closed instance does. */
export function pgliteOutage(app: FastifyInstance): Outage {
  const client = (app.ctx.db as unknown as { $client: Record<string, unknown> }).$client;
  const methods = ['query', 'exec', 'transaction'] as const;
  const saved = new Map<string, unknown>();
  return {
    async begin() {
      for (const method of methods) {
        saved.set(method, client[method]);
        client[method] = async () => {
          throw new Error('PGlite is closed');
        };
      }
    },
    async end() {
      for (const method of methods) client[method] = saved.get(method);
    },
  };
}

/** The outage of a test app's database, whichever it runs on. */
export const databaseOutage = (t: { app: FastifyInstance; config: Config }): Outage =>
  t.config.databaseUrl ? postgresOutage(t.config.databaseUrl) : pgliteOutage(t.app);
