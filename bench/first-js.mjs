// npm run bench -- first-js: the JavaScript a visitor's Chromium downloads on `/` and
// `/connexion` until the network is idle (every .js response, lazy chunks included), as
// transferred (brotli), from the built app with the demo data.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { healthApi } from '@kollabo/shared';
import { apiUrl } from './api-client.mjs';
import { root } from './lib.mjs';

const PORT = 3992;
const base = `http://127.0.0.1:${PORT}`;

async function startDemo(dataDir) {
  const child = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js'), '--demo'], {
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(apiUrl(base, healthApi.ready))).ok) break;
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

async function jsOf(browser, pathname) {
  const context = await browser.newContext({
    locale: 'fr-FR',
    viewport: { width: 1280, height: 800 },
  });
  const page = await context.newPage();
  const files = [];
  page.on('requestfinished', async (request) => {
    const url = new URL(request.url());
    if (!url.pathname.endsWith('.js')) return;
    const response = await request.response();
    const sizes = await request.sizes();
    files.push({
      file: url.pathname,
      bytes: Number(response?.headers()['content-length'] ?? sizes.responseBodySize),
      encoding: response?.headers()['content-encoding'] ?? '',
    });
  });
  await page.goto(base + pathname, { waitUntil: 'networkidle' });
  await page.waitForTimeout(1500);
  await context.close();
  return files;
}

export async function run() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'kollabo-firstjs-'));
  const stop = await startDemo(dataDir);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu'],
  });
  try {
    for (const pathname of ['/', '/connexion']) {
      const files = await jsOf(browser, pathname);
      const total = files.reduce((sum, f) => sum + f.bytes, 0);
      console.log(
        `${pathname.padEnd(12)} ${(total / 1024).toFixed(1)} KB in ${files.length} files`,
      );
      for (const f of files.sort((a, b) => b.bytes - a.bytes))
        console.log(
          `    ${(f.bytes / 1024).toFixed(1).padStart(6)} KB ${f.encoding.padEnd(3)} ${f.file}`,
        );
    }
  } finally {
    await browser.close();
    await stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
