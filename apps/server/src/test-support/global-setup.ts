import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client.js';
import { TEST_POSTGRES_URL } from './test-databases.js';

// Once per run, before the API test files: the migrations are applied once to a PGlite database,
// dumped to a file, and once to a PostgreSQL template database; each file's database starts as a
// copy of them (createTestApp) instead of migrating on its own (3 to 5 s a file on PGlite).

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated PGlite data directory, a tar file. */
    pgliteSnapshotFile: string;
    /** The migrated PostgreSQL template database, '' when PostgreSQL is not reachable. */
    postgresTemplate: string;
  }
}

async function pgliteSnapshot(dir: string): Promise<string> {
  const database = await openDatabase({ poolSize: 1 });
  await database.migrate();
  const tar = await database.snapshot!();
  await database.close();
  const file = path.join(dir, 'pglite-migrated.tar');
  writeFileSync(file, Buffer.from(await tar.arrayBuffer()));
  return file;
}

async function adminQuery(text: string) {
  const client = new pg.Client({ connectionString: TEST_POSTGRES_URL });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** PostgreSQL may be down on a developer's machine: only the files that need it fail then. */
async function postgresTemplate(): Promise<string> {
  const name = `kollabo_template_${randomBytes(6).toString('hex')}`;
  try {
    await adminQuery(`create database ${name}`);
  } catch {
    return '';
  }
  const url = new URL(TEST_POSTGRES_URL);
  url.pathname = `/${name}`;
  // A busy machine may take more than the pool's 5 s to open the first connection to a new
  // database: the migration is tried again (it applies only what is not applied yet).
  for (let attempt = 1; ; attempt += 1) {
    // Two connections: one holds the migration lock while the other migrates.
    const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 2 });
    try {
      await database.migrate();
      break;
    } catch (error) {
      if (attempt === 3) throw error;
    } finally {
      await database.close();
    }
  }
  return name;
}

export default async function setup(project: TestProject) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'kollabo-test-template-'));
  const [snapshotFile, template] = await Promise.all([pgliteSnapshot(dir), postgresTemplate()]);
  project.provide('pgliteSnapshotFile', snapshotFile);
  project.provide('postgresTemplate', template);
  return async () => {
    rmSync(dir, { recursive: true, force: true });
    if (template) await adminQuery(`drop database if exists ${template} with (force)`);
  };
}
