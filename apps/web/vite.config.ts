import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin, type Rolldown } from 'vite';
import react from '@vitejs/plugin-react';
import {
  API_PREFIX,
  STORAGE_PREFIX,
  profilesApi,
  projectsApi,
  type EndpointDef,
} from '../../packages/shared/src/index';
import { EARLY_READ_KEY, earlyStart, type BootData, type BootRoute } from './src/lib/earlyRead';

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

/** The pages whose first load the boot script speeds up (src/lib/earlyRead.ts): the route's path
 * prefix, its page module, the module of its read, and the read (one query parameter, the path's
 * last segment, as the page's query sends it). */
const BOOT_PAGES: {
  prefix: string;
  page: string;
  readModule: string;
  endpoint: EndpointDef;
  param: string;
}[] = [
  {
    prefix: '/project/',
    page: 'src/routes/ProjectPage.tsx',
    readModule: 'src/features/projects/api.ts',
    endpoint: projectsApi.detail,
    param: 'id',
  },
  {
    prefix: '/profile/',
    page: 'src/routes/ProfilePage.tsx',
    readModule: 'src/features/profiles/api.ts',
    endpoint: profilesApi.profile,
    param: 'user',
  },
];

/** A chunk's file and every file it imports statically, depth first, imports before it. */
function closure(
  bundle: Rolldown.OutputBundle,
  start: Rolldown.OutputChunk,
  into: Set<string>,
): void {
  if (into.has(start.fileName)) return;
  into.add(start.fileName);
  for (const file of start.imports) {
    const chunk = bundle[file];
    if (chunk?.type === 'chunk') closure(bundle, chunk, into);
  }
}

/**
 * Writes assets/boot-[hash].js, loaded first and async by index.html: on /project/:id and
 * /profile/:user it starts the page's read and asks for the page's own files (those the entry
 * does not already load) while the entry chunk downloads and runs, instead of after
 * (src/lib/earlyRead.ts). Anything else does nothing.
 */
function routeBoot(): Plugin {
  let bootFile = '';
  return {
    name: 'kollabo-route-boot',
    apply: 'build',
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        const chunks = Object.values(bundle).filter(
          (c): c is Rolldown.OutputChunk => c.type === 'chunk',
        );
        const entry = chunks.find((c) => c.isEntry);
        if (!entry) throw new Error('kollabo-route-boot: no entry chunk');
        const loaded = new Set<string>();
        closure(bundle, entry, loaded);
        const routes: BootRoute[] = BOOT_PAGES.map(
          ({ prefix, page, readModule, endpoint, param }) => {
            const find = (module: string) => {
              const chunk = chunks.find((c) =>
                c.moduleIds.some((id) => id.endsWith(`/apps/web/${module}`)),
              );
              if (!chunk) throw new Error(`kollabo-route-boot: ${module} is not in the build`);
              return chunk;
            };
            const files = new Set<string>();
            closure(bundle, find(readModule), files); // the read's modules first
            closure(bundle, find(page), files);
            const scripts = [...files].filter((file) => !loaded.has(file));
            const styles = new Set<string>();
            for (const file of scripts) {
              const chunk = bundle[file] as Rolldown.OutputChunk;
              for (const css of chunk.viteMetadata?.importedCss ?? []) styles.add(css);
            }
            for (const file of loaded) {
              for (const css of (bundle[file] as Rolldown.OutputChunk).viteMetadata?.importedCss ??
                [])
                styles.delete(css);
            }
            return {
              prefix,
              read: { path: `${API_PREFIX}${endpoint.path}`, param, noStore: !!endpoint.noStore },
              scripts: scripts.map((file) => `/${file}`),
              styles: [...styles].map((file) => `/${file}`),
            };
          },
        );
        const data: BootData = {
          key: EARLY_READ_KEY,
          tokenCookie: `${STORAGE_PREFIX}token`,
          routes,
        };
        const ref = this.emitFile({
          type: 'asset',
          name: 'boot.js',
          source: `(${earlyStart.toString()})(${JSON.stringify(data)});\n`,
        });
        bootFile = this.getFileName(ref);
      },
    },
    transformIndexHtml: {
      order: 'post',
      handler() {
        if (!bootFile) throw new Error('kollabo-route-boot: the boot script was not written');
        // First in <head> and of high priority (an async script's is low): among the first requests.
        // Async: it blocks nothing.
        return [
          {
            tag: 'script',
            attrs: { async: true, fetchpriority: 'high', src: `/${bootFile}` },
            injectTo: 'head-prepend',
          },
        ];
      },
    },
  };
}

// The API process serves dist/ in production; in dev, Vite proxies the API and the socket to it.
export default defineConfig({
  plugins: [react(), preloadLatinFont(), routeBoot(), precompress()],
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
      [API_PREFIX]: 'http://localhost:3000',
      '/socket.io': { target: 'http://localhost:3000', ws: true },
    },
  },
});
