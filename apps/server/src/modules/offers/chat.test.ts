import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MSG, type ChatMessage } from '@kollabo/shared';
import { useTestApp } from '../../test-support/test-app.js';
import { createUser, type TestUser } from '../../test-support/fixtures.js';
import {
  connectClient,
  emitAck,
  givePack,
  nextEvent,
  offerBetween,
  revokeTokens,
  sendOffer,
  setProjectStatus,
  useSockets,
  verifySocial,
} from '../../test-support/offer-fixtures.js';
import { runMailOutbox } from '../notifications/mail-outbox.js';
import { queryRows } from '../../test-support/payment-fixtures.js';

const t = useTestApp();
const ws = useSockets(t);
const { client } = ws;
const get = (path: string, user: TestUser) =>
  t.app.inject({ method: 'GET', url: path, headers: user.auth });

/** A published project, an offer on it; the owner has a pack unless told otherwise. */
async function setup(options: { ownerPack?: boolean } = {}) {
  const offer = await offerBetween(t.app, { pack: options.ownerPack });
  // The offer's own mail to the owner (offer_received) leaves first: only chat mails remain.
  await runMailOutbox(t.app.ctx);
  t.mails.length = 0;
  return offer;
}

const waitFor = async (check: () => boolean, ms = 3000) => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 20));
  }
};

describe('handshake and rooms', () => {
  it('refuses a connection without a valid token', async () => {
    await expect(connectClient(ws.url, undefined)).rejects.toThrow('unauthorized');
    await expect(connectClient(ws.url, 'not-a-token')).rejects.toThrow('unauthorized');
  });

  it('lets the owner and the author join the room, not a third user', async () => {
    const { owner, author, idOffer } = await setup();
    expect(await emitAck(await client(owner), 'join_room', idOffer)).toEqual({ ok: true });
    expect(await emitAck(await client(author), 'join_room', { idOffer })).toEqual({ ok: true });
    const third = await createUser(t.app);
    const refused = await emitAck(await client(third), 'join_room', idOffer);
    expect(refused).toMatchObject({ ok: false, error: 'chat_forbidden' });
    const bad = await emitAck(await client(third), 'join_room', 'nope');
    expect(bad).toMatchObject({ ok: false, error: 'validation' });
  });
});

