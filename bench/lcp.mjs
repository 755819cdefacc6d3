// npm run bench -- lcp: Largest Contentful Paint on a 390 px phone viewport in Chromium
// (playwright-core, /usr/bin/chromium), for the home, a profile and a project of the demo
// marketplace served by the built app (PGlite, demo data loaded with --demo). Each page is loaded
// 5 times in a fresh browser context (empty cache, as a first visit); prints each and the median.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { root } from './lib.mjs';

const RUNS = 5;
const PORT = 3991;
const base = `http://127.0.0.1:${PORT}`;

async function startDemo(dataDir) {
  const child = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js'), '--demo'], {
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/api/ready`)).ok) break;
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
  await page.waitForTimeout(500);
  const result = await page.evaluate(() => window.__lcp);
  await context.close();
  return result;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

export async function run() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'kollabo-lcp-'));
  const stop = await startDemo(dataDir);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const home = await (await fetch(`${base}/api/home/highlights`)).json();
    const pages = {
      home: '/',
      profile: `/profile/${encodeURIComponent(home.profiles[0].pseudo)}`,
      project: `/project/${home.projects[0].id}`,
    };
    for (const [label, pathname] of Object.entries(pages)) {
      await lcpOnce(browser, base + pathname); // warms the server's caches, not the browser's
      const runs = [];
      for (let i = 0; i < RUNS; i += 1) runs.push(await lcpOnce(browser, base + pathname));
      // A load that recorded no LCP entry (Chromium under heavy load) is left out of the median
      // rather than counted as 0 ms, and said.
      const times = runs.map((r) => r.time).filter((t) => t > 0);
      const missing = runs.length - times.length;
      console.log(
        `${label.padEnd(8)} ${pathname.padEnd(46)} LCP median ` +
          `${times.length ? `${median(times).toFixed(0)} ms` : 'none'} ` +
          `(${times.map((t) => t.toFixed(0)).join(', ')})` +
          `${missing ? `, ${missing} load(s) without an LCP entry` : ''} element ${runs.at(-1).element}`,
      );
    }
  } finally {
    await browser.close();
    await stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
