import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_DATA_META, DEMO_VIDEO_META } from '@kollabo/shared';
import { pickEncoding, registerWeb } from './web.js';

// The built web app as a visitor's browser receives it: compressed as it accepts, hashed assets
// cached for a year, index.html revalidated, the demo notice only with demo data.

const html = '<!doctype html><html><head><title>Kollabo</title></head><body></body></html>';
const script = `console.log(${JSON.stringify('x'.repeat(2000))});`;
let dist: string;

async function appWith(demo: boolean, demoVideoUrl?: string): Promise<FastifyInstance> {
  const app = Fastify();
  await registerWeb(app, { webDist: dist, isDemo: async () => demo, demoVideoUrl });
  await app.ready();
  return app;
}

beforeAll(() => {
  dist = mkdtempSync(path.join(os.tmpdir(), 'kollabo-web-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), html);
  const asset = path.join(dist, 'assets/index-AbC123.js');
  writeFileSync(asset, script);
  writeFileSync(`${asset}.br`, brotliCompressSync(script));
  writeFileSync(`${asset}.gz`, gzipSync(script));
  writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
});
afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe('web app serving', () => {
  it('sends a hashed asset precompressed in the encoding the browser accepts, immutable', async () => {
    const app = await appWith(false);
    const br = await app.inject({
      url: '/assets/index-AbC123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(String(br.headers['vary']).toLowerCase()).toContain('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);

    const gz = await app.inject({
      url: '/assets/index-AbC123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);

    const plain = await app.inject({ url: '/assets/index-AbC123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
    await app.close();
  });

  it('sends index.html for client routes with no-cache, compressed, 404 for unknown paths', async () => {
    const app = await appWith(false);
    const home = await app.inject({ url: '/', headers: { 'accept-encoding': 'br' } });
    expect(home.statusCode).toBe(200);
    expect(home.headers['cache-control']).toBe('no-cache');
    expect(home.headers['content-encoding']).toBe('br');
    const page = brotliDecompressSync(home.rawPayload).toString();
    expect(page).toContain('<title>Kollabo</title>');
    expect(page).not.toContain(DEMO_DATA_META);

    const unknown = await app.inject({
      url: '/nowhere-at-all',
      headers: { 'accept-encoding': '' },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['cache-control']).toBe('no-cache');
    expect(unknown.body).toContain('<title>Kollabo</title>');
    await app.close();
  });

  it('marks every page as demo data when demo data is loaded', async () => {
    const app = await appWith(true);
    const page = await app.inject({ url: '/connexion', headers: { 'accept-encoding': 'gzip' } });
    expect(gunzipSync(page.rawPayload).toString()).toContain(`<meta name="${DEMO_DATA_META}"`);
    await app.close();
  });

  it('gives the page the demo video address only when DEMO_VIDEO_URL is set', async () => {
    const without = await appWith(false);
    expect((await without.inject({ url: '/' })).body).not.toContain(DEMO_VIDEO_META);
    await without.close();
    const withVideo = await appWith(false, 'https://example.test/demo?a=1&b="2"');
    const page = (await withVideo.inject({ url: '/' })).body;
    expect(page).toContain(
      `<meta name="${DEMO_VIDEO_META}" content="https://example.test/demo?a=1&amp;b=&quot;2&quot;" />`,
    );
    await withVideo.close();
  });

  it('does not serve the build manifest or other dot paths as files', async () => {
    const app = await appWith(false);
    mkdirSync(path.join(dist, '.vite'), { recursive: true });
    writeFileSync(path.join(dist, '.vite/manifest.json'), '{}');
    const answer = await app.inject({ url: '/.vite/manifest.json' });
    expect(answer.body).not.toBe('{}');
    await app.close();
  });

  it('picks br before gzip and respects q=0', () => {
    expect(pickEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(pickEncoding('gzip')).toBe('gzip');
    expect(pickEncoding('br;q=0, gzip')).toBe('gzip');
    expect(pickEncoding('identity')).toBeNull();
    expect(pickEncoding(undefined)).toBeNull();
  });
});