describe('new_message', () => {
  it('stores the message encrypted, then delivers it to the other participant', async () => {
    const { owner, author, idOffer } = await setup();
    const ownerSocket = await client(owner);
    const authorSocket = await client(author);
    await emitAck(ownerSocket, 'join_room', idOffer);
    await emitAck(authorSocket, 'join_room', idOffer);
    const received = nextEvent<ChatMessage>(ownerSocket, 'receive_message');
    const content = 'Bonjour !\nVoici mes disponibilités.';
    const ack = await emitAck(authorSocket, 'new_message', {
      idOffer,
      token: author.token,
      content,
    });
    expect(ack).toMatchObject({ ok: true, message: { content, sender: author.pseudo } });
    const message = await received;
    expect(message).toMatchObject({ idOffer, content, sender: author.pseudo });
    const stored = JSON.stringify(
      await t.app.ctx.db.execute(sql`select content_enc from messages`),
    );
    expect(stored).not.toContain('Bonjour');
    expect(stored).not.toContain('disponibilit');

    const reply = nextEvent<ChatMessage>(authorSocket, 'receive_message');
    await emitAck(ownerSocket, 'new_message', { idOffer, content: 'Merci, parlons-en.' });
    expect((await reply).sender).toBe(owner.pseudo);

    const history = (await get(`/api/offer/messages?id=${idOffer}`, author)).json();
    expect(history).toMatchObject({
      pseudoUser: author.pseudo,
      subscription: false,
      canSend: true,
      hasMore: false,
    });
    expect(history.allMessageDecrypt.map((m: ChatMessage) => m.content)).toEqual([
      content,
      'Merci, parlons-en.',
    ]);
  });

  // Each message upserts both participants' room rows: two sends at the same moment from the
  // two sides once locked them in opposite orders, and PostgreSQL killed one as a deadlock.
  it('stores every message when both participants send at the same moment', async () => {
    const { owner, author, idOffer } = await setup();
    const sockets = [await client(owner), await client(author)];
    const rounds = 10;
    const acks = await Promise.all(
      [owner, author].flatMap((sender, i) =>
        Array.from({ length: rounds }, (_, n) =>
          emitAck(sockets[i]!, 'new_message', {
            idOffer,
            token: sender.token,
            content: `${sender.pseudo} ${n}`,
          }),
        ),
      ),
    );
    expect(acks.filter((ack) => !ack.ok).map((ack) => (ack.ok ? '' : ack.error))).toEqual([]);
    const [stored] = await queryRows<{ n: number }>(
      t.app,
      sql`select count(*)::int as n from messages where offer_id = ${idOffer}`,
    );
    expect(stored?.n).toBe(2 * rounds);
  });

  it('refuses a whitespace-only message and a message over 5000 characters', async () => {
    const { author, idOffer } = await setup();
    const socket = await client(author);
    const blank = await emitAck(socket, 'new_message', { idOffer, content: '  \n\t ' });
    expect(blank).toEqual({ ok: false, error: 'empty_message', message: MSG.chat.emptyMessage });
    const long = await emitAck(socket, 'new_message', { idOffer, content: 'a'.repeat(5001) });
    expect(long).toMatchObject({ ok: false, error: 'validation' });
    const count = JSON.stringify(
      await t.app.ctx.db.execute(sql`select count(*)::int as n from messages`),
    );
    expect(count).toContain('"n":0');
  });

  it('refuses a message on a project in save status, and after attribution', async () => {
    const { author, project, idOffer } = await setup();
    const socket = await client(author);
    for (const statut of ['save', 'attribute'] as const) {
      await setProjectStatus(t.app, project.id, statut);
      const ack = await emitAck(socket, 'new_message', { idOffer, content: 'Bonjour' });
      expect(ack).toMatchObject({ ok: false, error: 'not_allowed' });
    }
    await setProjectStatus(t.app, project.id, 'close');
    expect(await emitAck(socket, 'new_message', { idOffer, content: 'Bonjour' })).toMatchObject({
      ok: true,
    });
  });

  it('opens the attributed offer chat to both parties from attribution on, and only that one', async () => {
    const { owner, author, project, idOffer } = await setup();
    const other = await createUser(t.app);
    await verifySocial(t.app, other);
    const otherOffer = (await sendOffer(t.app, other, project.id)).json().idOffer as string;
    const patch = (url: string, user: TestUser, payload: object) =>
      t.app.inject({ method: 'PATCH', url, headers: user.auth, payload });
    const state = async (user: TestUser, offer: string) =>
      (await get(`/api/offer/messages?id=${offer}`, user)).json() as {
        canSend: boolean;
        sending: string;
      };
    expect(
      (await patch('/api/project/attribute', owner, { idProject: project.id, idOffer })).statusCode,
    ).toBe(200);
    // Attributed, not yet accepted: she asks before accepting, he answers.
    const question = await emitAck(await client(author), 'new_message', {
      idOffer,
      content: 'Avant d’accepter : quelles dates de tournage ?',
    });
    expect(question).toMatchObject({ ok: true });
    expect(
      await emitAck(await client(owner), 'new_message', { idOffer, content: 'Semaine 12.' }),
    ).toMatchObject({ ok: true });
    for (const user of [author, owner]) {
      expect(await state(user, idOffer)).toMatchObject({ canSend: true, sending: 'open' });
    }
    expect(
      (
        await patch('/api/project/allocation', author, {
          idProject: project.id,
          idOffer,
          decision: 'accept',
        })
      ).statusCode,
    ).toBe(200);
    for (const user of [author, owner]) {
      const ack = await emitAck(await client(user), 'new_message', { idOffer, content: 'Suite' });
      expect(ack).toMatchObject({ ok: true });
      expect(await state(user, idOffer)).toMatchObject({ canSend: true, sending: 'open' });
    }
    // Every other offer's chat is closed, for its author and for the owner.
    const refused = await emitAck(await client(other), 'new_message', {
      idOffer: otherOffer,
      content: 'Et moi ?',
    });
    expect(refused).toMatchObject({ ok: false, error: 'not_allowed' });
    const ownerOnOther = await emitAck(await client(owner), 'new_message', {
      idOffer: otherOffer,
      content: 'Fermé',
    });
    expect(ownerOnOther).toMatchObject({ ok: false, error: 'not_allowed' });
    for (const user of [other, owner]) {
      expect(await state(user, otherOffer)).toMatchObject({ canSend: false, sending: 'closed' });
    }
  });

  it('keeps the attributed offer chat open to an owner whose pack ran out', async () => {
    const { owner, project, idOffer } = await setup();
    const patch = (url: string, user: TestUser, payload: object) =>
      t.app.inject({ method: 'PATCH', url, headers: user.auth, payload });
    await patch('/api/project/attribute', owner, { idProject: project.id, idOffer });
    await t.app.ctx.db.execute(
      sql`update user_packs set expire_date = now() - interval '1 day' where user_id = ${owner.id}`,
    );
    const history = (await get(`/api/offer/messages?id=${idOffer}`, owner)).json();
    expect(history).toMatchObject({ subscription: false, canSend: true, sending: 'open' });
  });

  it('closes the attributed offer chat once its author declined', async () => {
    const { owner, author, project, idOffer } = await setup();
    const patch = (url: string, user: TestUser, payload: object) =>
      t.app.inject({ method: 'PATCH', url, headers: user.auth, payload });
    await patch('/api/project/attribute', owner, { idProject: project.id, idOffer });
    await patch('/api/project/allocation', author, {
      idProject: project.id,
      idOffer,
      decision: 'refus',
    });
    for (const user of [author, owner]) {
      const ack = await emitAck(await client(user), 'new_message', {
        idOffer,
        content: 'Encore ?',
      });
      expect(ack).toMatchObject({ ok: false, error: 'not_allowed' });
      expect((await get(`/api/offer/messages?id=${idOffer}`, user)).json()).toMatchObject({
        canSend: false,
        sending: 'closed',
      });
    }
  });

  it('refuses the owner without a pack, not the offer author', async () => {
    const { owner, author, idOffer } = await setup({ ownerPack: false });
    const refused = await emitAck(await client(owner), 'new_message', {
      idOffer,
      content: 'Bonjour',
    });
    expect(refused).toMatchObject({
      ok: false,
      error: 'not_allowed',
      message: MSG.chat.notAllowed,
    });
    const history = (await get(`/api/offer/messages?id=${idOffer}`, owner)).json();
    expect(history).toMatchObject({ subscription: false, canSend: false, sending: 'packRequired' });
    const ok = await emitAck(await client(author), 'new_message', { idOffer, content: 'Bonjour' });
    expect(ok.ok).toBe(true);
  });

  it('refuses a third user, over the socket and over HTTP', async () => {
    const { idOffer } = await setup();
    const third = await createUser(t.app);
    await givePack(t.app, third);
    const ack = await emitAck(await client(third), 'new_message', { idOffer, content: 'Coucou' });
    expect(ack).toMatchObject({ ok: false, error: 'chat_forbidden' });
    const history = await get(`/api/offer/messages?id=${idOffer}`, third);
    expect(history.statusCode).toBe(403);
    const read = await t.app.inject({
      method: 'PATCH',
      url: `/api/offer/read-message?id=${idOffer}`,
      headers: third.auth,
    });
    expect(read.statusCode).toBe(403);
  });

  it('refuses a token of another user inside the message', async () => {
    const { author, owner, idOffer } = await setup();
    const socket = await client(author);
    const ack = await emitAck(socket, 'new_message', { idOffer, token: owner.token, content: 'x' });
    expect(ack).toMatchObject({ ok: false, error: 'session_ended' });
    await waitFor(() => socket.disconnected);
  });
});

