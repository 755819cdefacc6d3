import { accountsApi, apiPath, securityApi } from '@kollabo/shared';
import type { FastifyInstance } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import { afterEach, expect, vi } from 'vitest';
import { runMailOutbox } from '../modules/notifications/mail-outbox.js';
import type { TestApp } from './test-app.js';
import { FIXTURE_PASSWORD, type TestUser } from './fixtures.js';

// Second factor and sessions through HTTP: logins from a given device and address, the factor
// enabled with codes computed like an authenticator app would, and a clock the test moves.

export const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
export const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

const STEP_MS = 30_000;

/**
 * Freezes `Date` (only) in the middle of the current 30-second step, so a code's step does not
 * change under the test; `at(ms)` moves the clock by that much from there.
 */
export function frozenClock() {
  const start = Math.floor(Date.now() / STEP_MS) * STEP_MS + STEP_MS / 2;
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(start);
  return {
    start,
    /** Moves the clock to `start + offsetMs`. */
    set: (offsetMs: number) => vi.setSystemTime(start + offsetMs),
    now: () => Date.now(),
    restore: () => vi.useRealTimers(),
  };
}

/** `freezeClock()` for the file's tests: `frozenClock()`, given back to real time after each test. */
export function useFrozenClock() {
  let clock: ReturnType<typeof frozenClock> | undefined;
  afterEach(() => {
    clock?.restore();
    clock = undefined;
  });
  return () => (clock = frozenClock());
}

/** The code an authenticator app shows at `timestamp` for this secret. */
export const totpAt = (secret: string, timestamp: number) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), timestamp });

export interface LoginOptions {
  code?: string;
  ip?: string;
  userAgent?: string;
  cookie?: string;
  password?: string;
}

export function loginAs(
  app: FastifyInstance,
  user: Pick<TestUser, 'pseudo'>,
  o: LoginOptions = {},
) {
  return app.inject({
    method: 'POST',
    url: apiPath(accountsApi.login),
    headers: {
      'user-agent': o.userAgent ?? CHROME_WINDOWS,
      ...(o.cookie ? { cookie: o.cookie } : {}),
    },
    remoteAddress: o.ip ?? '203.0.113.7',
    payload: {
      pseudo: user.pseudo,
      password: o.password ?? FIXTURE_PASSWORD,
      ...(o.code === undefined ? {} : { code: o.code }),
    },
  });
}

/** The device cookie a successful login set (`name=value`). */
export const deviceCookieOf = (res: { headers: Record<string, unknown> }) =>
  String(res.headers['set-cookie'] ?? '').split(';')[0] ?? '';

/** Sets the factor up and enables it with the code of the current step. */
export async function enableSecondFactor(app: FastifyInstance, user: TestUser) {
  const setup = await app.inject({
    method: 'POST',
    url: apiPath(securityApi.secondFactorSetup),
    headers: user.auth,
  });
  expect(setup.statusCode, setup.body).toBe(200);
  const { secret } = setup.json() as { secret: string };
  const enabled = await app.inject({
    method: 'POST',
    url: apiPath(securityApi.secondFactorEnable),
    headers: user.auth,
    payload: { code: totpAt(secret, Date.now()) },
  });
  expect(enabled.statusCode, enabled.body).toBe(200);
  return { secret, recoveryCodes: (enabled.json() as { recoveryCodes: string[] }).recoveryCodes };
}

/** Delivers the outbox; the subjects of the mails sent to `email` so far. */
export async function mailSubjectsTo(t: TestApp, email: string) {
  await runMailOutbox(t.app.ctx);
  return t.mails
    .filter((mail) => mail.to.toLowerCase() === email.toLowerCase())
    .map((mail) => mail.subject);
}
