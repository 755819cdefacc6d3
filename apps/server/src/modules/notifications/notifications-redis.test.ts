import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Socket } from 'socket.io-client';
import { NOTIFICATION_SOCKET_EVENTS } from '@kollabo/shared';
import { transaction } from '../../db/transaction.js';
import {
  TEST_REDIS_URL,
  createTestApp,
  startSecondInstance,
  type TestApp,
} from '../../test-support/test-app.js';
import { createUser, type TestUser } from '../../test-support/fixtures.js';
import {
  brandAndCreator,
  connectClient,
  emitAck,
  listen,
  nextEvent,
  sendOffer,
} from '../../test-support/offer-fixtures.js';
import { startSmtpServer, type TestSmtp } from '../../test-support/smtp.js';
import { runMailOutbox } from './mail-outbox.js';
import { notify } from './notifications.service.js';

// Two instances on PostgreSQL sharing one Redis and one SMTP relay: each mail goes out once
// whichever instance's worker runs, and the header's counters (bell and message badge) reach
// every open page of the user on either instance. Needs PostgreSQL and Redis; never skipped.

let t: TestApp;
let second: FastifyInstance;
let smtp: TestSmtp;
let urls: [string, string];
const sockets: Socket[] = [];

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ REDIS_URL: TEST_REDIS_URL, SMTP_URL: smtp.url }, { postgres: true });
  second = await startSecondInstance(t);
  urls = [await listen(t.app), await listen(second)];
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await second.close();
  await t.close();
  await smtp.close();
});
beforeEach(async () => {
  await t.reset();
  smtp.received.length = 0;
  smtp.setDown(false);
});
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.close();
});

async function connect(user: TestUser, instance: 0 | 1) {
  const socket = await connectClient(urls[instance], user.token);
  sockets.push(socket);
  return socket;
}

let counter = 0;
async function queue(users: TestUser[]) {
  for (const user of users) {
    counter += 1;
    await transaction(t.app.ctx.db, (tx) =>
      notify(t.app.ctx, tx, {
        type: 'project_published',
        recipientId: user.id,
        data: { projectId: `p${counter}`, projectTitle: `Projet ${counter}` },
        eventKey: `p${counter}`,
      }),
    );
  }
}

describe('mail outbox on two instances', () => {
  it('sends each mail once when both workers run together, also after the relay failed', async () => {
    const users = await Promise.all(Array.from({ length: 30 }, () => createUser(t.app)));
    await queue(users);
    // The relay is down for the first passes of both instances.
    smtp.setDown(true);
    const down = await Promise.all([
      runMailOutbox(t.app.ctx, { backoffBaseMs: 200 }),
      runMailOutbox(second.ctx, { backoffBaseMs: 200 }),
    ]);
    expect(down[0].claimed + down[1].claimed).toBe(30);
    expect(smtp.received).toHaveLength(0);

    smtp.setDown(false);
    await new Promise((resolve) => setTimeout(resolve, 250));
    const runs = await Promise.all([
      runMailOutbox(t.app.ctx, { batch: 5 }),
      runMailOutbox(second.ctx, { batch: 5 }),
    ]);
    expect(runs[0].sent + runs[1].sent).toBe(30);
    for (const user of users) expect(smtp.to(user.email), user.email).toHaveLength(1);
    const ids = smtp.received.map((mail) => mail.messageId);
    expect(new Set(ids).size).toBe(30);
  });
});

describe('live counters across instances', () => {
  it("pushes the bell to the user's pages on the other instance, and a read to every tab", async () => {
    const user = await createUser(t.app);
    const tabOnA = await connect(user, 0);
    const tabOnB = await connect(user, 1);
    const bellOnB = nextEvent<{ unread: number }>(tabOnB, NOTIFICATION_SOCKET_EVENTS.notifications);
    const bellOnA = nextEvent<{ unread: number }>(tabOnA, NOTIFICATION_SOCKET_EVENTS.notifications);
    await queue([user]); // the event happens on instance A
    expect(await bellOnB).toEqual({ unread: 1 });
    expect(await bellOnA).toEqual({ unread: 1 });

    // Read in the tab on B: the tab on A hears of it.
    const readOnA = nextEvent<{ unread: number }>(tabOnA, NOTIFICATION_SOCKET_EVENTS.notifications);
    const res = await second.inject({
      method: 'PATCH',
      url: '/api/notifications/read',
      headers: user.auth,
      payload: { all: true },
    });
    expect(res.json()).toEqual({ ok: true, unread: 0 });
    expect(await readOnA).toEqual({ unread: 0 });
  });

  it('raises the message badge and the bell of an owner on the other instance', async () => {
    const { owner, project, author } = await brandAndCreator(t.app);
    const ownerOnB = await connect(owner, 1);
    const offerBell = nextEvent<{ unread: number }>(
      ownerOnB,
      NOTIFICATION_SOCKET_EVENTS.notifications,
    );
    const idOffer = (await sendOffer(t.app, author, project.id)).json().idOffer as string;
    expect(await offerBell).toEqual({ unread: 1 });

    const authorOnA = await connect(author, 0);
    const badge = nextEvent<{ unread: number }>(ownerOnB, NOTIFICATION_SOCKET_EVENTS.messages);
    const bell = nextEvent<{ unread: number }>(ownerOnB, NOTIFICATION_SOCKET_EVENTS.notifications);
    expect((await emitAck(authorOnA, 'new_message', { idOffer, content: 'Bonjour' })).ok).toBe(
      true,
    );
    expect(await badge).toEqual({ unread: 1 });
    expect(await bell).toEqual({ unread: 2 });

    // The owner reads the conversation through A: the badge on B goes back to 0.
    const cleared = nextEvent<{ unread: number }>(ownerOnB, NOTIFICATION_SOCKET_EVENTS.messages);
    await t.app.inject({
      method: 'PATCH',
      url: `/api/offer/read-message?id=${idOffer}`,
      headers: owner.auth,
    });
    expect(await cleared).toEqual({ unread: 0 });
  });
});
