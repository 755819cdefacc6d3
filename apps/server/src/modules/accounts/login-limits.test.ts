import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { createUser, FIXTURE_PASSWORD } from '../../test-support/fixtures.js';
import { LOGIN_LIMITS } from './accounts.service.js';

// Behind a load balancer (TRUST_PROXY=true) the client address comes from X-Forwarded-For.
// Wrong passwords typed by someone else, from their own address, must not lock the owner out;
// guessing spread over many addresses is slowed per address, never by locking the account.
// With REDIS_URL set the counters live in Redis (the production setting with several instances).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    TRUST_PROXY: 'true',
    ...(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {}),
  });
});
afterAll(() => t.close());

// Fresh names and addresses per run: Redis counters outlive the test database.
const run = randomBytes(3).toString('hex');
let hosts = 0;
const address = () => {
  hosts += 1;
  return `198.18.${Math.floor(hosts / 250)}.${hosts % 250}`;
};
const login = (pseudo: string, password: string, from: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/user/login',
    headers: { 'x-forwarded-for': `${from}, 10.0.0.1` },
    payload: { pseudo, password },
  });

describe('login limits', () => {
  it('ten wrong passwords from one address do not lock the owner out of another', async () => {
    const victim = await createUser(t.app, { pseudo: `victime${run}` });
    const attacker = address();
    for (let i = 0; i < LOGIN_LIMITS.perAccountAndAddress.max; i += 1) {
      expect((await login(victim.pseudo, 'mauvais', attacker)).statusCode).toBe(401);
    }
    const blocked = await login(victim.pseudo, FIXTURE_PASSWORD, attacker);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);

    const owner = await login(victim.pseudo, FIXTURE_PASSWORD, address());
    expect(owner.statusCode).toBe(200);
    expect(owner.json().pseudo).toBe(victim.pseudo);
  });

  it('guessing spread over many addresses slows the guessers, never locks the owner out', async () => {
    // Each wrong password costs a real argon2 verification (about half a second here): the
    // ceiling is lowered for this test so that reaching it takes two addresses, not ten.
    const ceiling = LOGIN_LIMITS.perAccount.max;
    LOGIN_LIMITS.perAccount.max = 2 * LOGIN_LIMITS.perAccountAndAddress.max;
    try {
      const target = await createUser(t.app, { pseudo: `cible${run}` });
      // The owner logged in once from her browser: it keeps the device cookie.
      const first = await login(target.pseudo, FIXTURE_PASSWORD, address());
      expect(first.statusCode).toBe(200);
      const setCookie = String(first.headers['set-cookie']);
      const cookie = setCookie.split(';')[0]!;

      const perAddress = LOGIN_LIMITS.perAccountAndAddress.max;
      for (let sent = 0; sent < LOGIN_LIMITS.perAccount.max; sent += perAddress) {
        const from = address();
        const batch = Array.from({ length: perAddress }, () => login(target.pseudo, 'faux', from));
        for (const res of await Promise.all(batch)) expect(res.statusCode).toBe(401);
      }

      // The owner's correct password gets in: from a new address without the cookie, by her
      // e-mail as well, and from her own browser.
      expect((await login(target.pseudo, FIXTURE_PASSWORD, address())).statusCode).toBe(200);
      expect((await login(target.email, FIXTURE_PASSWORD, address())).statusCode).toBe(200);
      expect(cookie).toMatch(/^kollabo_device=/);
      expect(setCookie).toMatch(/HttpOnly/);
      const trusted = await t.app.inject({
        method: 'POST',
        url: '/api/user/login',
        headers: { 'x-forwarded-for': `${address()}, 10.0.0.1`, cookie },
        payload: { pseudo: target.pseudo, password: FIXTURE_PASSWORD },
      });
      expect(trusted.statusCode).toBe(200);

      // A guesser on a fresh address gets a couple of tries, then waits.
      const fresh = address();
      const tries = [];
      for (let i = 0; i <= LOGIN_LIMITS.underAttackPerAddress.max; i += 1) {
        tries.push((await login(target.pseudo, 'faux', fresh)).statusCode);
      }
      expect(tries.at(-1)).toBe(429);
      // Another account is not affected.
      const other = await createUser(t.app, { pseudo: `autre${run}` });
      expect((await login(other.pseudo, FIXTURE_PASSWORD, address())).statusCode).toBe(200);
    } finally {
      LOGIN_LIMITS.perAccount.max = ceiling;
    }
  }, 60_000);

  it('reset codes are limited per (address, IP): a flood from one IP does not block the owner', async () => {
    const victim = await createUser(t.app, { pseudo: `reset${run}` });
    const ask = (from: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/verification/edit-password',
        headers: { 'x-forwarded-for': `${from}, 10.0.0.1` },
        payload: { email: victim.email },
      });
    const attacker = address();
    const answers = [];
    for (let i = 0; i < 6; i += 1) answers.push((await ask(attacker)).statusCode);
    expect(answers).toEqual([200, 200, 200, 200, 200, 429]);
    expect((await ask(address())).statusCode).toBe(200);
  });
});
