import { defineConfig } from 'vitest/config';

// Browser journeys: one server and one Chromium per file, files one after another (2 cores).
export default defineConfig({
  test: {
    root: import.meta.dirname,
    include: ['journeys/**/*.e2e.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    pool: 'forks',
  },
});
