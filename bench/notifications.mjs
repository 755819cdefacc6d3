// npm run bench -- notifications: 1,000 events a second into the outbox (the statement notify()
// runs in the event's transaction: the notification and its mail row) while the API serves
// GET /api/notifications at a fixed rate, on PostgreSQL, with the app's mail worker delivering
// to a local SMTP sink. Target: the reads' p99 within 20% of the same read load without events;
// the outbox drains (the backlog is printed every second until it is empty). Where the CPU went
// is printed for each part of a round: the app, this database's PostgreSQL backends (when the
// server runs on this machine) and this process (reads, producer, SMTP sink), so a slow round
// on a busy machine shows whether the bench's own processes or others took the cores.
import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { freshPostgres, root, startApp } from './lib.mjs';

const JWT_SECRET = 'bench-secret-bench-secret-bench-secret-0123';
const USERS = Number(process.env.BENCH_NOTIF_USERS ?? 500);
const SEEDED_PER_USER = 40;
const EVENTS_PER_SECOND = Number(process.env.BENCH_EVENTS_PER_SECOND ?? 1000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const READ_RATE = Number(process.env.BENCH_READ_RATE ?? 300); // requests per second, all connections
const CONNECTIONS = 16;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const TARGET = 1.2;

const { createTokenService } = await import(`${root}/apps/server/dist/modules/auth/tokens.js`);
const { insertNotification } = await import(
  `${root}/apps/server/dist/modules/notifications/notifications.repository.js`
);
const tokens = createTokenService(JWT_SECRET);

/** An SMTP relay that accepts everything and counts it. */
async function startSink() {
  let received = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      stream.on('data', () => {});
      stream.on('end', () => {
        received += 1;
        callback();
      });
    },
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${server.server.address().port}`,
    received: () => received,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

async function seed(client) {
  await client.query(
    `insert into users (pseudo, email, password_hash, statut)
     select 'lecteur' || i, 'lecteur' || i || '@bench.test', 'x', 'Marque'
     from generate_series(1, $1::int) i`,
    [USERS],
  );
  await client.query(
    `insert into notifications (recipient_id, type, data, event_key, read_at, created_at)
     select u.id, 'project_published',
            jsonb_build_object('projectId', 'p' || g, 'projectTitle', 'Projet ' || g),
            'seed:' || g, case when g % 3 = 0 then null else now() end,
            now() - make_interval(mins => g)
     from users u cross join generate_series(1, $1::int) g`,
    [SEEDED_PER_USER],
  );
  await client.query('vacuum analyze');
}

/** GET /api/notifications at a fixed rate, users rotating; latency in ms. */
async function reads(url, headers) {
  let n = 0;
  const result = await autocannon({
    url: `${url}/api/notifications?page=1`,
    connections: CONNECTIONS,
    overallRate: READ_RATE,
    duration: SECONDS,
    requests: [
      { setupRequest: (req) => ({ ...req, headers: headers[(n += 1) % headers.length] }) },
    ],
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx + result.errors,
  };
}

/**
 * The statement notify() runs for one event (notifications.repository.ts insertNotification, as
 * drizzle renders it), captured once and run as a named statement: building it with drizzle for
 * every event would cost the load generator, on the same two cores, more than the database.
 */
async function notifyStatement() {
  let captured;
  const marks = { recipient: 'RECIPIENT', event: 'EVENT', data: { mark: 'DATA' } };
  await insertNotification(
    { execute: async (query) => (captured = query) },
    {
      recipientId: marks.recipient,
      type: 'offer_received',
      category: 'offers',
      data: marks.data,
      eventKey: marks.event,
      mail: true,
    },
  );
  const { sql: text, params } = new PgDialect().sqlToQuery(captured);
  const dataJson = JSON.stringify(marks.data);
  return (recipientId, eventKey, data) => ({
    name: 'bench_notify',
    text,
    values: params.map((p) => {
      if (p === marks.recipient) return recipientId;
      if (p === marks.event) return eventKey;
      if (p === `${marks.event}:${marks.recipient}`) return `${eventKey}:${recipientId}`;
      if (p === dataJson) return JSON.stringify(data);
      return p;
    }),
  });
}

/** Inserts EVENTS_PER_SECOND events a second (10 every 10 ms) until stopped. */
function produce(pool, statement, userIds) {
  let stopped = false;
  let done = 0;
  let failed = 0;
  let inFlight = 0;
  const started = Date.now();
  const one = async () => {
    inFlight += 1;
    try {
      const id = randomUUID();
      const recipientId = userIds[Math.floor(Math.random() * userIds.length)];
      await pool.query(
        statement(recipientId, `offer_received:${id}`, {
          offerId: id,
          projectId: id,
          projectTitle: 'Campagne de printemps',
          fromPseudo: 'createur',
          amountCents: 15000,
        }),
      );
      done += 1;
    } catch {
      failed += 1;
    } finally {
      inFlight -= 1;
    }
  };
  const perTick = EVENTS_PER_SECOND / 100;
  let due = 0;
  const timer = setInterval(() => {
    if (stopped) return;
    // Catch up on ticks the timer was late for, never more than 64 events in flight.
    due = Math.floor(((Date.now() - started) / 1000) * EVENTS_PER_SECOND);
    const launched = done + failed + inFlight;
    for (let i = 0; i < Math.min(due - launched, 64 - inFlight, perTick * 5); i += 1) void one();
  }, 10);
  return async () => {
    stopped = true;
    clearInterval(timer);
    while (inFlight > 0) await new Promise((r) => setTimeout(r, 10));
    const seconds = (Date.now() - started) / 1000;
    return { done, failed, rate: done / seconds };
  };
}

/** CPU milliseconds so far of a process (user + system; Linux clock ticks of 10 ms). */
function cpuMsOf(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/**
 * CPU used by the app, by PostgreSQL's backends of `dbName` (found in /proc by their process
 * title, sampled every 500 ms so a backend that ends loses at most its last half second) and by
 * this process. `mark()` returns the totals so far; differences of two marks give a window.
 */
function cpuMeter(appPid, dbName) {
  const backends = new Map();
  let ended = 0;
  const scan = () => {
    const seen = new Set();
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      try {
        const title = readFileSync(`/proc/${entry}/cmdline`, 'utf8');
        if (!title.startsWith('postgres:') || !title.includes(` ${dbName} `)) continue;
        backends.set(entry, cpuMsOf(entry));
        seen.add(entry);
      } catch {
        // gone meanwhile
      }
    }
    for (const [pid, ms] of backends) {
      if (seen.has(pid)) continue;
      ended += ms;
      backends.delete(pid);
    }
  };
  scan();
  const timer = setInterval(scan, 500);
  return {
    mark() {
      scan();
      let pg = ended;
      for (const ms of backends.values()) pg += ms;
      const own = process.cpuUsage();
      return { at: Date.now(), app: cpuMsOf(appPid), pg, bench: (own.user + own.system) / 1000 };
    },
    stop: () => clearInterval(timer),
  };
}

/** "app 14% · PostgreSQL 9% · bench 4%" of one core between two marks. */
function cpuLine(from, to) {
  const seconds = (to.at - from.at) / 1000;
  const pct = (key) => `${((to[key] - from[key]) / seconds / 10).toFixed(0)}%`;
  return `app ${pct('app')} · PostgreSQL ${to.pg > 0 ? pct('pg') : 'n/a'} · bench process ${pct('bench')} of one core over ${seconds.toFixed(0)} s`;
}

async function backlog(client) {
  const { rows } = await client.query(
    `select count(*) filter (where status = 'pending')::int as pending,
            count(*) filter (where status = 'sent')::int as sent,
            count(*) filter (where status = 'failed')::int as failed
     from mail_outbox`,
  );
  return rows[0];
}

/** Prints the backlog every second from now until `until()` and then until it is empty. */
function sampleBacklog(client, label) {
  const started = Date.now();
  const samples = [];
  let running = true;
  const loop = (async () => {
    for (;;) {
      const b = await backlog(client);
      samples.push({ t: Math.round((Date.now() - started) / 1000), ...b });
      if (!running && b.pending === 0) break;
      if (Date.now() - started > 180_000) break;
      await new Promise((r) => setTimeout(r, 1000));
    }
  })();
  return async () => {
    running = false;
    await loop;
    console.log(`  backlog over time (${label}): second → pending / sent`);
    const line = samples.map((s) => `${s.t}s ${s.pending}/${s.sent}`).join(' · ');
    console.log(`  ${line}`);
    return samples;
  };
}

export async function run() {
  const database = await freshPostgres('kollabo_bench_notifications');
  const client = new pg.Client({ connectionString: database.url });
  const pool = new pg.Pool({ connectionString: database.url, max: 8 });
  const sink = await startSink();
  let app;
  let meterStop;
  try {
    app = await startApp({
      databaseUrl: database.url,
      env: { JWT_SECRET, SMTP_URL: sink.url },
    });
    await client.connect();
    await seed(client);
    const users = (await client.query('select id from users order by pseudo')).rows;
    const userIds = users.map((u) => u.id);
    const headers = await Promise.all(
      users.map(async (u) => ({
        authorization: `Bearer ${await tokens.sign({ userId: u.id, tokenVersion: 0 })}`,
      })),
    );
    const statement = await notifyStatement();
    console.log(
      `${USERS} users, ${USERS * SEEDED_PER_USER} notifications seeded; reads at ${READ_RATE} req/s over ${CONNECTIONS} connections, ${SECONDS} s a run`,
    );
    await reads(app.url, headers); // warm-up (statements, caches, JIT)
    const meter = cpuMeter(app.pid, new URL(database.url).pathname.slice(1));
    meterStop = meter.stop;

    const quiet = [];
    const busy = [];
    for (let round = 1; round <= ROUNDS; round += 1) {
      const quietFrom = meter.mark();
      const q = await reads(app.url, headers);
      const quietTo = meter.mark();
      quiet.push(q);
      console.log(
        `round ${round} without events: ${q.rps.toFixed(0)} req/s  p50 ${q.p50} ms  p99 ${q.p99} ms  (${q.non2xx} non-2xx)`,
      );
      const before = sink.received();
      const stopSampling = sampleBacklog(client, `round ${round}`);
      const stopProducing = produce(pool, statement, userIds);
      const b = await reads(app.url, headers);
      const produced = await stopProducing();
      const busyTo = meter.mark();
      busy.push(b);
      console.log(
        `round ${round} with events:    ${b.rps.toFixed(0)} req/s  p50 ${b.p50} ms  p99 ${b.p99} ms  (${b.non2xx} non-2xx); events ${produced.done} at ${produced.rate.toFixed(0)}/s (${produced.failed} failed)`,
      );
      const samples = await stopSampling();
      const drainTo = meter.mark();
      console.log(`  CPU without events: ${cpuLine(quietFrom, quietTo)}`);
      console.log(`  CPU with events:    ${cpuLine(quietTo, busyTo)}`);
      console.log(`  CPU while draining: ${cpuLine(busyTo, drainTo)}`);
      const last = samples.at(-1);
      const drainedIn = last?.t ?? 0;
      const sent = sink.received() - before;
      console.log(
        `  outbox drained ${last?.pending === 0 ? 'yes' : 'NO'} ${drainedIn} s after the events began; ${sent} mails reached the relay (${produced.done} queued), ${last?.failed ?? 0} failed`,
      );
    }
    const bestQuiet = Math.min(...quiet.map((r) => r.p99));
    const bestBusy = Math.min(...busy.map((r) => r.p99));
    const ratio = bestBusy / bestQuiet;
    console.log(
      `reads p99: ${bestBusy} ms with events vs ${bestQuiet} ms without (best of ${ROUNDS}): ${(ratio * 100).toFixed(0)}% → ${ratio <= TARGET ? 'OK' : 'ABOVE TARGET'} (target ≤ ${(TARGET * 100).toFixed(0)}%)`,
    );
  } finally {
    meterStop?.();
    await client.end().catch(() => undefined);
    await pool.end().catch(() => undefined);
    await app?.stop();
    await sink.close();
    await database.drop();
  }
}
