import path from 'node:path';
import { defineConfig } from 'vitest/config';

// One runner for every unit, component and API test; e2e journeys have their own config.
// Tests read the shared package from its TypeScript source, so they need no build first.
const shared = {
  '@kollabo/shared': path.resolve(import.meta.dirname, 'packages/shared/src/index.ts'),
};

export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias: shared },
        test: { name: 'shared', include: ['packages/shared/src/**/*.test.ts'] },
      },
      {
        resolve: { alias: shared },
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
        },
      },
      'apps/web/vitest.config.ts',
    ],
  },
});
