import type { FastifyInstance } from 'fastify';
import { startPeriodicJob } from '../../lib/periodic-job.js';
import { MSG, pagePath } from '@kollabo/shared';
import type { AppContext } from '../../context.js';
import { transaction } from '../../db/transaction.js';
import * as repo from './escrow.repository.js';
import * as settlementsRepo from './settlements.repository.js';
import { HEAL_DEFAULTS, healMoney, recordAlerts } from './heal.service.js';
import { pendingStrayCharges } from './checkouts.repository.js';
import { reconcile } from './reconcile.service.js';
import { refundStrayCharge } from './stray-charges.service.js';
import { executeRefund } from './refund.service.js';
import { decideRelease, executeRelease } from './release.service.js';

// The escrow worker (started by main.ts, like the search alerts worker): releases that are due,
// transfers, payouts and refunds left unfinished by a provider failure (same idempotency keys),
// the team alerted of money held 80 days, the healing of the books every few minutes, and the
// daily reconciliation.

export const ESCROW_DEFAULTS = {
  tickMs: 60_000,
  /** The healing job: the recent movements compared and repaired (heal.service.ts). */
  healEveryMs: 5 * 60_000,
  /** The full reconciliation kept for /admin. */
  reconcileEveryMs: 86_400_000,
};

export async function runEscrowJobs(ctx: AppContext, now = new Date()) {
  let released = 0;
  for (const { offerId } of await repo.dueReleases(ctx.db, now)) {
    const outcome = await transaction(ctx.db, (tx) => decideRelease(ctx, tx, offerId, 'release'));
    if (outcome === 'released') released += 1;
  }
  let failures = 0;
  for (const { offerId } of await settlementsRepo.unfinishedReleases(ctx.db)) {
    await executeRelease(ctx, offerId).catch(() => (failures += 1));
  }
  for (const { offerId } of await settlementsRepo.unfinishedRefunds(ctx.db)) {
    await executeRefund(ctx, offerId).catch(() => (failures += 1));
  }
  for (const { sessionId } of await pendingStrayCharges(ctx.db)) {
    await refundStrayCharge(ctx, sessionId).catch(() => (failures += 1));
  }
  const limits = await repo.holdLimitReached(ctx.db, now);
  for (const { offerId } of limits) {
    await repo.updatePayment(ctx.db, offerId, { alertedAt: now });
  }
  if (limits.length > 0) {
    ctx.background.run('hold limit mail', () =>
      ctx.mail.send({
        to: ctx.config.contactTo,
        subject: MSG.collabPayments.holdLimitSubject(limits.length),
        text: MSG.collabPayments.holdLimitText(`${ctx.config.publicUrl}${pagePath('/admin')}`),
      }),
    );
  }
  return { released, failures, alerted: limits.length };
}

export function startEscrowWorker(
  app: FastifyInstance,
  options: Partial<typeof ESCROW_DEFAULTS> = {},
): () => Promise<void> {
  const { tickMs, healEveryMs, reconcileEveryMs } = { ...ESCROW_DEFAULTS, ...options };
  const ctx = app.ctx;
  let lastHeal = 0;
  return startPeriodicJob(app.log, {
    name: 'escrow',
    intervalMs: tickMs,
    run: async () => {
      await runEscrowJobs(ctx);
      const now = new Date();
      if (now.getTime() - lastHeal >= healEveryMs) {
        lastHeal = now.getTime();
        const healed = await healMoney(ctx, now);
        if (healed.alerts > 0) app.log.error(healed, 'money differences left for the team');
      }
      const last = await repo.lastReconciliation(ctx.db);
      if (!last || now.getTime() - last.ranAt.getTime() >= reconcileEveryMs) {
        const result = await reconcile(ctx.db, ctx.config);
        const left = result.differences.filter(
          (d) => now.getTime() - Date.parse(d.at) >= HEAL_DEFAULTS.graceMs,
        );
        await recordAlerts(ctx, left, result.judgedFrom, now);
        if (!result.ok)
          app.log.error({ differences: result.differences }, 'reconciliation differs');
      }
    },
  });
}