describe('revoked tokens', () => {
  it('disconnects a socket as soon as a password change revoked its token', async () => {
    const { author } = await setup();
    const socket = await client(author);
    const revoked = nextEvent(socket, 'session_revoked');
    // A real password change bumps the token version.
    const change = await t.app.inject({
      method: 'PUT',
      url: '/api/user/update-log-info',
      headers: author.auth,
      payload: {
        name: 'Alice Martin',
        email: author.email,
        newpassword: 'nouveau-secret',
        mail_change: 'noChange',
      },
    });
    expect(change.statusCode).toBe(200);
    // Without an event of its own: the change message ends it (plugins/socket-sessions.ts).
    await revoked;
    await waitFor(() => socket.disconnected, 1000);
    await expect(connectClient(ws.url, author.token)).rejects.toThrow('unauthorized');
  });

  it('refuses an event of a token revoked unannounced, then disconnects the socket', async () => {
    const { author, idOffer } = await setup();
    const socket = await client(author);
    const revoked = nextEvent(socket, 'session_revoked');
    // The version bumped without a change message (one lost): the event's own query tells.
    await revokeTokens(t.app, author);
    const ack = await emitAck(socket, 'new_message', { idOffer, content: 'Encore là ?' });
    expect(ack).toMatchObject({ ok: false, error: 'session_ended' });
    await revoked;
    await waitFor(() => socket.disconnected);
  });

  it('the sweep disconnects idle sockets of a revoked token, and only those', async () => {
    const { owner, author } = await setup();
    const idle = await client(author);
    const kept = await client(owner);
    await revokeTokens(t.app, author);
    expect(await t.app.realtime.sweep()).toBe(1);
    await waitFor(() => idle.disconnected);
    expect(kept.connected).toBe(true);
  });
});

describe('mail notifications', () => {
  it('mails an offline recipient once per room per 30 minutes, never a connected one', async () => {
    const { owner, author, idOffer } = await setup();
    const authorSocket = await client(author);
    await emitAck(authorSocket, 'new_message', { idOffer, content: 'Premier message' });
    // The mail was queued with the message (outbox); its worker delivers it.
    await runMailOutbox(t.app.ctx);
    expect(t.mails).toHaveLength(1);
    expect(t.mails[0]).toMatchObject({ to: owner.email });
    expect(t.mails[0]?.subject).toContain(author.pseudo);
    expect(t.mails[0]?.text).toContain(`/offer/${idOffer}/`);
    expect(t.mails[0]?.text).not.toContain('Premier message');
    await emitAck(authorSocket, 'new_message', { idOffer, content: 'Deuxième message' });
    // The author is connected: the owner's reply mails nobody.
    await emitAck(await client(owner), 'new_message', { idOffer, content: 'Réponse' });
    await runMailOutbox(t.app.ctx);
    expect(t.mails).toHaveLength(1);
  });

  it('sends nothing when notifications are off', async () => {
    const { owner, author, idOffer } = await setup();
    const off = await t.app.inject({
      method: 'PATCH',
      url: '/api/user/notif-messages-status?status=false',
      headers: owner.auth,
    });
    expect(off.statusCode).toBe(200);
    await emitAck(await client(author), 'new_message', { idOffer, content: 'Bonjour' });
    await runMailOutbox(t.app.ctx);
    expect(t.mails).toHaveLength(0);
  });
});
