import { describe, expect, it } from 'vitest';
import { MSG } from '@kollabo/shared';
import { useTestApp } from '../../test-support/test-app.js';
import { createUser, type TestUser } from '../../test-support/fixtures.js';
import {
  createProject,
  givePack,
  sendOffer,
  storeMessage,
  verifySocial,
} from '../../test-support/offer-fixtures.js';

const t = useTestApp();

const get = (url: string, user: TestUser) =>
  t.app.inject({ method: 'GET', url, headers: user.auth });
const patch = (url: string, user: TestUser, payload?: object) =>
  t.app.inject({ method: 'PATCH', url, headers: user.auth, ...(payload ? { payload } : {}) });

/** An owner with a pack and `count` creators who each sent an offer and a message. */
async function conversations(count: number) {
  const owner = await createUser(t.app, { pseudo: `owner${Date.now().toString(36)}` });
  await givePack(t.app, owner);
  const rooms: { author: TestUser; idOffer: string; projectId: string }[] = [];
  for (let i = 0; i < count; i += 1) {
    const project = await createProject(t.app, owner, { title: `Projet ${i}` });
    const author = await createUser(t.app, { pseudo: `createur${i}x${Date.now().toString(36)}` });
    await verifySocial(t.app, author);
    const idOffer = (await sendOffer(t.app, author, project.id)).json().idOffer as string;
    await storeMessage(t.app, author, idOffer, `Message ${i}`);
    rooms.push({ author, idOffer, projectId: project.id });
  }
  return { owner, rooms };
}

describe('GET /offer/all-rooms-offer', () => {
  it('shows the display name and a one-line preview of the last message', async () => {
    const owner = await createUser(t.app, { name: 'Maison Ardoise' });
    await givePack(t.app, owner);
    const project = await createProject(t.app, owner, { title: 'Projet nom' });
    const author = await createUser(t.app, { name: 'Léa Martin' });
    await verifySocial(t.app, author);
    const idOffer = (await sendOffer(t.app, author, project.id)).json().idOffer as string;
    await storeMessage(t.app, author, idOffer, 'Bonjour,\n\nje suis disponible   dès lundi.');
    const room = (await get('/api/offer/all-rooms-offer', owner)).json().roomsMessageOffer[0];
    expect(room.sender).toMatchObject({ pseudo: author.pseudo, name: 'Léa Martin' });
    expect(room.lastMessage).toEqual({
      content: 'Bonjour, je suis disponible dès lundi.',
      fromMe: false,
    });
    const chat = (await get(`/api/offer/messages?id=${idOffer}`, owner)).json();
    expect(chat.allMessageDecrypt[0]).toMatchObject({
      sender: author.pseudo,
      senderName: 'Léa Martin',
    });
  });

  it('lists rooms newest first by 10 with hasMore, the unread count and notif_status', async () => {
    const { owner, rooms } = await conversations(12);
    const first = (
      await get('/api/offer/all-rooms-offer?status=none&page=1&pageSize=10', owner)
    ).json();
    expect(first.roomsMessageOffer).toHaveLength(10);
    expect(first).toMatchObject({ hasMore: true, unread: 12, notif_status: true });
    const newest = rooms[11];
    expect(first.roomsMessageOffer[0]).toMatchObject({
      _id: newest?.idOffer,
      idOffer: newest?.idOffer,
      sender: { pseudo: newest?.author.pseudo, photo: null },
      project: { _id: newest?.projectId, title: 'Projet 11' },
      receiverRead: false,
      status: 'none',
    });
    const second = (await get('/api/offer/all-rooms-offer?status=none&page=2', owner)).json();
    expect(second.roomsMessageOffer).toHaveLength(2);
    expect(second.hasMore).toBe(false);
    // The author wrote last: their own room is read.
    const authorView = (await get('/api/offer/all-rooms-offer', rooms[0]!.author)).json();
    expect(authorView).toMatchObject({ unread: 0 });
    expect(authorView.roomsMessageOffer[0]).toMatchObject({
      receiverRead: true,
      sender: { pseudo: owner.pseudo },
    });
    // Each row: the other's display name (the pseudo without one) and the last message, one line.
    expect(first.roomsMessageOffer[0]).toMatchObject({
      sender: { name: newest?.author.pseudo },
      lastMessage: { content: 'Message 11', fromMe: false },
    });
    expect(authorView.roomsMessageOffer[0].lastMessage).toEqual({
      content: 'Message 0',
      fromMe: true,
    });
    expect((await get('/api/offer/all-rooms-offer?pageSize=11', owner)).statusCode).toBe(400);
  });

  it('marks read, filters unread, and searches by sender', async () => {
    const { owner, rooms } = await conversations(3);
    const [a, b] = rooms;
    const read = await patch(`/api/offer/read-message?id=${a!.idOffer}`, owner);
    expect(read.statusCode).toBe(200);
    const unread = (await get('/api/offer/all-rooms-offer?status=notRead', owner)).json();
    expect(unread.unread).toBe(2);
    expect(unread.roomsMessageOffer.map((r: { idOffer: string }) => r.idOffer)).not.toContain(
      a!.idOffer,
    );
    const search = (
      await get(`/api/offer/all-rooms-offer?sender=${b!.author.pseudo.toUpperCase()}`, owner)
    ).json();

    expect(search.roomsMessageOffer).toHaveLength(1);
    expect(search.roomsMessageOffer[0].idOffer).toBe(b!.idOffer);
    const none = (await get('/api/offer/all-rooms-offer?sender=%25', owner)).json();
    expect(none.roomsMessageOffer).toHaveLength(0);
    // A new message makes the room unread again.
    await storeMessage(t.app, a!.author, a!.idOffer, 'Encore moi');
    expect((await get('/api/offer/all-rooms-offer', owner)).json().unread).toBe(3);
  });
});

