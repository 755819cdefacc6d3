import { type AdminPayment, type PackType } from '@kollabo/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context.js';
import { transaction } from '../../db/transaction.js';
import { AppError } from '../../lib/app-error.js';
import { issueCreditNote } from '../invoices/invoice-issue.js';
import { paymentProvider } from './payment-provider.js';
import * as repo from './payments.repository.js';

// Admin payments list and refunds (the refund guarantee job uses the same refund path).

const iso = (value: Date | null) => value?.toISOString() ?? null;

export function presentPayment(row: repo.PaymentListRow): AdminPayment {
  return {
    id: row.id,
    sessionId: row.sessionId,
    user: row.userPseudo,
    provider: row.provider,
    packType: row.packType as PackType,
    amountCents: row.amountCents,
    couponCode: row.couponCode,
    status: row.status as AdminPayment['status'],
    createdAt: row.createdAt.toISOString(),
    paidAt: iso(row.paidAt),
    periodEnd: iso(row.periodEnd),
    refundFlaggedAt: iso(row.refundFlaggedAt),
    refundedAt: iso(row.refundedAt),
  };
}

export async function listPaymentsPage(
  ctx: AppContext,
  query: { status: 'all' | 'refund'; page: number; pageSize: number },
) {
  const rows = await repo.listPayments(ctx.db, {
    onlyFlagged: query.status === 'refund',
    limit: query.pageSize + 1,
    offset: (query.page - 1) * query.pageSize,
  });
  return {
    payments: rows.slice(0, query.pageSize).map(presentPayment),
    hasMore: rows.length > query.pageSize,
  };
}

/**
 * Sends the money back where a card provider took it (Stripe; the idempotency key makes a
 * retry harmless). Simulated and free payments have nothing to send back.
 */
export async function refundThroughProvider(ctx: AppContext, payment: repo.PaymentRow) {
  if (payment.provider !== 'stripe') return;
  const provider = paymentProvider(ctx);
  if (provider?.name !== 'stripe') throw new Error('Stripe is not configured');
  await provider.refund({
    paymentIntentId: payment.paymentIntentId,
    idempotencyKey: `refund-${payment.id}`,
  });
}

/**
 * Records a pack's refund once, with the credit note of its invoice in the same transaction
 * (the whole amount: a pack is refunded in full).
 */
export async function recordRefund(ctx: AppContext, paymentId: string, at = new Date()) {
  await transaction(ctx.db, async (tx) => {
    if (!(await repo.setRefunded(tx, paymentId, at))) return;
    await issueCreditNote(ctx, tx, { source: 'pack', sourceId: paymentId, refundedAt: at });
  });
}

/** Admin "Marquer remboursé": refunds through Stripe when Stripe took it, then records it. */
export async function refundPayment(
  ctx: AppContext,
  paymentId: string,
  log: FastifyBaseLogger,
): Promise<AdminPayment> {
  const payment = await repo.findPaymentById(ctx.db, paymentId);
  if (!payment) throw new AppError('not_found');
  if (payment.status !== 'paid' || payment.amountCents === 0) {
    throw new AppError('not_refundable');
  }
  if (!payment.refundedAt) {
    try {
      await refundThroughProvider(ctx, payment);
    } catch (error) {
      log.error({ err: error, paymentId }, 'refund failed');
      throw new AppError('refund_failed');
    }
    await recordRefund(ctx, payment.id);
  }
  const row = await repo.findPaymentListRow(ctx.db, payment.id);
  if (!row) throw new AppError('not_found');
  return presentPayment(row);
}
