import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { MSG, SOCKET_EVENTS } from '@kollabo/shared';
import { createTestApp, type TestApp } from '../test-support/test-app.js';
import { databaseOutage } from '../test-support/outage.js';
import { createUser, type TestUser } from '../test-support/fixtures.js';
import { connectClient, emitAck, listen, offerBetween } from '../test-support/offer-fixtures.js';
import { api, grantPack, setCredits } from '../test-support/project-fixtures.js';
import { queryRows } from '../test-support/payment-fixtures.js';

// The database goes away under a concurrent write load (12 publication loops and 4 chat
// senders), then comes back. On PostgreSQL the app's own sessions are terminated
// (pg_terminate_backend) and its database refuses connections for two seconds: the shared
// cluster is never restarted. On PGlite, which lives in this process and cannot be cut off,
// its client fails every call for the same two seconds (an injected outage).
// Must hold: the process lives on (an unheard 'error' event would fail this file); every
// answer in the meantime is a success, a business refusal or a 503 with the retry text and a
// request id, never a 500; /api/ready says 503 while the database is away; the app serves
// again within 5 s of its return, with no restart; nothing half-written: credits spent equal
// projects published, stored messages equal acknowledged ones.

const LOOPS = 12;
const SENDERS = 4;
const AWAY_MS = 2_000;
const CREDITS = 10_000;

let t: TestApp;
let url: string;
const sockets: Socket[] = [];
beforeAll(async () => {
  t = await createTestApp();
  url = await listen(t.app);
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await t.close();
});

interface Tally {
  ok: number;
  unavailable: number;
  refused: number;
  failures: string[];
}

function record(tally: Tally, status: number, body: string) {
  if (status < 300) tally.ok += 1;
  else if (status === 503) {
    const parsed = JSON.parse(body) as { message?: string; requestId?: string };
    if (parsed.message !== MSG.common.genericRetry || !parsed.requestId || body.includes(' at ')) {
      tally.failures.push(`503 ${body.slice(0, 120)}`);
    }
    tally.unavailable += 1;
  } else if (status >= 500) tally.failures.push(`${status} ${body.slice(0, 120)}`);
  else tally.refused += 1;
}

describe(`the database goes away under load (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('answers 503 meanwhile, recovers by itself within 5 s, and loses or doubles nothing', async () => {
    const http = api(t);
    // An owner with many credits and a saved project per publication; an offer thread for chat.
    const owner = await createUser(t.app, { statut: 'Marque' });
    await http.create(owner); // the free first project, never published here
    await grantPack(t.app, owner, 'ultimate');
    await setCredits(t.app, owner, CREDITS);
    const { owner: chatOwner, author, idOffer } = await offerBetween(t.app);

    const outage = databaseOutage(t);
    const writes: Tally = { ok: 0, unavailable: 0, refused: 0, failures: [] };
    let acknowledged = 0;
    let chatRefused = 0;
    const chatFailures: string[] = [];
    let stop = false;

    const publishLoop = async () => {
      while (!stop) {
        const created = await http.create(owner, { title: 'Projet de charge' });
        record(writes, created.statusCode, created.body);
        if (created.statusCode !== 201) {
          await new Promise((r) => setTimeout(r, 20));
          continue;
        }
        const id = created.json()._id as string;
        const published = await http.update(owner, id, { statut: 'prePublish' });
        record(writes, published.statusCode, published.body);
      }
    };
    const chatLoop = async (sender: TestUser, socket: Socket) => {
      let n = 0;
      while (!stop) {
        n += 1;
        const ack = await emitAck(socket, SOCKET_EVENTS.newMessage, {
          idOffer,
          token: sender.token,
          content: `message ${n}`,
        }).catch(() => undefined);
        if (ack?.ok) acknowledged += 1;
        else {
          chatRefused += 1;
          if (ack && ack.error !== 'database_unavailable' && ack.error !== 'rate_limited') {
            chatFailures.push(`${ack.error}`);
          }
          await new Promise((r) => setTimeout(r, 20));
        }
      }
    };
    const senders = [author, chatOwner, author, chatOwner].slice(0, SENDERS);
    const connected: Socket[] = [];
    for (const sender of senders) connected.push(await connectClient(url, sender.token));
    sockets.push(...connected);
    const load = [
      ...Array.from({ length: LOOPS }, publishLoop),
      ...senders.map((sender, i) => chatLoop(sender, connected[i]!)),
    ];

    await new Promise((r) => setTimeout(r, 1_000));
    const before = writes.ok;
    await outage.begin();
    const readyWhileAway: number[] = [];
    const awayUntil = Date.now() + AWAY_MS;
    while (Date.now() < awayUntil) {
      readyWhileAway.push((await t.app.inject({ url: '/api/ready' })).statusCode);
      await new Promise((r) => setTimeout(r, 100));
    }
    await outage.end();
    const back = Date.now();
    let recoveredAt = 0;
    while (Date.now() - back < 10_000) {
      const ready = await t.app.inject({ url: '/api/ready' });
      const write = await http.create(owner, { title: 'Retour' });
      if (ready.statusCode === 200 && write.statusCode === 201) {
        recoveredAt = Date.now();
        break;
      }
      await new Promise((r) => setTimeout(r, 50));
    }
    const afterReturn = writes.ok;
    await new Promise((r) => setTimeout(r, 500));
    stop = true;
    await Promise.all(load);

    const recoverySeconds = (recoveredAt - back) / 1000;
    console.log(
      `database loss (${t.config.databaseUrl ? 'PostgreSQL' : 'PGlite'}): recovered ${recoverySeconds.toFixed(2)} s after the database returned; writes ok ${writes.ok}, 503 ${writes.unavailable}, refused ${writes.refused}; chat acknowledged ${acknowledged}, refused ${chatRefused}; /api/ready while away: ${readyWhileAway.filter((s) => s === 503).length}/${readyWhileAway.length} answered 503`,
    );
    expect(writes.failures).toEqual([]);
    expect(chatFailures).toEqual([]);
    expect(before).toBeGreaterThan(0);
    expect(writes.unavailable).toBeGreaterThan(0);
    expect(readyWhileAway.length).toBeGreaterThan(0);
    expect(readyWhileAway.every((status) => status === 503)).toBe(true);
    expect(recoveredAt).toBeGreaterThan(0);
    expect(recoverySeconds).toBeLessThan(5);
    expect(writes.ok).toBeGreaterThan(afterReturn);

    // Nothing half-written.
    const [credits] = await queryRows<{ balance: number }>(
      t.app,
      sql`select balance_offer as balance from user_packs where user_id = ${owner.id}`,
    );
    const [projects] = await queryRows<{ spent: number; published: number }>(
      t.app,
      sql`select count(*) filter (where credit_spent)::int as spent,
                 count(*) filter (where statut in ('publish', 'prePublish'))::int as published
          from projects where owner_id = ${owner.id}`,
    );
    expect(CREDITS - credits!.balance).toBe(projects!.spent);
    expect(projects!.published).toBe(projects!.spent);
    const [stored] = await queryRows<{ count: number }>(
      t.app,
      sql`select count(*)::int as count from messages where offer_id = ${idOffer}`,
    );
    expect(stored!.count).toBe(acknowledged);
  }, 60_000);
});
