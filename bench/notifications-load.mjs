// The notifications bench's load generators, in their own process (forked by notifications.mjs,
// at the nice level it sets): the SMTP relay the app's mail worker delivers to, and the producer
// of events (notify()'s statement, one commit per event, 8 connections). In production both run
// elsewhere (the relay, the other instances); here they share the machine with the app and
// PostgreSQL, so they run at a lower CPU priority than the app and the database, like the load
// generators of the other benches. The reads' load generator stays in the parent.
//
// Messages from the parent: {start: {databaseUrl, statement, userIds, eventsPerSecond}},
// {stop: true} → {stopped: {done, failed, rate}}, {received: true} → {received: n}.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';

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
  };
}

/** Inserts `eventsPerSecond` events a second (a tick every 10 ms) until stopped. */
function produce(pool, statement, userIds, eventsPerSecond) {
  let stopped = false;
  let done = 0;
  let failed = 0;
  let inFlight = 0;
  const started = Date.now();
  const values = (recipientId, eventKey, data) =>
    statement.values.map((p) => {
      if (p === statement.marks.recipient) return recipientId;
      if (p === statement.marks.event) return eventKey;
      if (p === `${statement.marks.event}:${statement.marks.recipient}`) {
        return `${eventKey}:${recipientId}`;
      }
      if (p === statement.marks.data) return JSON.stringify(data);
      return p;
    });
  const one = async () => {
    inFlight += 1;
    try {
      const id = randomUUID();
      const recipientId = userIds[Math.floor(Math.random() * userIds.length)];
      await pool.query({
        name: statement.name,
        text: statement.text,
        values: values(recipientId, `offer_received:${id}`, {
          offerId: id,
          projectId: id,
          projectTitle: 'Campagne de printemps',
          fromPseudo: 'createur',
          amountCents: 15000,
        }),
      });
      done += 1;
    } catch {
      failed += 1;
    } finally {
      inFlight -= 1;
    }
  };
  const perTick = eventsPerSecond / 100;
  const timer = setInterval(() => {
    if (stopped) return;
    // Catch up on ticks the timer was late for, never more than 64 events in flight.
    const due = Math.floor(((Date.now() - started) / 1000) * eventsPerSecond);
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

const sink = await startSink();
let pool;
let stopProducing;
process.on('message', async (message) => {
  if (message.start) {
    const { databaseUrl, statement, userIds, eventsPerSecond } = message.start;
    pool ??= new pg.Pool({
      connectionString: databaseUrl,
      max: 8,
      application_name: 'bench-producer',
      // Connected once for all the rounds, as another instance's pool would be (the default
      // closed them between bursts: each burst began by starting 8 backends).
      idleTimeoutMillis: 0,
    });
    stopProducing = produce(pool, statement, userIds, eventsPerSecond);
    process.send({ started: true });
  } else if (message.stop) {
    const result = await stopProducing();
    process.send({ stopped: result });
  } else if (message.received) {
    process.send({ received: sink.received() });
  } else if (message.exit) {
    await pool?.end();
    process.exit(0);
  }
});
process.send({ smtpUrl: sink.url });
