import pino from 'pino';
import type { FastifyBaseLogger } from 'fastify';
import { loadConfig } from '../../config.js';
import { openDatabase } from '../../db/client.js';
import { createMailer } from '../../integrations/mail.js';
import { startOutboxLoop } from './mail-outbox.js';

// The mail outbox worker in a process of its own, forked by the API process on PostgreSQL
// (mail-outbox-fork.ts) at a lower CPU priority: building and sending mails is background work
// that must not take the cores, the event loop or the pool connections of the requests. Same
// loop, claims and marks as in-process (mail-outbox.ts), so the exactly-once rules hold as they
// are. The API process wakes it ("wake") when one of its events queued a mail, and stops it
// ("stop", or its own end: the IPC channel closes); a stop lets the row being sent finish.

/** Its own connections: one claim or mark at a time, plus a lease renewal. */
const POOL_SIZE = 2;

const config = loadConfig();
const log = pino({ level: config.logLevel, base: { worker: 'mail-outbox' } });
const logger = log as unknown as FastifyBaseLogger;
const database = await openDatabase({ databaseUrl: config.databaseUrl, poolSize: POOL_SIZE });
const mail = createMailer({
  smtpUrl: config.smtpUrl,
  from: config.mailFrom,
  dataDir: config.dataDir,
  log: logger,
});
const loop = startOutboxLoop({ config, db: database.db, mail }, logger);

let stopping: Promise<void> | undefined;
const stop = () =>
  (stopping ??= (async () => {
    try {
      await loop.stop();
      mail.close?.();
      await database.close();
    } catch (error) {
      log.error({ err: error }, 'mail outbox process stop failed');
    }
    process.exit(0);
  })());

process.on('message', (message) => {
  if (message === 'wake') loop.wake();
  else if (message === 'stop') void stop();
});
process.on('disconnect', () => void stop());
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
process.send?.('ready');
