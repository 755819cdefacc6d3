import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { MSG } from '@kollabo/shared';
import { registerErrorHandler } from './errors.js';
import { API_SECURITY_HEADERS, registerSecurity, SECURITY_HEADERS } from './security.js';

async function appWithSecurity() {
  const app = Fastify();
  registerSecurity(app, 'https://kollabo.example');
  registerErrorHandler(app);
  app.get('/api/thing', async () => ({ ok: true }));
  app.post('/api/thing', async () => ({ ok: true }));
  app.get('/projets', async (_request, reply) => reply.type('text/html').send('<p>page</p>'));
  return app;
}

describe('security headers', () => {
  it('gives pages the full browser set and JSON answers the short one', async () => {
    const app = await appWithSecurity();
    const page = await app.inject({ url: '/projets' });
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
      expect(page.headers[name]).toBe(value);
    }
    const api = await app.inject({ url: '/api/thing' });
    for (const [name, value] of Object.entries(API_SECURITY_HEADERS)) {
      expect(api.headers[name]).toBe(value);
    }
    expect(api.headers['x-frame-options']).toBeUndefined();
    expect(api.headers['x-request-id']).toBeTruthy();
  });

  it('refuses a write from another origin and lets same-origin and origin-less ones through', async () => {
    const app = await appWithSecurity();
    const foreign = await app.inject({
      method: 'POST',
      url: '/api/thing',
      headers: { origin: 'https://evil.example' },
    });
    expect(foreign.statusCode).toBe(403);
    const same = await app.inject({
      method: 'POST',
      url: '/api/thing',
      headers: { origin: 'https://kollabo.example' },
    });
    expect(same.statusCode).toBe(200);
    expect((await app.inject({ method: 'POST', url: '/api/thing' })).statusCode).toBe(200);
  });
});

describe('NUL characters', () => {
  it('refuses them in the address or anywhere in a JSON body with the invalid-input text', async () => {
    const app = await appWithSecurity();
    const inQuery = await app.inject({ url: '/api/thing?q=a%00b' });
    expect(inQuery.statusCode).toBe(400);
    expect(inQuery.json().message).toBe(MSG.common.invalidInput);
    const inBody = await app.inject({
      method: 'POST',
      url: '/api/thing',
      payload: { list: [{ text: 'ok' }, { text: 'a\u0000b' }] },
    });
    expect(inBody.statusCode).toBe(400);
    const clean = await app.inject({ method: 'POST', url: '/api/thing', payload: { text: 'ok' } });
    expect(clean.statusCode).toBe(200);
  });
});
