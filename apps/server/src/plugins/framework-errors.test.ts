import { connect } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { MSG } from '@kollabo/shared';
import { useTestApp } from '../test-support/test-app.js';
import { createUser, type TestUser } from '../test-support/fixtures.js';
import { multipart } from '../test-support/images.js';
import { API_SECURITY_HEADERS } from './security.js';

// Answers Fastify writes itself (bad address, unknown route, wrong content type, body too
// large, bad JSON, a malformed HTTP request) come in the app's shape: { error, message } with
// the French text, the security headers and a request id, and never echo what was sent.

const t = useTestApp({}, { resetEach: false });
let user: TestUser;
beforeAll(async () => {
  user = await createUser(t.app);
});

/** A POST whose body and content type the client wrote itself, sent as they are. */
const postRaw = (url: string, contentType: string, payload: string) =>
  t.app.inject({ method: 'POST', url, headers: { 'content-type': contentType }, payload });

function expectAppShape(res: LightMyRequestResponse, status: number, message: string) {
  expect(res.statusCode).toBe(status);
  const body = res.json();
  expect(Object.keys(body).sort()).toEqual(['error', 'message']);
  expect(body.message).toBe(message);
  for (const [name, value] of Object.entries(API_SECURITY_HEADERS)) {
    expect(res.headers[name]).toBe(value);
  }
  expect(res.headers['x-request-id']).toMatch(/^[\w-]{8,64}$/);
  expect(res.body).not.toMatch(/FST_|statusCode|script|at .*\.js/);
}

describe('framework errors', () => {
  it('a malformed address: 400, no echo, security headers', async () => {
    for (const url of [
      '/api/user/images/%c0%ae<script>alert(1)</script>',
      '/api/user/medias/%C3%28?index=1',
      '/api/offer/%E0%A4%A<script>',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expectAppShape(res, 400, MSG.common.invalidInput);
    }
  });

  it('an unknown /api route: 404 with the not-found text', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nothing-here/<script>' });
    expectAppShape(res, 404, MSG.common.notFound);
  });

  it('an unsupported content type: 415 with its own text', async () => {
    const res = await postRaw('/api/user/login', 'text/x-script', '<script>alert(1)</script>');
    expectAppShape(res, 415, MSG.common.unsupportedMediaType);
  });

  it('bad JSON: 400 with the invalid-input text', async () => {
    const res = await postRaw('/api/user/login', 'application/json', '{"pseudo":"<script>');
    expectAppShape(res, 400, MSG.common.invalidInput);
  });

  it('a body over 1 MiB: 413 with the too-large text', async () => {
    const res = await postRaw(
      '/api/contact-us',
      'application/json',
      JSON.stringify({ message: `<script>${'x'.repeat(1_100_000)}` }),
    );
    expectAppShape(res, 413, MSG.common.payloadTooLarge);
  });

  it('an image over the cap: 413 on every upload route', async () => {
    const tooBig = Buffer.alloc(5_242_881, 1);
    for (const [url, field] of [
      ['/api/user/update-profil-image?photo=profiles', 'photo'],
      ['/api/user/update-profil-image?photo=couvertures', 'photo'],
      ['/api/user/update-galerie-user?index=1', 'image'],
      ['/api/user/update-galerie-user?index=2', 'image'],
    ] as const) {
      for (const size of [tooBig, Buffer.alloc(12_000_000, 1)]) {
        const body = multipart(field, 'big.png', size);
        const res = await t.app.inject({
          method: 'PUT',
          url,
          payload: body.payload,
          headers: { ...body.headers, ...user.auth },
        });
        expect([url, res.statusCode]).toEqual([url, 413]);
        expect(res.json()).toMatchObject({ error: 'image_too_large' });
      }
    }
  });

  it('a malformed HTTP request on a real socket: 400 in the app shape', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as { port: number };
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.write('GET /<script> HTTP/1.1\r\nHost: x\r\nBad Header <script>\r\n\r\n');
      });
      let text = '';
      socket.on('data', (chunk) => (text += chunk.toString()));
      socket.on('close', () => resolve(text));
      socket.on('error', reject);
    });
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(answer.toLowerCase()).toContain('x-content-type-options: nosniff');
    const body = JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4));
    expect(body).toEqual({ error: 'bad_request', message: MSG.common.invalidInput });
    expect(answer).not.toContain('script');
  });
});
