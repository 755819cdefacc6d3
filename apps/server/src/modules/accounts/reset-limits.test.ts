import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DURATIONS, MSG } from '@kollabo/shared';
import { eq } from 'drizzle-orm';
import { verificationCodes } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { createUser, type TestUser } from '../../test-support/fixtures.js';
import { RESET_LIMITS } from './accounts.service.js';

// Nobody can stop another's password reset (issue 42, point 5): wrong codes are counted per
// (code, address), so another address cannot burn hers, and each address has its own ceiling
// (429), so one address cannot guess. Behind a load balancer (TRUST_PROXY=true) the address is
// X-Forwarded-For's. With REDIS_URL set the counters live in Redis (several instances).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    TRUST_PROXY: 'true',
    ...(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {}),
  });
});
afterAll(() => t.close());
beforeEach(() => t.reset());

// Fresh addresses per run: Redis counters outlive the test database.
const run = randomBytes(2);
let hosts = 0;
const address = () => {
  hosts += 1;
  return `100.${64 + (run[0]! % 64)}.${run[1]!}.${hosts}`;
};

const requestCode = (email: string, from: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/verification/edit-password',
    headers: { 'x-forwarded-for': `${from}, 10.0.0.1` },
    payload: { email },
  });

const reset = (email: string, code: string, from: string, newpassword = 'nouveau123') =>
  t.app.inject({
    method: 'PUT',
    url: '/api/user/reset-password',
    headers: { 'x-forwarded-for': `${from}, 10.0.0.1` },
    payload: { email, code, newpassword },
  });

/** The victim asks for her code from her address; the mailed code. */
async function victimWithCode(): Promise<{ victim: TestUser; code: string; home: string }> {
  const victim = await createUser(t.app, { pseudo: `victime${hosts}${run.toString('hex')}` });
  const home = address();
  expect((await requestCode(victim.email, home)).statusCode).toBe(200);
  await t.app.ctx.background.idle();
  return { victim, code: t.lastCode(victim.email), home };
}

/** A 6-digit code that is not `code`. */
const wrong = (code: string, i: number) => {
  const guess = String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0');
  return guess === code ? String((Number(code) + 500_000) % 1_000_000).padStart(6, '0') : guess;
};

describe('PUT /user/reset-password', () => {
  it('5+ wrong codes from another address leave the victim her own code', async () => {
    const { victim, code, home } = await victimWithCode();
    const attacker = address();
    for (let i = 0; i < DURATIONS.codeMaxAttempts + 2; i += 1) {
      const res = await reset(victim.email, wrong(code, i), attacker);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(MSG.reset.failure);
    }
    // Past its 5 tries there, the code is refused to the attacker's address even when right.
    expect((await reset(victim.email, code, attacker)).statusCode).toBe(400);
    // The victim, from her address, still resets with the code she received.
    const mine = await reset(victim.email, code, home);
    expect(mine.statusCode, mine.body).toBe(200);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      headers: { 'x-forwarded-for': `${home}, 10.0.0.1` },
      payload: { pseudo: victim.pseudo, password: 'nouveau123' },
    });
    expect(login.statusCode).toBe(200);
  });

  it('her own 5 wrong tries from one address close the code there, not elsewhere', async () => {
    const { victim, code, home } = await victimWithCode();
    for (let i = 0; i < DURATIONS.codeMaxAttempts; i += 1) {
      expect((await reset(victim.email, wrong(code, i), home)).statusCode).toBe(400);
    }
    expect((await reset(victim.email, code, home)).statusCode).toBe(400);
    expect((await reset(victim.email, code, address())).statusCode).toBe(200);
  });

  it('answers 429 with a French message past the ceiling of one address, whatever the e-mail', async () => {
    const { victim, code } = await victimWithCode();
    const guesser = address();
    const { max } = RESET_LIMITS.perAddress;
    const answers: number[] = [];
    for (let i = 0; i < max + 1; i += 1) {
      // Spread over addresses, as a guesser would, so the per-code count does not stop first.
      const email = i % 2 === 0 ? victim.email : `autre${i}@example.test`;
      answers.push((await reset(email, wrong(code, i), guesser)).statusCode);
    }
    expect(answers.slice(0, max).every((status) => status === 400)).toBe(true);
    const limited = await reset(victim.email, code, guesser);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({
      error: 'rate_limited',
      message: MSG.common.tooManyRequests,
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not held by it.
    expect((await reset(victim.email, code, address())).statusCode).toBe(200);
  });

  it('counts 20 wrong tries sent together from one address exactly', async () => {
    const { victim, code, home } = await victimWithCode();
    const attacker = address();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => reset(victim.email, wrong(code, i), attacker)),
    );
    const statuses = answers.map((res) => res.statusCode);
    const { max } = RESET_LIMITS.perAddress;
    expect(statuses.filter((s) => s === 400)).toHaveLength(max);
    expect(statuses.filter((s) => s === 429)).toHaveLength(20 - max);
    // 20 more together from 20 addresses: none burns the code.
    const spread = await Promise.all(
      Array.from({ length: 20 }, (_, i) => reset(victim.email, wrong(code, i), address())),
    );
    expect(spread.every((res) => res.statusCode === 400)).toBe(true);
    expect((await reset(victim.email, code, home)).statusCode).toBe(200);
  });

  it('counts each of 20 tries sent together on the code at that address', async () => {
    const { victim, code, home } = await victimWithCode();
    const attacker = address();
    const { max } = RESET_LIMITS.perAddress;
    RESET_LIMITS.perAddress.max = 100; // the per-code count alone, this once
    try {
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) => reset(victim.email, wrong(code, i), attacker)),
      );
      expect(answers.every((res) => res.statusCode === 400)).toBe(true);
      // The count at that address is 20, none lost: a 21st try is past a ceiling of 20.
      const [row] = await t.app.ctx.db
        .select({ id: verificationCodes.id })
        .from(verificationCodes)
        .where(eq(verificationCodes.email, victim.email.toLowerCase()));
      await expect(
        t.app.ctx.limiter.consume(`code-try:${row!.id}:${attacker}`, 20, 60_000),
      ).rejects.toMatchObject({ code: 'rate_limited' });
      // Even the right code is refused there now; her own address keeps it.
      expect((await reset(victim.email, code, attacker)).statusCode).toBe(400);
    } finally {
      RESET_LIMITS.perAddress.max = max;
    }
    expect((await reset(victim.email, code, home)).statusCode).toBe(200);
  });
});
