import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { accountsApi, apiPath } from '@kollabo/shared';
import { startServer } from '../support/server.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

describe('operations', () => {
  it('finishes an in-flight request on SIGTERM, removes its admin socket and exits 0', async () => {
    const server = await startServer();
    const socketPath = path.join(server.dataDir, 'admin.sock');
    expect(existsSync(socketPath)).toBe(true);
    // The request's headers reach the server before the signal, its body only after: it is
    // in flight while the server stops, and must still be answered.
    const body = JSON.stringify({ pseudo: 'personne', password: 'motdepasse' });
    const request = http.request(`${server.url}${apiPath(accountsApi.login)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
    });
    const answered = new Promise<number>((resolve, reject) => {
      request.on('response', (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      request.on('error', reject);
    });
    request.flushHeaders();
    await new Promise((r) => setTimeout(r, 500));
    const stopping = server.stop();
    await new Promise((r) => setTimeout(r, 100));
    request.end(body);
    expect(await answered).toBe(401);
    await stopping;
    expect(existsSync(socketPath)).toBe(false);
  });

  it('refuses to start with a clear message on a bad variable', async () => {
    const child = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
      env: {
        ...process.env,
        PORT: 'not-a-port',
        DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'k-')),
      },
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise((resolve) => child.on('exit', resolve));
    expect(code).toBe(1);
    expect(stderr).toContain('PORT');
    expect(stderr).not.toMatch(/at \w+ \(/);
  });
});
