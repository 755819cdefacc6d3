// npm run bench -- chat: chat message round trip (emit until the other participant receives it)
// with 1,000 rooms active, on one instance and across two instances through Redis (both on
// PostgreSQL); then the memory of one instance holding 10,000 idle sockets.
// Targets: p99 < 20 ms on one instance, < 40 ms across two; 10,000 idle sockets < 1 GB.
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import pg from 'pg';
import { io } from 'socket.io-client';
import { freshPostgres, root, startApp } from './lib.mjs';

const ROOMS = Number(process.env.BENCH_ROOMS ?? 1000);
const IDLE_SOCKETS = 10_000;
/** Each room sends one message every ROOM_PERIOD_MS, alternating sides: 1,000 rooms → 200 msg/s. */
const ROOM_PERIOD_MS = Number(process.env.BENCH_ROOM_PERIOD_MS ?? 5000);
const MEASURE_MS = 20_000;
const JWT_SECRET = 'bench-secret-bench-secret-bench-secret-0123';
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

const { createTokenService } = await import(
  path.join(root, 'apps/server/dist/modules/auth/tokens.js')
);
const tokens = createTokenService(JWT_SECRET);

/** Users, packs, published projects and one offer per project, in bulk SQL. */
async function seed(databaseUrl, rooms, extraUsers = 0) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const users = rooms * 2 + extraUsers;
  await client.query(
    `insert into users (pseudo, email, password_hash, statut)
     select 'u' || i, 'u' || i || '@bench.test', 'x', 'Influenceur' from generate_series(1, $1) i`,
    [users],
  );
  await client.query(
    `insert into user_packs (user_id, type, balance_offer, expire_date)
     select id, 'premium', 10, now() + interval '30 days' from users
     where pseudo ~ '^u[0-9]+$' and substring(pseudo from 2)::int <= $1`,
    [rooms],
  );
  // Owner u<i> (i ≤ rooms) has project i; author u<rooms+i> sent offer i on it.
  const { rows } = await client.query(
    `with owners as (
       select id, pseudo, substring(pseudo from 2)::int as n from users
       where pseudo ~ '^u[0-9]+$' and substring(pseudo from 2)::int <= $1),
     p as (
       insert into projects (owner_id, title, description, budget, statut, profil_search)
       select id, 'Projet ' || n, repeat('description ', 5), 'Moins de 500 €', 'publish',
              array['Influenceur'] from owners returning id, owner_id)
     select p.id as project_id, p.owner_id, a.id as author_id,
            o.pseudo as owner_pseudo, a.pseudo as author_pseudo
     from p join owners o on o.id = p.owner_id
     join users a on a.pseudo = 'u' || (o.n + $1)`,
    [rooms],
  );
  const pairs = [];
  for (const row of rows) {
    const offer = await client.query(
      `insert into offers (project_id, user_id, amount_cents, tax, message_offre)
       values ($1, $2, 15000, 'TTC', 'Bonjour') returning id`,
      [row.project_id, row.author_id],
    );
    pairs.push({
      offerId: offer.rows[0].id,
      ownerId: row.owner_id,
      authorId: row.author_id,
      ownerPseudo: row.owner_pseudo,
      authorPseudo: row.author_pseudo,
    });
  }
  const extra = extraUsers
    ? (
        await client.query(
          `select id from users where substring(pseudo from 2)::int > $1 order by pseudo`,
          [rooms * 2],
        )
      ).rows.map((r) => r.id)
    : [];
  await client.query('analyze');
  await client.end();
  return { pairs, extra };
}

const tokenFor = (userId) => tokens.sign({ userId, tokenVersion: 0 });

