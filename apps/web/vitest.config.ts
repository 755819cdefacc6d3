import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

const sharedSource = new URL('../../packages/shared/src/index.ts', import.meta.url).pathname;

export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@kollabo/shared': sharedSource } },
  test: {
    name: 'web',
    root: import.meta.dirname,
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    // Component tests wait on real 1.5 s feedback delays; a busy machine must not time them out.
    testTimeout: 15_000,
    setupFiles: ['./src/test-setup.ts'],
  },
});
