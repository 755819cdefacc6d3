import { MSG, apiPath, collabPaymentsApi, securityApi } from '@kollabo/shared';
import { describe, expect, it } from 'vitest';
import { expectError } from '../../test-support/escrow-fixtures.js';
import { createUser, type TestUser } from '../../test-support/fixtures.js';
import {
  SAFARI_IPHONE,
  deviceCookieOf,
  enableSecondFactor,
  loginAs,
  mailSubjectsTo,
  totpAt,
  useFrozenClock,
} from '../../test-support/security-fixtures.js';
import { useTestApp } from '../../test-support/test-app.js';
import { SECOND_FACTOR_LIMITS } from './two-factor.service.js';

// The second factor by authenticator app, through HTTP: setup, enable, login's second step,
// one clock step either side, no replay, recovery codes single use, attempts slowed without
// locking the owner out, disable, and the payout details it guards.

const t = useTestApp();
const freezeClock = useFrozenClock();

const MIN = 60_000;
const S = MSG.accountSecurity.mails;

const call = (
  user: TestUser,
  method: 'GET' | 'POST',
  endpoint: { path: string },
  payload?: object,
) =>
  t.app.inject({
    method,
    url: apiPath(endpoint),
    headers: user.auth,
    ...(payload ? { payload } : {}),
  });

