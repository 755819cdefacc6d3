import { MSG, PACKS, formatCents, greetingName, type PackType } from '@kollabo/shared';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { startPeriodicJob } from '../../lib/periodic-job.js';
import { findAccountById } from '../accounts/account-lookups.js';
import * as guaranteeRepo from './guarantee.repository.js';
import * as repo from './payments.repository.js';
import { recordRefund, refundThroughProvider } from './refunds.service.js';

// The refund guarantee: when a pack's month ends and the owner published
// at least one project during it, none of which received an offer in that month, the payment
// is flagged for refund in the admin area, refunded through Stripe where Stripe took it, and
// the owner is told by e-mail. A month without any published project is not covered: there
// was no ad for a proposal to arrive on.

export interface GuaranteeRun {
  checked: number;
  flagged: number;
  refunded: number;
}

const BATCH = 100;
const MAX_BATCHES = 50;

export async function runRefundGuarantee(
  ctx: AppContext,
  options: { now?: Date; log?: FastifyBaseLogger } = {},
): Promise<GuaranteeRun> {
  const now = options.now ?? new Date();
  const run: GuaranteeRun = { checked: 0, flagged: 0, refunded: 0 };
  for (let batch = 0; batch < MAX_BATCHES; batch += 1) {
    const due = await guaranteeRepo.duePayments(ctx.db, now, BATCH);
    for (const payment of due) await checkPayment(ctx, payment, now, run, options.log);
    if (due.length < BATCH) break;
  }
  return run;
}

async function checkPayment(
  ctx: AppContext,
  payment: repo.PaymentRow,
  now: Date,
  run: GuaranteeRun,
  log: FastifyBaseLogger | undefined,
): Promise<void> {
  // Claimed first, so two instances never flag (or mail) the same payment twice.
  if (!(await guaranteeRepo.claimForCheck(ctx.db, payment.id))) return;
  run.checked += 1;
  if (payment.amountCents === 0 || !payment.paidAt || !payment.periodEnd) return;
  const activity = await guaranteeRepo.periodActivity(
    ctx.db,
    payment.userId,
    payment.paidAt,
    payment.periodEnd,
  );
  if (activity.published === 0 || activity.withOffers > 0) return;

  await repo.setRefundFlag(ctx.db, payment.id, now);
  run.flagged += 1;
  let viaCard = false;
  if (payment.provider === 'stripe') {
    try {
      await refundThroughProvider(ctx, payment);
      await recordRefund(ctx, payment.id);
      run.refunded += 1;
      viaCard = true;
    } catch (error) {
      // Stays flagged: an admin refunds it from the payments list.
      log?.error({ err: error, paymentId: payment.id }, 'guarantee refund failed');
    }
  }
  const owner = await findAccountById(ctx.db, payment.userId);
  if (!owner) return;
  const label = PACKS[payment.packType as PackType]?.label ?? payment.packType;
  try {
    await ctx.mail.send({
      to: owner.email,
      subject: MSG.guaranteeMail.subject,
      text: MSG.guaranteeMail.text(
        greetingName(owner),
        label,
        formatCents(payment.amountCents),
        viaCard,
      ),
    });
  } catch (error) {
    log?.error({ err: error, paymentId: payment.id }, 'guarantee mail failed');
  }
}

const HOUR = 60 * 60 * 1000;

/** Started by main.ts: checks shortly after start, then every hour. The stop awaits a run. */
export function startRefundGuaranteeJob(
  app: FastifyInstance,
  intervalMs = HOUR,
): () => Promise<void> {
  return startPeriodicJob(app.log, {
    name: 'refund guarantee',
    firstDelayMs: 30_000,
    intervalMs,
    run: async () => {
      const run = await runRefundGuarantee(app.ctx, { log: app.log });
      if (run.checked > 0) app.log.info(run, 'refund guarantee checked');
    },
  });
}
