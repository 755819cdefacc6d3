// npm run bench -- lcp: Largest Contentful Paint on a 390 px phone viewport in Chromium
// (playwright-core, /usr/bin/chromium), for the home, a profile and a project of the demo
// marketplace served by the built app (PGlite, demo data loaded with --demo). Each page is loaded
// 5 times in a fresh browser context (empty cache, as a first visit); prints each and the median.
// BENCH_LCP_BASELINE=<a built apps/web/dist> also serves that build (a second server, same data)
// and alternates the two load by load, 9 each, so both see the same moments of a noisy machine.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { healthApi, homeApi } from '@kollabo/shared';
import { apiUrl } from './api-client.mjs';
import { root } from './lib.mjs';

const baselineDist = process.env.BENCH_LCP_BASELINE;
const RUNS = baselineDist ? 9 : 5;
const PORT = 3991;
const base = `http://127.0.0.1:${PORT}`;

async function startDemo(dataDir, port = PORT, webDist = process.env.WEB_DIST) {
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js'), '--demo'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ...(webDist ? { WEB_DIST: webDist } : {}),
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(apiUrl(origin, healthApi.ready))).ok) break;
    } catch {
      // starting
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return async () => {
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await exited;
  };
}

/** LCP of one cold load: the last largest-contentful-paint entry once the page is idle. */
async function lcpOnce(browser, url) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: 'fr-FR',
  });
  const page = await context.newPage();
  await page.addInitScript(() => {
    window.__lcp = { time: 0, element: '' };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        const el = entry.element;
        window.__lcp = {
          time: entry.startTime,
          element: el
            ? `${el.tagName.toLowerCase()}${el.className ? `.${String(el.className).split(' ')[0]}` : ''}`
            : '?',
        };
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  // On a busy machine the page can go quiet before it paints: wait for a first entry (5 s at most)
  // rather than leave that load out.
  await page.waitForFunction(() => window.__lcp.time > 0, null, { timeout: 5000 }).catch(() => {});
  await page.waitForTimeout(500);
  const result = await page.evaluate(() => window.__lcp);
  await context.close();
  return result;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** The home, the first highlighted profile and project of the server at origin. */
async function pagesOf(origin) {
  const home = await (await fetch(apiUrl(origin, homeApi.highlights))).json();
  return {
    home: '/',
    profile: `/profile/${encodeURIComponent(home.profiles[0].pseudo)}`,
    project: `/project/${home.projects[0].id}`,
  };
}

// A load that recorded no LCP entry (Chromium under heavy load) is left out of the median
// rather than counted as 0 ms, and said.
function summary(runs) {
  const times = runs.map((r) => r.time).filter((t) => t > 0);
  const missing = runs.length - times.length;
  return {
    median: times.length ? median(times) : NaN,
    text:
      `LCP median ${times.length ? `${median(times).toFixed(0)} ms` : 'none'} ` +
      `(${times.map((t) => t.toFixed(0)).join(', ')})` +
      `${missing ? `, ${missing} load(s) without an LCP entry` : ''} element ${runs.at(-1).element}`,
  };
}

export async function run() {
  const dataDirs = [mkdtempSync(path.join(os.tmpdir(), 'kollabo-lcp-'))];
  const stops = [await startDemo(dataDirs[0])];
  const baseOrigin = `http://127.0.0.1:${PORT + 1}`;
  if (baselineDist) {
    dataDirs.push(mkdtempSync(path.join(os.tmpdir(), 'kollabo-lcp-')));
    stops.push(await startDemo(dataDirs[1], PORT + 1, baselineDist));
  }
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const pages = await pagesOf(base);
    const basePages = baselineDist ? await pagesOf(baseOrigin) : {};
    for (const [label, pathname] of Object.entries(pages)) {
      await lcpOnce(browser, base + pathname); // warms the server's caches, not the browser's
      if (baselineDist) await lcpOnce(browser, baseOrigin + basePages[label]);
      const runs = [];
      const baseRuns = [];
      for (let i = 0; i < RUNS; i += 1) {
        // Alternated, first one then the other, so neither always follows the same one.
        const order = i % 2 === 0 ? ['this', 'baseline'] : ['baseline', 'this'];
        for (const which of order) {
          if (which === 'this') runs.push(await lcpOnce(browser, base + pathname));
          else if (baselineDist)
            baseRuns.push(await lcpOnce(browser, baseOrigin + basePages[label]));
        }
      }
      const current = summary(runs);
      console.log(`${label.padEnd(8)} ${pathname.padEnd(46)} ${current.text}`);
      if (baselineDist) {
        const previous = summary(baseRuns);
        console.log(`${''.padEnd(8)} ${'baseline'.padEnd(46)} ${previous.text}`);
        console.log(
          `${''.padEnd(8)} ratio to the baseline ${(current.median / previous.median).toFixed(2)}`,
        );
      }
    }
  } finally {
    await browser.close();
    for (const stop of stops) await stop();
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  }
}
