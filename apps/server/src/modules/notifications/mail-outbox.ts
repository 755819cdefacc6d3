import { randomUUID } from 'node:crypto';
import {
  greetingName,
  categoryLabel,
  endpointUrl,
  isSecurityCategory,
  notificationsApi,
  renderNotificationMail,
} from '@kollabo/shared';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { startWokenJob } from '../../lib/periodic-job.js';
import type { AppContext } from '../../context.js';
import { readAttachments } from './mail-attachments.js';
import { createMailPace, type MailPace } from './mail-pace.js';
import { renderMail } from './mail-template.js';
import * as repo from './notifications.repository.js';
import { onMailQueued, unsubscribeToken } from './notifications.service.js';
import { unsubscribePage } from './unsubscribe-token.js';

// The outbox worker: delivers the mails `notify` queued, at least once, never twice in the
// windows we control (docs/notifications.md, "exactly once").
//
// 1. Claim: one statement takes up to `batch` due rows (FOR UPDATE SKIP LOCKED, so instances
//    never wait for nor share a row), stamps them with this run's claim token, counts the attempt
//    and moves `next_attempt_at` one lease ahead. A crash after this leaves the rows pending;
//    another worker takes them once the lease ends.
// 2. Send each row with a fixed Message-ID (`<row id@host>`), re-checking the claim first when
//    the lease is half gone (a slow batch never sends a row another worker took).
// 3. Mark the rows the relay accepted as sent, in groups: one UPDATE for up to `markBatch`
//    rows, none waiting more than `markWithinMs` (one commit per mail cost the database more
//    than the events that queued them). A stop flushes the group before it gives the unsent
//    rows back, so it leaves only unsent rows pending. A failure waits `backoff(attempts)` and
//    is retried at once, row by row; after `maxAttempts` the row is marked failed (admin
//    "E-mails en échec").

export interface OutboxOptions {
  batch?: number;
  /** How long a claim holds its rows. */
  leaseMs?: number;
  maxAttempts?: number;
  /** Delay before retry n (1-based): base × 2^(n−1), capped. */
  backoffBaseMs?: number;
  backoffMaxMs?: number;
  /** Rows sent at the same time (SMTP pool connections). */
  concurrency?: number;
  /** Sent rows marked by one UPDATE, at most... */
  markBatch?: number;
  /** ...and none left unmarked longer than this after its send. */
  markWithinMs?: number;
  /** Spaces the sends out while the API serves requests (none: full speed, as in the tests). */
  pace?: MailPace;
  log?: FastifyBaseLogger;
  /** Stops between rows when aborted (shutdown; tests stop a worker mid-batch this way). */
  signal?: AbortSignal;
}

export interface OutboxRun {
  claimed: number;
  sent: number;
  retried: number;
  failed: number;
  skipped: number;
}

type Settled = Required<Omit<OutboxOptions, 'log' | 'signal' | 'pace'>> & OutboxOptions;

export const OUTBOX_DEFAULTS: Settled = {
  batch: 100,
  leaseMs: 120_000,
  maxAttempts: 8,
  backoffBaseMs: 30_000,
  backoffMaxMs: 3_600_000,
  concurrency: 5,
  markBatch: 50,
  markWithinMs: 100,
};

export function backoffMs(attempts: number, base: number, max: number): number {
  return Math.min(max, base * 2 ** Math.max(0, attempts - 1));
}

/** The Message-ID of an outbox row: the same on every attempt. */
export function outboxMessageId(publicUrl: string, rowId: string): string {
  return `<${rowId}@${new URL(publicUrl).hostname}>`;
}

