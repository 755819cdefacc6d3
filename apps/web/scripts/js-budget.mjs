// npm run check (after the build): the JavaScript a visitor's browser downloads before a page
// shows, compressed as the server sends it (brotli), must stay within the page's budget.
// Initial JavaScript = the entry chunk, the boot script, the page's lazy chunk, and every chunk
// either imports statically (what the browser must fetch before running them), from
// dist/.vite/manifest.json. It does not see what a page imports once it runs (a query's
// contract, a lazy section): e2e/journeys/first-page-js.e2e.ts adds up every script Chromium
// really downloads on `/` and `/connexion` until the network is idle, against the same 120 KiB,
// and `npm run bench -- first-js` lists them.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync } from 'node:zlib';

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');
const KB = 1024;

/** Page → its route module (router.tsx) and budget in KiB of brotli. The target for the
 * first pages is 120 (built: / 114, /connexion 111, /inscription 109); the others hold their
 * figure with some room against regressions (bench/results.md, "JavaScript per page"). */
export const BUDGETS = [
  { page: '/', module: 'src/routes/HomePage.tsx', kb: 120 },
  { page: '/connexion', module: 'src/routes/LoginPage.tsx', kb: 120 },
  { page: '/inscription', module: 'src/routes/SignupChoicePage.tsx', kb: 120 },
  { page: '/profile/:user', module: 'src/routes/ProfilePage.tsx', kb: 160 },
  { page: '/project/:id', module: 'src/routes/ProjectPage.tsx', kb: 170 },
  { page: '/profile-secteur/:secteur', module: 'src/routes/SectorPage.tsx', kb: 145 },
];

function compressedSize(file) {
  const full = path.join(dist, file);
  if (existsSync(`${full}.br`)) return readFileSync(`${full}.br`).length;
  return brotliCompressSync(readFileSync(full)).length;
}

/** Every JS file the page needs at first paint, and their brotli sizes. */
export function initialJs(manifest, module) {
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('no entry in the manifest');
  if (!manifest[module]) throw new Error(`${module} is not in the build`);
  const files = new Set();
  const visit = (chunk) => {
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const key of chunk.imports ?? []) visit(manifest[key]);
  };
  visit(entry);
  // The boot script index.html loads first on every page (vite.config.ts, routeBoot).
  const boot = Object.values(manifest).find((chunk) => /^assets\/boot-[^/]*\.js$/.test(chunk.file));
  if (boot) files.add(boot.file);
  visit(manifest[module]);
  return [...files].map((file) => ({ file, bytes: compressedSize(file) }));
}

function main() {
  const manifestFile = path.join(dist, '.vite/manifest.json');
  if (!existsSync(manifestFile)) {
    console.error('js-budget: no build (run npm run build first)');
    process.exit(1);
  }
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  let failed = false;
  for (const { page, module, kb } of BUDGETS) {
    const files = initialJs(manifest, module);
    const total = files.reduce((sum, f) => sum + f.bytes, 0);
    const over = total > kb * KB;
    failed ||= over;
    console.log(
      `${over ? '✗' : '✓'} ${page.padEnd(26)} ${(total / KB).toFixed(1).padStart(6)} KB brotli ` +
        `in ${files.length} files (budget ${kb} KB)`,
    );
    if (over || process.argv.includes('--verbose')) {
      for (const f of files.sort((a, b) => b.bytes - a.bytes)) {
        console.log(`    ${(f.bytes / KB).toFixed(1).padStart(6)} KB  ${f.file}`);
      }
    }
  }
  if (failed) {
    console.error('js-budget: a page ships more JavaScript than its budget');
    process.exit(1);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
