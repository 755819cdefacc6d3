import { beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@kollabo/shared';
import { useJourney } from '../support/journey.js';
import { DESKTOP, PHONE, newContext } from '../support/browser.js';

// A visitor's first page downloads at most 120 KiB of compressed JavaScript
// until the network is idle: every script Chromium fetches, the lazy chunks a page asks for
// after it shows included (apps/web/scripts/js-budget.mjs counts only what the build's manifest
// says a page imports statically). Bytes as transferred (the server sends the brotli files).

const BUDGET = 120 * 1024;

const journey = useJourney({ args: ['--demo'] });

beforeAll(async () => {
  // The demo marketplace: the home shows its real highlights (a visitor's usual first page).
}, 240_000);

interface Script {
  file: string;
  bytes: number;
  encoding: string;
}

/** Every script a fresh visitor's Chromium downloads on `path` until the network is idle. */
async function scriptsOf(path: string, viewport: typeof DESKTOP, ready: string) {
  const context = await newContext(journey.browser, journey.server.url, viewport);
  const page = await context.newPage();
  const pending: Promise<Script | null>[] = [];
  page.on('requestfinished', (request) => {
    pending.push(
      (async () => {
        const response = await request.response();
        if (!response || !/javascript/.test(response.headers()['content-type'] ?? '')) return null;
        const sizes = await request.sizes();
        return {
          file: new URL(request.url()).pathname,
          bytes: sizes.responseBodySize,
          encoding: response.headers()['content-encoding'] ?? 'identity',
        };
      })(),
    );
  });
  await page.goto(path);
  await page.getByRole('heading', { name: ready }).first().waitFor();
  await page.waitForLoadState('networkidle');
  // What an idle callback or a timer would still ask for once the page is quiet.
  await page.waitForTimeout(1500);
  await page.waitForLoadState('networkidle');
  const scripts = (await Promise.all(pending)).filter((s): s is Script => s !== null);
  await context.close();
  return scripts;
}

const describeScripts = (scripts: Script[]) =>
  scripts
    .sort((a, b) => b.bytes - a.bytes)
    .map((s) => `${(s.bytes / 1024).toFixed(1)} KiB ${s.encoding} ${s.file}`)
    .join('\n');

describe('a visitor’s first page stays within 120 KiB of JavaScript', () => {
  const pages = [
    // The home with the marketplace's highlights shown (its read is part of the first page).
    { path: '/', ready: () => MSG.home.proofProfiles },
    { path: '/connexion', ready: () => MSG.loginPage.title },
  ];
  for (const { path, ready } of pages) {
    for (const viewport of [PHONE, DESKTOP]) {
      it(`${path} at ${viewport.width}px`, async () => {
        const scripts = await scriptsOf(path, viewport, ready());
        const total = scripts.reduce((sum, s) => sum + s.bytes, 0);
        console.log(
          `${path} at ${viewport.width}px: ${(total / 1024).toFixed(1)} KiB in ${scripts.length} files`,
        );
        expect(scripts.length).toBeGreaterThan(0);
        // Compressed as sent (files under 256 bytes are not worth it: vite.config.ts).
        expect(scripts.filter((s) => s.encoding !== 'br' && s.bytes > 256)).toEqual([]);
        expect(total, describeScripts(scripts)).toBeLessThanOrEqual(BUDGET);
      });
    }
  }
});
