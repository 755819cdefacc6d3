import { accountsApi, apiPath, dataRightsApi, securityApi } from '@kollabo/shared';
import { eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterEach, describe, expect, it } from 'vitest';
import { userSessions } from '../../db/schema/index.js';
import { FIXTURE_PASSWORD } from '../../test-support/fixtures.js';
import { connectClient, emitAck, listen, offerBetween } from '../../test-support/offer-fixtures.js';
import { loginAs } from '../../test-support/security-fixtures.js';
import { useTwoInstances } from '../../test-support/test-app.js';

// Issue 42, point 4: a session that ends (one device revoked, the password changed, the account
// deleted) loses its sockets at once on every instance, not at the next sweep. Two instances
// share the database and the machine's Redis; the sweep runs every 10 s, so a disconnection
// within one second is the change message's doing.

const two = useTwoInstances();
const { t, sockets } = two;
const AT_ONCE_MS = 1000;
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.close();
});

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function open(url: string, token: string) {
  const socket = await connectClient(url, token);
  sockets.push(socket);
  return socket;
}

/**
 * Watches a socket from before the request that ends its session; `within(ms)`, called once the
 * request answered, resolves once the socket was told its session ended and is disconnected,
 * and fails if that takes longer than `ms` from the answer (a password's hashing is not counted).
 */
function watchEnd(socket: Socket) {
  let told = false;
  let gone = false;
  let settle = () => {};
  socket.once('session_revoked', () => {
    told = true;
    settle();
  });
  socket.once('disconnect', () => {
    gone = true;
    settle();
  });
  return {
    within: (ms = AT_ONCE_MS) =>
      new Promise<void>((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`after ${ms} ms: told ${told}, disconnected ${gone}`)),
          ms,
        );
        settle = () => {
          if (!told || !gone) return;
          clearTimeout(timer);
          resolve();
        };
        settle();
      }),
  };
}

/** Every watched socket ended within one second of the answer. */
const allEnded = (watched: ReturnType<typeof watchEnd>[]) =>
  Promise.all(watched.map((w) => w.within()));

/** The same socket trying to come back with its token: refused at the handshake. */
function reconnectRefused(socket: Socket) {
  return new Promise<string>((resolve, reject) => {
    socket.once('connect', () => reject(new Error('reconnected with a revoked token')));
    socket.once('connect_error', (error) => resolve(error.message));
    socket.connect();
  });
}

/** The offer's author with two more sessions (a laptop and a phone), and the two servers. */
async function authorOnTwoDevices() {
  const [urlA, urlB] = [await listen(t.app), await listen(two.second)];
  const { author, idOffer } = await offerBetween(t.app);
  const laptop = (await loginAs(t.app, author)).json().token as string;
  const phone = (await loginAs(t.app, author)).json().token as string;
  return { urlA, urlB, author, idOffer, laptop, phone };
}

async function expectCanChat(socket: Socket, idOffer: string) {
  expect(await emitAck(socket, 'join_room', idOffer)).toEqual({ ok: true });
  const sent = await emitAck(socket, 'new_message', { idOffer, content: 'Toujours là.' });
  expect(sent.ok).toBe(true);
}

