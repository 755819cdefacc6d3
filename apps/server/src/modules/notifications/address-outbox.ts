import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { startWokenJob } from '../../lib/periodic-job.js';
import type { AppContext } from '../../context.js';
import type { DbOrTx } from '../../db/client.js';
import { afterCommit } from '../../db/transaction.js';
import * as repo from './address-outbox.repository.js';
import { OUTBOX_DEFAULTS, backoffMs, outboxMessageId } from './mail-outbox.js';

// Mails to an address rather than to an account: a notifier without an account, and the legal
// statements (DSA art. 17, 20) that no notification setting may turn off. The caller queues
// them inside its transaction (they leave only if it commits); this worker delivers each once,
// with the notification outbox's retries and backoff.

export type { AddressMail } from './address-outbox.repository.js';

const wakers = new WeakMap<AppContext, () => void>();

/** Queues a mail in the caller's transaction; the worker is woken once it commits. */
export async function queueAddressMail(
  ctx: AppContext,
  tx: DbOrTx,
  mail: repo.AddressMail,
): Promise<void> {
  await repo.queueAddressMail(tx, mail);
  afterCommit(tx, () => wakers.get(ctx)?.());
}

/** One pass over the due rows (tests call it to deliver what a request queued). */
export async function runAddressOutbox(ctx: AppContext): Promise<{ sent: number }> {
  let sent = 0;
  for (;;) {
    const token = randomUUID();
    const rows = await repo.claimDueAddressMails(
      ctx.db,
      token,
      OUTBOX_DEFAULTS.batch,
      OUTBOX_DEFAULTS.leaseMs,
    );
    for (const row of rows) {
      try {
        await ctx.mail.send({
          to: row.toEmail,
          subject: row.subject,
          text: row.body,
          messageId: outboxMessageId(ctx.config.publicUrl, row.id),
        });
        await repo.finishAddressMail(ctx.db, row.id, token, { status: 'sent' });
        sent += 1;
      } catch (error) {
        const message = error instanceof Error ? error.message.slice(0, 500) : 'send failed';
        const failed = row.attempts >= OUTBOX_DEFAULTS.maxAttempts;
        await repo.finishAddressMail(ctx.db, row.id, token, {
          status: failed ? 'failed' : 'pending',
          error: message,
          retryInMs: backoffMs(
            row.attempts,
            OUTBOX_DEFAULTS.backoffBaseMs,
            OUTBOX_DEFAULTS.backoffMaxMs,
          ),
        });
      }
    }
    if (rows.length < OUTBOX_DEFAULTS.batch) return { sent };
  }
}

/** Started by main.ts: delivers when this instance queued a mail, and polls for the rest. */
export function startAddressOutboxWorker(app: FastifyInstance, pollMs = 30_000) {
  const ctx = app.ctx;
  const job = startWokenJob(app.log, {
    name: 'address outbox',
    intervalMs: pollMs,
    run: async () => {
      await runAddressOutbox(ctx);
    },
  });
  wakers.set(ctx, job.wake);
  job.wake();
  return async () => {
    wakers.delete(ctx);
    await job.stop();
  };
}
