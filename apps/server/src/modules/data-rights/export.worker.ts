import { randomUUID } from 'node:crypto';
import { DATA_EXPORT_TTL_DAYS } from '@kollabo/shared';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { startWokenJob } from '../../lib/periodic-job.js';
import type { AppContext } from '../../context.js';
import { transaction } from '../../db/transaction.js';
import { notify } from '../notifications/notifications.service.js';
import { buildExportZip } from './export-zip.js';
import * as repo from './exports.repository.js';
import { onExportQueued } from './exports.service.js';

// The export worker (started by main.ts, woken by each request): claims one pending export at a
// time with a lease (a crashed worker's export is taken again once the lease ends), streams its
// ZIP to private storage, then in one transaction marks it ready and notifies her (the
// notification and its mail through the outbox). It also removes the files of exports past their
// 7 days. A failing export is retried with a backoff, then marked failed.

export const EXPORT_DEFAULTS = {
  pollMs: 10_000,
  leaseMs: 10 * 60_000,
  maxAttempts: 3,
  backoffMs: 60_000,
};

const DAY_MS = 86_400_000;

export interface ExportRun {
  built: number;
  failed: number;
  expired: number;
}

/** One pass: expire what is due, then build every due export. */
export async function runDataExports(
  ctx: AppContext,
  options: Partial<typeof EXPORT_DEFAULTS> & { now?: Date; log?: FastifyBaseLogger } = {},
): Promise<ExportRun> {
  const o = { ...EXPORT_DEFAULTS, ...options };
  const run: ExportRun = { built: 0, failed: 0, expired: 0 };
  for (const row of await repo.expiredExports(ctx.db, options.now ?? new Date())) {
    if (row.fileKey) await ctx.storage.remove(row.fileKey);
    await repo.markExpired(ctx.db, row.id);
    run.expired += 1;
  }
  for (;;) {
    const token = randomUUID();
    const claimed = await repo.claimDueExport(ctx.db, token, o.leaseMs);
    if (!claimed) break;
    const key = ctx.storage.newKey('exports', 'zip');
    try {
      const zip = await buildExportZip(ctx, claimed.userId, claimed.pseudo);
      const sizeBytes = await ctx.storage.writeStream(key, zip);
      const readyAt = new Date();
      const expiresAt = new Date(readyAt.getTime() + DATA_EXPORT_TTL_DAYS * DAY_MS);
      const marked = await transaction(ctx.db, async (tx) => {
        if (
          !(await repo.markReady(tx, claimed.id, token, {
            fileKey: key,
            sizeBytes,
            readyAt,
            expiresAt,
          }))
        )
          return false;
        await notify(ctx, tx, {
          type: 'data_export_ready',
          recipientId: claimed.userId,
          data: { exportId: claimed.id, expiresAt: expiresAt.toISOString() },
          eventKey: claimed.id,
        });
        return true;
      });
      if (marked) run.built += 1;
      else await ctx.storage.remove(key); // another worker took it over meanwhile
    } catch (error) {
      await ctx.storage.remove(key).catch(() => undefined);
      const last = claimed.attempts >= o.maxAttempts;
      await repo.markAttemptFailed(ctx.db, claimed.id, token, {
        error: error instanceof Error ? error.message.slice(0, 500) : 'export failed',
        retryInMs: last ? null : o.backoffMs * 2 ** (claimed.attempts - 1),
      });
      if (last) run.failed += 1;
      options.log?.error({ err: error, exportId: claimed.id }, 'data export failed');
    }
  }
  return run;
}

export function startDataExportWorker(
  app: FastifyInstance,
  options: Partial<typeof EXPORT_DEFAULTS> = {},
): () => Promise<void> {
  const ctx = app.ctx;
  const job = startWokenJob(app.log, {
    name: 'data export',
    intervalMs: options.pollMs ?? EXPORT_DEFAULTS.pollMs,
    run: async () => {
      await runDataExports(ctx, { ...options, log: app.log });
    },
  });
  onExportQueued(ctx, job.wake);
  setImmediate(job.wake);
  return async () => {
    onExportQueued(ctx, undefined);
    await job.stop();
  };
}
