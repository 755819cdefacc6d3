import { rmSync } from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startServer } from './server.js';

// Once per run, before the journeys: the built server starts on an empty data directory, which
// applies the migrations, and stops; each journey's server starts from a copy of that database
// (startServer).

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated PGlite directory (DATA_DIR/db of that first start). */
    e2eMigratedDatabase: string;
  }
}

export default async function setup(project: TestProject) {
  const server = await startServer({}, [], null);
  // Stopped before it is copied: PGlite has closed its files.
  await server.stop({ keepData: true });
  project.provide('e2eMigratedDatabase', path.join(server.dataDir, 'db'));
  return () => rmSync(server.dataDir, { recursive: true, force: true });
}
