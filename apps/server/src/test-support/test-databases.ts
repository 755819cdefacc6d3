import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';

// Where each API test file's database comes from: a copy of the run's migrated template
// (global-setup.ts), on PGlite or on PostgreSQL.

/** The machine's PostgreSQL (DATABASE_URL in CI), for tests that must run on it. */
export const TEST_POSTGRES_URL =
  process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** The migrated PGlite data directory of this run. */
export function pgliteSnapshot(): Blob {
  return new Blob([readFileSync(inject('pgliteSnapshotFile'))]);
}

async function adminClient(baseUrl: string) {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  return client;
}

/** PostgreSQL refuses to copy a template while another session is still leaving it. */
async function createFromTemplate(client: pg.Client, name: string, template: string) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await client.query(`create database ${name} template ${template}`);
      return;
    } catch (error) {
      const busy = (error as { code?: string }).code === '55006';
      if (!busy || attempt === 10) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
    }
  }
}

/**
 * A database of its own for one test file, copied from the migrated template when there is one
 * (then `migrated` is true), dropped by `drop()`.
 */
export async function createPostgresDatabase(baseUrl: string) {
  const name = `kollabo_test_${randomBytes(6).toString('hex')}`;
  const template = inject('postgresTemplate');
  const admin = await adminClient(baseUrl);
  try {
    if (template) await createFromTemplate(admin, name, template);
    else await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const drop = async () => {
    const client = await adminClient(baseUrl);
    try {
      await client.query(`drop database if exists ${name} with (force)`);
    } finally {
      await client.end();
    }
  };
  return { url: url.toString(), drop };
}