describe('second factor', () => {
  it('sets up with a QR code, enables with a first code and gives 10 recovery codes once', async () => {
    const clock = freezeClock();
    const user = await createUser(t.app);
    const setup = await call(user, 'POST', securityApi.secondFactorSetup);
    expect(setup.statusCode).toBe(200);
    const { secret, uri, qr } = setup.json();
    expect(uri).toMatch(/^otpauth:\/\/totp\/Kollabo:/);
    expect(uri).toContain(`secret=${secret}`);
    expect(qr).toMatch(/^data:image\/svg\+xml;base64,/);
    // Pending: not asked at login yet.
    expect((await call(user, 'GET', securityApi.secondFactorStatus)).json()).toEqual({
      enabled: false,
      recoveryCodesLeft: 0,
    });
    expect((await loginAs(t.app, user)).json()).toHaveProperty('token');

    expectError(
      await call(user, 'POST', securityApi.secondFactorEnable, { code: '000000' }),
      'second_factor_invalid',
      400,
    );
    const enabled = await call(user, 'POST', securityApi.secondFactorEnable, {
      code: totpAt(secret, clock.now()),
    });
    expect(enabled.statusCode, enabled.body).toBe(200);
    const codes = enabled.json().recoveryCodes as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    expect((await call(user, 'GET', securityApi.secondFactorStatus)).json()).toEqual({
      enabled: true,
      recoveryCodesLeft: 10,
    });
    // The secret is never handed out again.
    expectError(
      await call(user, 'POST', securityApi.secondFactorSetup),
      'second_factor_enabled',
      409,
    );
    expect(await mailSubjectsTo(t, user.email)).toContain(S.factorEnabled.title);
  });

  it('asks for the code after the right password only, and accepts one step either side', async () => {
    const clock = freezeClock();
    const user = await createUser(t.app);
    const { secret } = await enableSecondFactor(t.app, user);

    // A wrong password says nothing of the factor.
    expectError(await loginAs(t.app, user, { password: 'mauvais123' }), 'bad_credentials', 401);
    const first = await loginAs(t.app, user);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ needSecondFactor: true });
    expect(first.headers['set-cookie']).toBeUndefined();

    clock.set(5 * MIN);
    const before = await loginAs(t.app, user, { code: totpAt(secret, clock.now() - 30_000) });
    expect(before.statusCode, before.body).toBe(200);
    expect(before.json()).toHaveProperty('token');

    clock.set(10 * MIN);
    const after = await loginAs(t.app, user, { code: totpAt(secret, clock.now() + 30_000) });
    expect(after.statusCode, after.body).toBe(200);

    clock.set(15 * MIN);
    for (const offset of [-60_000, 60_000]) {
      const far = await loginAs(t.app, user, { code: totpAt(secret, clock.now() + offset) });
      expectError(far, 'second_factor_invalid', 400);
    }
  });

  it('never accepts a code twice, nor an older one once a newer was used', async () => {
    const clock = freezeClock();
    const user = await createUser(t.app);
    const { secret } = await enableSecondFactor(t.app, user);
    clock.set(5 * MIN);
    const code = totpAt(secret, clock.now());
    expect((await loginAs(t.app, user, { code })).statusCode).toBe(200);
    expectError(await loginAs(t.app, user, { code }), 'second_factor_invalid', 400);
    const older = totpAt(secret, clock.now() - 30_000);
    expectError(await loginAs(t.app, user, { code: older }), 'second_factor_invalid', 400);
  });

  it('takes each recovery code once, and mails about it', async () => {
    freezeClock();
    const user = await createUser(t.app);
    const { recoveryCodes } = await enableSecondFactor(t.app, user);
    const [code] = recoveryCodes;
    const used = await loginAs(t.app, user, { code: code!.toUpperCase() });
    expect(used.statusCode, used.body).toBe(200);
    expect(used.json()).toHaveProperty('token');
    expectError(await loginAs(t.app, user, { code }), 'second_factor_invalid', 400);
    expect((await call(user, 'GET', securityApi.secondFactorStatus)).json()).toEqual({
      enabled: true,
      recoveryCodesLeft: 9,
    });
    expect(await mailSubjectsTo(t, user.email)).toContain(S.recoveryUsed.title);
  });

  it('slows a code guesser down without locking the owner out', async () => {
    const clock = freezeClock();
    const user = await createUser(t.app);
    const { secret } = await enableSecondFactor(t.app, user);
    // The owner's browser has logged in before: it carries this account's device cookie.
    clock.set(1 * MIN);
    const owner = await loginAs(t.app, user, {
      code: totpAt(secret, clock.now()),
      ip: '198.51.100.9',
      userAgent: SAFARI_IPHONE,
    });
    expect(owner.statusCode).toBe(200);
    const cookie = deviceCookieOf(owner);

    // The guesser knows the password: a few wrong codes from her address, then 429.
    const { perAccountAndAddress, perAccount } = SECOND_FACTOR_LIMITS;
    for (let i = 0; i < perAccountAndAddress.max; i += 1) {
      expectError(await loginAs(t.app, user, { code: '000000' }), 'second_factor_invalid', 400);
    }
    const limited = await loginAs(t.app, user, { code: '000000' });
    expectError(limited, 'rate_limited', 429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);

    // Spread over many addresses until the account is under attack.
    for (let n = 1; n * perAccountAndAddress.max <= perAccount.max; n += 1) {
      for (let i = 0; i < perAccountAndAddress.max; i += 1) {
        await loginAs(t.app, user, { code: '000000', ip: `192.0.2.${n}` });
      }
    }
    const fresh = await loginAs(t.app, user, { code: '000000', ip: '192.0.2.200' });
    expectError(fresh, 'second_factor_invalid', 400);
    expectError(
      await loginAs(t.app, user, { code: '000000', ip: '192.0.2.200' }),
      'rate_limited',
      429,
    );

    // The owner, from her usual browser, still gets in at once.
    clock.set(2 * MIN);
    const again = await loginAs(t.app, user, {
      code: totpAt(secret, clock.now()),
      ip: '198.51.100.9',
      userAgent: SAFARI_IPHONE,
      cookie,
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toHaveProperty('token');
    // About 30 logins, each verifying an argon2id hash on purpose: slow on a loaded machine.
  }, 120_000);

  it('disables with the password and a code, and mails about it', async () => {
    const clock = freezeClock();
    const user = await createUser(t.app);
    const { secret } = await enableSecondFactor(t.app, user);
    clock.set(MIN);
    const code = totpAt(secret, clock.now());
    expectError(
      await call(user, 'POST', securityApi.secondFactorDisable, { password: 'mauvais123', code }),
      'password_invalid',
      400,
    );
    expectError(
      await call(user, 'POST', securityApi.secondFactorDisable, {
        password: 'motdepasse123',
        code: '123456',
      }),
      'second_factor_invalid',
      400,
    );
    const off = await call(user, 'POST', securityApi.secondFactorDisable, {
      password: 'motdepasse123',
      code,
    });
    expect(off.statusCode, off.body).toBe(200);
    expect((await loginAs(t.app, user)).json()).toHaveProperty('token');
    expect(await mailSubjectsTo(t, user.email)).toContain(S.factorDisabled.title);
  });

  it('needs a fresh code to open the payout details when the factor is on', async () => {
    const clock = freezeClock();
    const user = await createUser(t.app);
    const onboarding = (payload: object) =>
      call(user, 'POST', collabPaymentsApi.onboarding, payload);
    // Without the factor: no code asked.
    expect((await onboarding({})).statusCode).toBe(200);

    const { secret } = await enableSecondFactor(t.app, user);
    expectError(await onboarding({}), 'second_factor_code_required', 403);
    expectError(await onboarding({ code: '000000' }), 'second_factor_invalid', 400);
    clock.set(MIN);
    const code = totpAt(secret, clock.now());
    const opened = await onboarding({ code });
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json().url).toMatch(/^\/simulated\/onboarding\//);
    expectError(await onboarding({ code }), 'second_factor_invalid', 400);
    const subjects = await mailSubjectsTo(t, user.email);
    expect(subjects.filter((s) => s === S.payoutDetails.title)).toHaveLength(2);
  });
});
