import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

// Bundle the shared package from its TypeScript source so the web never depends on a stale dist/.
const sharedSource = new URL('../../packages/shared/src/index.ts', import.meta.url).pathname;

const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|webmanifest)$/;

/** Writes file.br and file.gz beside every text asset once built: the server sends the one the
 * browser accepts (@fastify/static preCompressed), with no compression work per request. */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'kollabo-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const walk = (dir: string): string[] =>
        readdirSync(dir).flatMap((name) => {
          const full = path.join(dir, name);
          return statSync(full).isDirectory() ? walk(full) : [full];
        });
      for (const file of walk(outDir).filter((f) => COMPRESSIBLE.test(f))) {
        const bytes = readFileSync(file);
        if (bytes.length < 256) continue;
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(bytes, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
            },
          }),
        );
        writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
      }
    },
  };
}

/** Preloads the Latin Inter file: the browser otherwise asks for it only once a page's text is
 * laid out, after its data came, and paints that text (often the page's Largest Contentful Paint)
 * only when it has arrived. The other subsets (Cyrillic, Greek...) stay on demand. */
function preloadLatinFont(): Plugin {
  return {
    name: 'kollabo-preload-font',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const font = Object.keys(bundle ?? {}).find((file) =>
          /inter-latin-wght-normal-[^/]*\.woff2$/.test(file),
        );
        if (!font)
          throw new Error('kollabo-preload-font: the Latin Inter file is not in the build');
        return [
          {
            tag: 'link',
            attrs: {
              rel: 'preload',
              href: `/${font}`,
              as: 'font',
              type: 'font/woff2',
              crossorigin: '',
            },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}

// The API process serves dist/ in production; in dev, Vite proxies the API and the socket to it.
export default defineConfig({
  plugins: [react(), preloadLatinFont(), precompress()],
  resolve: { alias: { '@kollabo/shared': sharedSource } },
  // The manifest lets `npm run check` add up each page's initial JavaScript (scripts/js-budget.mjs).
  build: {
    outDir: 'dist',
    sourcemap: false,
    manifest: true,
    rollupOptions: {
      output: {
        // What every page needs at first paint goes in one chunk: one request, and one brotli
        // context compresses it smaller than five small files (measured: see bench/results.md).
        // The catalogue's groups and the error table stay out: a module listed here goes in
        // `core` whether the first page uses it or not; left to the bundler, each group lands
        // with the pages that read it.
        // Vite's preload helper (every lazy import) goes there too, not in a file of its own.
        advancedChunks: {
          groups: [
            {
              name: 'core',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack)[\\/]|packages[\\/]shared[\\/]src[\\/](constants|format)\.ts|apps[\\/]web[\\/]src[\\/](lib[\\/](storage|usePageMeta)|components[\\/]Skeleton)\.|vite[\\/]preload-helper/,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://localhost:3000',
      '/socket.io': { target: 'http://localhost:3000', ws: true },
    },
  },
});