describe('PATCH /offer/message-status', () => {
  it('moves a room to favourites or archives, and only back to none from there', async () => {
    const { owner, rooms } = await conversations(2);
    const [a, b] = rooms;
    expect(
      (await patch('/api/offer/message-status', owner, { status: 'favourite', id: a!.idOffer }))
        .statusCode,
    ).toBe(200);
    expect(
      (await patch('/api/offer/message-status', owner, { status: 'archive', id: b!.idOffer }))
        .statusCode,
    ).toBe(200);
    const list = async (status: string) =>
      (await get(`/api/offer/all-rooms-offer?status=${status}`, owner))
        .json()
        .roomsMessageOffer.map((r: { idOffer: string }) => r.idOffer);
    expect(await list('favourite')).toEqual([a!.idOffer]);
    expect(await list('archive')).toEqual([b!.idOffer]);
    expect(await list('none')).toEqual([]);

    const locked = await patch('/api/offer/message-status', owner, {
      status: 'archive',
      id: a!.idOffer,
    });
    expect(locked.statusCode).toBe(409);
    expect(locked.json().message).toBe(MSG.inbox.statusLocked);
    expect(
      (await patch('/api/offer/message-status', owner, { status: 'none', id: a!.idOffer }))
        .statusCode,
    ).toBe(200);
    expect(await list('none')).toEqual([a!.idOffer]);

    // A new message brings an archived room back to the inbox.
    await storeMessage(t.app, b!.author, b!.idOffer, 'Vous êtes là ?');
    expect(await list('none')).toEqual([b!.idOffer, a!.idOffer]);
  });

  it('refuses a room the user is not part of, and a bad status', async () => {
    const { rooms } = await conversations(1);
    const third = await createUser(t.app);
    const res = await patch('/api/offer/message-status', third, {
      status: 'favourite',
      id: rooms[0]!.idOffer,
    });
    expect(res.statusCode).toBe(404);
    const bad = await patch('/api/offer/message-status', third, {
      status: 'poubelle',
      id: rooms[0]!.idOffer,
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('PATCH /user/notif-messages-status', () => {
  it('turns mail notifications off and on', async () => {
    const user = await createUser(t.app);
    expect((await patch('/api/user/notif-messages-status?status=false', user)).statusCode).toBe(
      200,
    );
    expect((await get('/api/offer/all-rooms-offer', user)).json().notif_status).toBe(false);
    await patch('/api/user/notif-messages-status?status=true', user);
    expect((await get('/api/offer/all-rooms-offer', user)).json().notif_status).toBe(true);
    expect((await patch('/api/user/notif-messages-status?status=maybe', user)).statusCode).toBe(
      400,
    );
    expect(
      (await t.app.inject({ method: 'PATCH', url: '/api/user/notif-messages-status?status=true' }))
        .statusCode,
    ).toBe(401);
  });
});
