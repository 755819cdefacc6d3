import path from 'node:path';
import { defineConfig } from 'vitest/config';

// In CI (.ci/run) the journeys also write their timings: the stage table and the slowest files.
const ciReport = process.env.CI_REPORT_DIR && path.join(process.env.CI_REPORT_DIR, 'e2e.json');

// Browser journeys: one server and one Chromium per file, files one after another (2 cores).
export default defineConfig({
  test: {
    root: import.meta.dirname,
    include: ['journeys/**/*.e2e.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    // The migrations applied once; each journey's server starts from a copy of that database.
    globalSetup: ['support/global-setup.ts'],
    // A page waited for with expect.poll may take more than vitest's default second on a busy
    // machine (a sessions list came up empty at 1 s in a loaded run); Playwright's own waits
    // allow 30 s.
    expect: { poll: { timeout: 15_000 } },
    pool: 'forks',
    reporters: ciReport
      ? [
          'default',
          [path.join(import.meta.dirname, '../.ci/timing-reporter.mjs'), { outputFile: ciReport }],
        ]
      : ['default'],
  },
});
