import path from 'node:path';
import { defineConfig } from 'vitest/config';

// One runner for every unit, component and API test; e2e journeys have their own config.
// Tests read the shared package from its TypeScript source, so they need no build first.
const shared = {
  '@kollabo/shared': path.resolve(import.meta.dirname, 'packages/shared/src/index.ts'),
};

// In CI (.ci/run) each run also writes its timings: the stage table and the slowest files.
const ciReport = process.env.CI_REPORT_DIR
  ? path.join(process.env.CI_REPORT_DIR, `${process.env.CI_REPORT_NAME ?? 'unit'}.json`)
  : undefined;

/** API test files that replace one of the app's modules (vi.mock): `*.mocked.test.ts`. */
const MOCKED = 'apps/server/src/**/*.mocked.test.ts';

const serverTests = {
  // The migrations applied once per run; each file's database is a copy.
  globalSetup: ['apps/server/src/test-support/global-setup.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
  pool: 'forks' as const,
};

export default defineConfig({
  test: {
    reporters: ciReport
      ? ['default', ['./.ci/timing-reporter.mjs', { outputFile: ciReport }]]
      : ['default'],
    projects: [
      {
        resolve: { alias: shared },
        test: { name: 'shared', include: ['packages/shared/src/**/*.test.ts'] },
      },
      {
        resolve: { alias: shared },
        test: {
          ...serverTests,
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          exclude: [MOCKED],
          // A worker keeps its modules from one file to the next: importing the app anew for
          // each file cost about 3 s of a core per file. Each file still has its own app and
          // database (useTestApp), so no state passes from one file to another through them.
          isolate: false,
        },
      },
      {
        resolve: { alias: shared },
        // A file that replaces one of the app's modules (vi.mock) needs modules of its own: in a
        // shared worker the app would already hold the real one.
        test: { ...serverTests, name: 'server-mocked', include: [MOCKED] },
      },
      'apps/web/vitest.config.ts',
    ],
  },
});