function connect(url, token) {
  const socket = io(url, {
    transports: ['websocket'],
    auth: { token },
    reconnection: false,
    forceNew: true,
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

/** Connects in batches so the handshakes do not all land at once. */
async function connectAll(jobs, batch = 200) {
  const sockets = [];
  for (let i = 0; i < jobs.length; i += batch) {
    sockets.push(...(await Promise.all(jobs.slice(i, i + batch).map((job) => job()))));
  }
  return sockets;
}

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];

/** Runs the conversation load; `ownerUrl` may be another instance than `authorUrl`. */
async function roundTrips(pairs, authorUrl, ownerUrl) {
  const rooms = await connectAll(
    pairs.map((pair) => async () => {
      const [author, owner] = await Promise.all([
        connect(authorUrl, await tokenFor(pair.authorId)),
        connect(ownerUrl, await tokenFor(pair.ownerId)),
      ]);
      await Promise.all([
        author.emitWithAck('join_room', pair.offerId),
        owner.emitWithAck('join_room', pair.offerId),
      ]);
      return { ...pair, author, owner };
    }),
  );
  const sentAt = new Map();
  const samples = [];
  let refused = 0;
  const onReceive = (message) => {
    const started = sentAt.get(message.content);
    if (started === undefined) return;
    sentAt.delete(message.content);
    samples.push(Number(process.hrtime.bigint() - started) / 1e6);
  };
  for (const room of rooms) {
    // Each side measures only what the other sent (the sender's own copy is ignored).
    room.author.on('receive_message', (m) => m.sender !== room.authorPseudo && onReceive(m));
    room.owner.on('receive_message', (m) => m.sender !== room.ownerPseudo && onReceive(m));
  }
  let seq = 0;
  const lag = monitorEventLoopDelay({ resolution: 10 });
  lag.enable();
  const timers = rooms.map((room, index) => {
    room.turn = index % 2 ? 'owner' : 'author';
    const send = () => {
      const from = room.turn === 'author' ? room.author : room.owner;
      const content = `m${(seq += 1)}`;
      sentAt.set(content, process.hrtime.bigint());
      from.emit('new_message', { idOffer: room.offerId, content }, (ack) => {
        if (!ack?.ok) refused += 1;
      });
    };
    // Spread the rooms over the period, then every room sends on its own clock.
    return setTimeout(
      () => {
        send();
        room.interval = setInterval(() => {
          room.turn = room.turn === 'author' ? 'owner' : 'author';
          send();
        }, ROOM_PERIOD_MS);
      },
      (index * ROOM_PERIOD_MS) / rooms.length,
    );
  });
  await new Promise((r) => setTimeout(r, MEASURE_MS));
  timers.forEach(clearTimeout);
  rooms.forEach((room) => clearInterval(room.interval));
  await new Promise((r) => setTimeout(r, 500));
  for (const room of rooms) {
    room.author.close();
    room.owner.close();
  }
  lag.disable();
  samples.sort((a, b) => a - b);
  return {
    clientLagP99: lag.percentile(99) / 1e6,
    count: samples.length,
    lost: sentAt.size,
    refused,
    p50: percentile(samples, 0.5),
    p99: percentile(samples, 0.99),
  };
}

function report(label, r, target) {
  const ok = r.p99 < target && r.lost === 0 && r.refused === 0;
  console.log(
    `${label.padEnd(42)} ${String(r.count).padStart(6)} msgs  p50 ${r.p50.toFixed(2)} ms  p99 ${r.p99.toFixed(2)} ms  lost ${r.lost} refused ${r.refused}, bench client loop lag p99 ${r.clientLagP99.toFixed(1)} ms  (target p99 < ${target} ms) ${ok ? 'OK' : 'BELOW TARGET'}`,
  );
}

export async function run() {
  // BENCH_CHAT_PARTS=single,redis,idle picks parts.
  const parts = (process.env.BENCH_CHAT_PARTS ?? 'single,redis,idle').split(',');
  const env = { JWT_SECRET };
  console.log(
    `${ROOMS} rooms (${ROOMS * 2} sockets), one message per room every ${ROOM_PERIOD_MS} ms (${(ROOMS * 1000) / ROOM_PERIOD_MS} msg/s) for ${MEASURE_MS / 1000} s, PostgreSQL`,
  );
  if (parts.includes('single')) {
    const database = await freshPostgres('kollabo_bench_chat');
    const app = await startApp({ databaseUrl: database.url, env });
    try {
      const { pairs } = await seed(database.url, ROOMS);
      report('round trip, one instance', await roundTrips(pairs, app.url, app.url), 20);
    } finally {
      await app.stop();
      await database.drop();
    }
  }
  if (parts.includes('redis')) {
    const database = await freshPostgres('kollabo_bench_chat2');
    const a = await startApp({ databaseUrl: database.url, env: { ...env, REDIS_URL } });
    const b = await startApp({ databaseUrl: database.url, env: { ...env, REDIS_URL } });
    try {
      const { pairs } = await seed(database.url, ROOMS);
      report('round trip, two instances through Redis', await roundTrips(pairs, a.url, b.url), 40);
    } finally {
      await a.stop();
      await b.stop();
      await database.drop();
    }
  }
  if (parts.includes('idle')) {
    const database = await freshPostgres('kollabo_bench_idle');
    const app = await startApp({ databaseUrl: database.url, env });
    try {
      const { extra } = await seed(database.url, 0, IDLE_SOCKETS);
      const before = app.rssMb();
      const sockets = await connectAll(
        extra.map((id) => async () => connect(app.url, await tokenFor(id))),
      );
      await new Promise((r) => setTimeout(r, 3000));
      const held = app.rssMb();
      console.log(
        `${IDLE_SOCKETS} idle sockets: server RSS ${held.toFixed(0)} MB (${before.toFixed(0)} MB before, ${(((held - before) * 1024) / IDLE_SOCKETS).toFixed(1)} KB per socket)  (target < 1024 MB) ${held < 1024 ? 'OK' : 'BELOW TARGET'}`,
      );
      sockets.forEach((s) => s.close());
    } finally {
      await app.stop();
      await database.drop();
    }
  }
}
