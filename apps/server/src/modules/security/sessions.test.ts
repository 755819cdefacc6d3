import { MSG, accountsApi, apiPath, securityApi } from '@kollabo/shared';
import { describe, expect, it } from 'vitest';
import { expectError } from '../../test-support/escrow-fixtures.js';
import { createUser, type TestUser } from '../../test-support/fixtures.js';
import {
  CHROME_WINDOWS,
  SAFARI_IPHONE,
  deviceCookieOf,
  loginAs,
  mailSubjectsTo,
} from '../../test-support/security-fixtures.js';
import { useTestApp } from '../../test-support/test-app.js';

// "Appareils connectés" through HTTP: each login is a session listed with its device, network
// and last use; ending one (or all the others) refuses its token at its next request; only the
// owner can end hers. And the security mails: a new device, a changed e-mail or password.

const t = useTestApp();
const S = MSG.accountSecurity.mails;

const as = (token: string) => ({ authorization: `Bearer ${token}` });
const tokenOf = (res: { json(): unknown }) => (res.json() as { token: string }).token;
const whoAmI = (token: string) =>
  t.app.inject({ method: 'GET', url: apiPath(accountsApi.tokenCheck), headers: as(token) });
const listSessions = (token: string) =>
  t.app.inject({ method: 'GET', url: apiPath(securityApi.sessions), headers: as(token) });
const revoke = (token: string, id: string) =>
  t.app.inject({
    method: 'DELETE',
    url: apiPath(securityApi.revokeSession, { id }),
    headers: as(token),
  });

async function twoDevices(user: TestUser) {
  const laptop = await loginAs(t.app, user, { userAgent: CHROME_WINDOWS, ip: '203.0.113.7' });
  const phone = await loginAs(t.app, user, { userAgent: SAFARI_IPHONE, ip: '2001:db8:42:7::1' });
  expect(laptop.statusCode).toBe(200);
  expect(phone.statusCode).toBe(200);
  return { laptop: tokenOf(laptop), phone: tokenOf(phone) };
}

describe('sessions', () => {
  it('lists her sessions with device, network and last use, the current one marked', async () => {
    const user = await createUser(t.app);
    const { laptop } = await twoDevices(user);
    const res = await listSessions(laptop);
    expect(res.statusCode).toBe(200);
    const sessions = res.json().sessions as {
      _id: string;
      current: boolean;
      device: string;
      ipRange: string;
      lastUsedAt: string;
    }[];
    // The fixture's own session, the laptop and the phone.
    expect(sessions).toHaveLength(3);
    const current = sessions.filter((s) => s.current);
    expect(current).toHaveLength(1);
    expect(current[0]).toMatchObject({ device: 'Chrome sur Windows', ipRange: '203.0.113.0/24' });
    expect(sessions).toContainEqual(
      expect.objectContaining({ device: 'Safari sur iPhone', ipRange: '2001:db8:42::/48' }),
    );
    expect(Number.isNaN(Date.parse(current[0]!.lastUsedAt))).toBe(false);
    // Someone else sees only hers.
    const other = await createUser(t.app);
    expect((await listSessions(other.token)).json().sessions).toHaveLength(1);
  });

  it('ends one session: its token is refused at its next request, the others keep working', async () => {
    const user = await createUser(t.app);
    const { laptop, phone } = await twoDevices(user);
    expect((await whoAmI(phone)).statusCode).toBe(200);
    const sessions = (await listSessions(laptop)).json().sessions as {
      _id: string;
      device: string;
    }[];
    const phoneSession = sessions.find((s) => s.device === 'Safari sur iPhone')!;
    const done = await revoke(laptop, phoneSession._id);
    expect(done.statusCode, done.body).toBe(200);
    expect((await whoAmI(phone)).statusCode).toBe(401);
    expect((await whoAmI(laptop)).statusCode).toBe(200);
    expectError(await revoke(laptop, phoneSession._id), 'user_session_not_found', 404);
  });

  it("answers 404 for someone else's session and leaves it alone", async () => {
    const owner = await createUser(t.app);
    const stranger = await createUser(t.app);
    const ownerSession = (await listSessions(owner.token)).json().sessions[0]._id as string;
    expectError(await revoke(stranger.token, ownerSession), 'user_session_not_found', 404);
    expectError(await revoke(stranger.token, 'pas-un-identifiant'), 'user_session_not_found', 404);
    expect((await whoAmI(owner.token)).statusCode).toBe(200);
  });

  it('ends every other session at once', async () => {
    const user = await createUser(t.app);
    const { laptop, phone } = await twoDevices(user);
    const res = await t.app.inject({
      method: 'DELETE',
      url: apiPath(securityApi.revokeOtherSessions),
      headers: as(laptop),
    });
    expect(res.json()).toEqual({ revoked: 2 });
    expect((await whoAmI(phone)).statusCode).toBe(401);
    expect((await whoAmI(user.token)).statusCode).toBe(401);
    expect((await whoAmI(laptop)).statusCode).toBe(200);
    expect((await listSessions(laptop)).json().sessions).toHaveLength(1);
  });
});

describe('security mails', () => {
  it('mails a login from a new device, not from a known one', async () => {
    const user = await createUser(t.app);
    const first = await loginAs(t.app, user, { userAgent: CHROME_WINDOWS, ip: '203.0.113.7' });
    expect(await mailSubjectsTo(t, user.email)).toEqual([S.newLogin.title]);
    const mail = t.mails.at(-1)!;
    expect(mail.text).toContain('Chrome sur Windows');
    expect(mail.text).toContain('203.0.113.0/24');
    expect(mail.text).toContain(S.notYou);
    // No unsubscribe: a security mail cannot be turned off.
    expect(mail.headers?.['List-Unsubscribe']).toBeUndefined();

    // Same browser and network, or the device cookie from elsewhere: known.
    await loginAs(t.app, user, { userAgent: CHROME_WINDOWS, ip: '203.0.113.99' });
    await loginAs(t.app, user, {
      userAgent: CHROME_WINDOWS,
      ip: '198.51.100.4',
      cookie: deviceCookieOf(first),
    });
    expect(await mailSubjectsTo(t, user.email)).toHaveLength(1);
    // Another browser on another network: new.
    await loginAs(t.app, user, { userAgent: SAFARI_IPHONE, ip: '198.51.100.4' });
    expect(await mailSubjectsTo(t, user.email)).toEqual([S.newLogin.title, S.newLogin.title]);
  });

  it('mails a changed password to her and a changed e-mail to the old address', async () => {
    const user = await createUser(t.app, { name: 'Mia' });
    await t.app.inject({
      method: 'POST',
      url: apiPath(accountsApi.sendMailCode),
      headers: user.auth,
      payload: { email: 'mia.nouvelle@example.test', context: 'editMail' },
    });
    const changed = await t.app.inject({
      method: 'PUT',
      url: apiPath(accountsApi.updateLogInfo),
      headers: user.auth,
      payload: {
        name: 'Mia',
        email: 'mia.nouvelle@example.test',
        code: t.lastCode('mia.nouvelle@example.test'),
        mail_change: 'change',
        newpassword: 'nouveaumotdepasse1',
      },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const fresh = tokenOf(changed);
    expect(await mailSubjectsTo(t, user.email)).toEqual([S.emailChanged.title]);
    expect(await mailSubjectsTo(t, 'mia.nouvelle@example.test')).toContain(S.passwordChanged.title);
    // The password change ended the other sessions and opened one for this device.
    expect((await whoAmI(user.token)).statusCode).toBe(401);
    expect((await listSessions(fresh)).json().sessions).toHaveLength(1);
  });
});