function buildMail(ctx: AppContext, row: repo.ClaimedMail) {
  const content = renderNotificationMail(row.type, row.data);
  if (!content) return undefined;
  const base = ctx.config.publicUrl;
  const frame = {
    // Mails greet people by their name, never by the pseudo they chose for the site.
    greetName: greetingName(row),
    url: `${base}${content.link}`,
    categoryLabel: categoryLabel(content.category),
    settingsUrl: `${base}/my-notifications`,
  };
  const to = content.to ?? row.email;
  const messageId = outboxMessageId(base, row.id);
  // Security mails are always sent: no unsubscribe link nor header.
  if (isSecurityCategory(content.category)) {
    return { to, ...renderMail(content, frame), messageId };
  }
  const token = unsubscribeToken(ctx, row.recipientId, content.category);
  const oneClickUrl = `${base}${endpointUrl(notificationsApi.unsubscribe, { query: { token } })}`;
  return {
    to,
    ...renderMail(content, { ...frame, unsubscribeUrl: `${base}${unsubscribePage(token)}` }),
    messageId,
    headers: {
      // RFC 8058: the mail client unsubscribes by POSTing List-Unsubscribe=One-Click here.
      'List-Unsubscribe': `<${oneClickUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

type Ended = 'sent' | 'skipped';

export interface ClaimMarker {
  /** The row left (or was skipped): it is marked with the next group. */
  add(id: string, status: Ended): void;
  /** A group could not be marked: stop sending (its rows come back after the lease). */
  readonly failed: boolean;
  /** Marks what waits, after the group in flight; throws the first marking failure. */
  close(): Promise<void>;
}

/**
 * Groups the ends of one claim's rows: `mark` runs for `max` rows at once, or for fewer once
 * the first of them has waited `withinMs`, one group after the other, never two at once.
 */
export function createClaimMarker(
  mark: (ids: string[], status: Ended) => Promise<void>,
  { max, withinMs }: { max: number; withinMs: number },
): ClaimMarker {
  let waiting: { id: string; status: Ended }[] = [];
  let timer: NodeJS.Timeout | undefined;
  let chain: Promise<void> = Promise.resolve();
  let failure: { error: unknown } | undefined;
  const flush = (): Promise<void> => {
    clearTimeout(timer);
    timer = undefined;
    if (waiting.length === 0) return chain;
    const rows = waiting;
    waiting = [];
    chain = chain.then(async () => {
      try {
        for (const status of ['sent', 'skipped'] as const) {
          const ids = rows.filter((row) => row.status === status).map((row) => row.id);
          if (ids.length > 0) await mark(ids, status);
        }
      } catch (error) {
        failure ??= { error };
      }
    });
    return chain;
  };
  return {
    add(id, status) {
      waiting.push({ id, status });
      if (waiting.length >= max) void flush();
      else timer ??= setTimeout(() => void flush(), withinMs);
    },
    get failed() {
      return failure !== undefined;
    },
    async close() {
      await flush();
      if (failure) throw failure.error;
    },
  };
}

/** One pass over the due rows, batch after batch until none is due. */
export async function runMailOutbox(
  ctx: AppContext,
  options: OutboxOptions = {},
): Promise<OutboxRun> {
  const o: Settled = { ...OUTBOX_DEFAULTS, ...options };
  const run: OutboxRun = { claimed: 0, sent: 0, retried: 0, failed: 0, skipped: 0 };
  while (!o.signal?.aborted) {
    const token = randomUUID();
    const claimedAt = Date.now();
    const rows = await repo.claimDueMails(ctx.db, token, o.batch, o.leaseMs);
    run.claimed += rows.length;
    if (rows.length === 0) break;
    const marker = createClaimMarker(
      (ids, status) => repo.finishClaims(ctx.db, ids, token, status),
      { max: o.markBatch, withinMs: o.markWithinMs },
    );
    let next = 0;
    const lane = async () => {
      const going = () => next < rows.length && !o.signal?.aborted && !marker.failed;
      while (going()) {
        if (o.pace) {
          await o.pace.beforeSend(rows[next]?.createdAt);
          if (!going()) break;
        }
        const row = rows[next++];
        if (row) await deliver(ctx, row, token, claimedAt, o, run, marker);
      }
    };
    try {
      await Promise.all(
        Array.from({ length: Math.max(1, Math.min(o.concurrency, rows.length)) }, lane),
      );
    } finally {
      // Whatever happened to the lanes, the rows that left are marked before anything else.
      await marker.close();
    }
    if (next < rows.length) {
      // Stopped: the rows not started go back to the queue at once, as if never claimed.
      await repo.releaseClaims(
        ctx.db,
        rows.slice(next).map((row) => row.id),
        token,
      );
    }
    if (rows.length < o.batch) break;
  }
  return run;
}

async function deliver(
  ctx: AppContext,
  row: repo.ClaimedMail,
  token: string,
  claimedAt: number,
  o: Settled,
  run: OutboxRun,
  marker: ClaimMarker,
): Promise<void> {
  if (!row.allowed) {
    // Unsubscribed since the event: nothing leaves.
    marker.add(row.id, 'skipped');
    run.skipped += 1;
    return;
  }
  const mail = buildMail(ctx, row);
  if (!mail) {
    await repo.finishClaim(ctx.db, row.id, token, {
      status: 'failed',
      error: 'unknown event data',
    });
    run.failed += 1;
    return;
  }
  if (
    Date.now() - claimedAt > o.leaseMs / 2 &&
    !(await repo.renewClaim(ctx.db, row.id, token, o.leaseMs))
  ) {
    return; // the lease ran out and another worker holds the row now
  }
  try {
    // Files are read at the last moment: one missing from the storage fails this attempt.
    const attachments =
      row.attachments.length > 0 ? await readAttachments(ctx.storage, row.attachments) : undefined;
    await ctx.mail.send(attachments ? { ...mail, attachments } : mail);
  } catch (error) {
    const message = error instanceof Error ? error.message.slice(0, 500) : 'send failed';
    if (row.attempts >= o.maxAttempts) {
      await repo.finishClaim(ctx.db, row.id, token, { status: 'failed', error: message });
      run.failed += 1;
      o.log?.error(
        { outboxId: row.id, attempts: row.attempts, err: error },
        'mail failed for good',
      );
    } else {
      const retryInMs = backoffMs(row.attempts, o.backoffBaseMs, o.backoffMaxMs);
      await repo.finishClaim(ctx.db, row.id, token, {
        status: 'pending',
        error: message,
        retryInMs,
      });
      run.retried += 1;
      o.log?.warn({ outboxId: row.id, attempts: row.attempts, retryInMs }, 'mail send failed');
    }
    return;
  }
  marker.add(row.id, 'sent');
  run.sent += 1;
}

/**
 * Started by main.ts: delivers at once when an event of this instance queued a mail, and polls
 * every `pollMs` for the rest (other instances' rows whose worker stopped, retries). The stop
 * lets the current row finish and leaves the others pending.
 */
export function startMailOutboxWorker(
  app: FastifyInstance,
  options: OutboxOptions & { pollMs?: number } = {},
): () => Promise<void> {
  const ctx = app.ctx;
  const stop = new AbortController();
  // Slower while the API answers requests, full speed when it is quiet (mail-pace.ts).
  const pace = createMailPace(ctx.traffic);
  // A mail queued during a run gets one more pass right after it (startWokenJob).
  const job = startWokenJob(app.log, {
    name: 'mail outbox',
    intervalMs: options.pollMs ?? 5_000,
    run: async () => {
      const run = await runMailOutbox(ctx, { log: app.log, pace, ...options, signal: stop.signal });
      if (run.retried + run.failed > 0) app.log.warn(run, 'mail outbox run');
    },
  });
  onMailQueued(ctx, job.wake);
  setImmediate(job.wake);
  return async () => {
    stop.abort();
    onMailQueued(ctx, undefined);
    await job.stop();
  };
}