describe('a revoked session loses its sockets at once, on every instance', () => {
  it('one device revoked: its sockets on both instances go, another session of hers stays', async () => {
    const { urlA, urlB, idOffer, laptop, phone } = await authorOnTwoDevices();
    const phoneOnA = await open(urlA, phone);
    const phoneOnB = await open(urlB, phone);
    const laptopOnB = await open(urlB, laptop);
    expect(await emitAck(phoneOnB, 'join_room', idOffer)).toEqual({ ok: true });

    const phoneSession = await sessionIdOf(phone);
    const ends = [watchEnd(phoneOnA), watchEnd(phoneOnB)];
    const revoked = await t.app.inject({
      method: 'DELETE',
      url: apiPath(securityApi.revokeSession, { id: phoneSession }),
      headers: bearer(laptop),
    });
    expect(revoked.statusCode).toBe(200);
    await allEnded(ends);

    expect(await reconnectRefused(phoneOnB)).toBe('unauthorized');
    expect(await reconnectRefused(phoneOnA)).toBe('unauthorized');
    expect(laptopOnB.connected).toBe(true);
    await expectCanChat(laptopOnB, idOffer);
  });

  it('a password change: every socket of every session of hers goes, on both instances', async () => {
    const { urlA, urlB, author, idOffer, laptop, phone } = await authorOnTwoDevices();
    const all = [
      await open(urlA, laptop),
      await open(urlB, phone),
      await open(urlB, author.token),
      await open(urlA, author.token),
    ];
    const ends = all.map(watchEnd);
    // Changed through the second instance: the first hears it through Redis.
    const changed = await two.second.inject({
      method: 'PUT',
      url: apiPath(accountsApi.updateLogInfo),
      headers: author.auth,
      payload: {
        name: 'Alice Martin',
        email: author.email,
        newpassword: 'nouveau-secret-42',
        mail_change: 'noChange',
      },
    });
    expect(changed.statusCode).toBe(200);
    await allEnded(ends);
    for (const socket of all) expect(await reconnectRefused(socket)).toBe('unauthorized');

    // The device that changed it got a fresh token, and its new socket chats.
    const fresh = changed.json().token as string;
    await expectCanChat(await open(urlA, fresh), idOffer);
  });

  it('a password reset by code: her sockets on both instances go', async () => {
    const { urlA, urlB, author, phone } = await authorOnTwoDevices();
    const all = [await open(urlA, phone), await open(urlB, author.token)];
    await t.app.inject({
      method: 'POST',
      url: apiPath(accountsApi.requestResetCode),
      payload: { email: author.email },
    });
    await t.app.ctx.background.idle();
    const code = t.lastCode(author.email);
    const ends = all.map(watchEnd);
    // Reset through the second instance: the first hears it through Redis.
    const reset = await two.second.inject({
      method: 'PUT',
      url: apiPath(accountsApi.resetPassword),
      payload: { email: author.email, code, newpassword: 'nouveau-secret-42' },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    await allEnded(ends);
    for (const socket of all) expect(await reconnectRefused(socket)).toBe('unauthorized');
  });

  it('an account deleted: her sockets on both instances go and cannot come back', async () => {
    const { urlA, urlB, author, phone } = await authorOnTwoDevices();
    const all = [await open(urlA, phone), await open(urlB, phone), await open(urlB, author.token)];
    const ends = all.map(watchEnd);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: apiPath(dataRightsApi.deleteAccount),
      headers: author.auth,
      payload: { password: FIXTURE_PASSWORD },
    });
    expect(deleted.statusCode).toBe(200);
    await allEnded(ends);
    for (const socket of all) expect(await reconnectRefused(socket)).toBe('unauthorized');
  });

  it('the sweep still ends a socket whose session row went without a change message', async () => {
    const { urlA, author, phone } = await authorOnTwoDevices();
    const socket = await open(urlA, phone);
    const kept = await open(urlA, author.token);
    // Deleted behind the app's back (a lost message): only the sweep can notice.
    const sid = await sessionIdOf(phone);
    await t.app.ctx.db.delete(userSessions).where(eq(userSessions.id, sid));
    const ends = watchEnd(socket);
    expect(await t.app.realtime.sweep()).toBe(1);
    await ends.within();
    expect(await reconnectRefused(socket)).toBe('unauthorized');
    expect(kept.connected).toBe(true);
  });
});

/** The session a token names: the one its own list marks current. */
async function sessionIdOf(token: string): Promise<string> {
  const listed = await t.app.inject({
    method: 'GET',
    url: apiPath(securityApi.sessions),
    headers: bearer(token),
  });
  const id = (listed.json().sessions as { _id: string; current: boolean }[]).find(
    (s) => s.current,
  )?._id;
  if (!id) throw new Error('no current session');
  return id;
}
