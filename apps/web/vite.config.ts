import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// Bundle the shared package from its TypeScript source so the web never depends on a stale dist/.
const sharedSource = new URL('../../packages/shared/src/index.ts', import.meta.url).pathname;

// The API process serves dist/ in production; in dev, Vite proxies the API and the socket to it.
export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@kollabo/shared': sharedSource } },
  build: { outDir: 'dist', sourcemap: false },
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://localhost:3000',
      '/socket.io': { target: 'http://localhost:3000', ws: true },
    },
  },
});
