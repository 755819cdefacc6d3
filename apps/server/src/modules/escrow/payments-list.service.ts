import {
  MAX_HOLD_DAYS,
  type AdminCollabPayment,
  type CollabPaymentStatus,
  type MoneyAlert,
  type CollabRole,
  type UserPayment,
} from '@kollabo/shared';
import type { AppContext } from '../../context.js';
import type { SessionUser } from '../auth/session-user.js';
import * as repo from './escrow.repository.js';
import * as disputesRepo from './disputes.repository.js';
import { movementsOf } from './ledger.repository.js';
import { openAlerts } from './money-alerts.repository.js';
import { roleOf, sidesOf } from './escrow.policy.js';
import { disputeView } from './payment-view.js';

// GET /user/payments (one line per collaboration's payment, with its movements seen from the
// viewer) and GET /admin/disputes (held funds, disputes, releases due, alerts, reconciliation).

const iso = (date: Date | null | undefined) => date?.toISOString() ?? null;

type LedgerLine = { kind: string; account: string; debit: number; createdAt: Date };
type Movement = UserPayment['movements'][number] | null;

/** A ledger line seen by the owner: what left and came back to the card. */
function ownerMovement(line: LedgerLine): Movement {
  const at = line.createdAt.toISOString();
  // A stray charge (a second session paid) shows as what it was: paid, then given back.
  if ((line.kind === 'payment' || line.kind === 'stray_charge') && line.account === 'provider_held')
    return { type: 'payment', amountCents: -line.debit, at };
  if (
    (line.kind === 'refund_paid' || line.kind === 'stray_refund_paid') &&
    line.account === 'owner_card'
  )
    return { type: 'refund', amountCents: line.debit, at };
  return null;
}

/** A ledger line seen by the creator: the money held, transferred and paid out. */
function creatorMovement(line: LedgerLine): Movement {
  const at = line.createdAt.toISOString();
  if (line.kind === 'payment' && line.account === 'provider_held')
    return { type: 'held', amountCents: 0, at };
  if (line.kind === 'transfer' && line.account === 'creator_connected')
    return { type: 'transfer', amountCents: line.debit, at };
  if (line.kind === 'payout' && line.account === 'creator_paid_out')
    return { type: 'payout', amountCents: line.debit, at };
  return null;
}

const movementOf = (role: CollabRole, line: LedgerLine): Movement =>
  ({ owner: ownerMovement, author: creatorMovement })[role](line);

export async function listUserPayments(
  ctx: AppContext,
  viewer: SessionUser,
  query: { page: number; pageSize: number },
) {
  const rows = await repo.listUserPayments(
    ctx.db,
    viewer.id,
    (query.page - 1) * query.pageSize,
    query.pageSize + 1,
  );
  const page = rows.slice(0, query.pageSize);
  const lines = await movementsOf(
    ctx.db,
    page.map((row) => row.payment.offerId),
  );
  return {
    payments: page.map((row): UserPayment => {
      const p = row.payment;
      // Listed because the viewer is one of the two parties.
      const role = roleOf(p, viewer.id) ?? 'author';
      return {
        idOffer: p.offerId,
        idProject: row.projectId,
        projectTitle: row.projectTitle,
        role,
        other: sidesOf(role, { owner: row.ownerPseudo, author: row.authorPseudo }).theirs,
        status: p.status as CollabPaymentStatus,
        amountCents: p.amountCents,
        feeCents: p.feeCents,
        vatOnFeeCents: p.vatOnFeeCents,
        totalCents: p.totalCents,
        paidAt: iso(p.paidAt),
        releaseAt: iso(p.releaseAt),
        releasedAt: iso(p.releasedAt),
        refundedAt: iso(p.refundedAt),
        movements: lines
          .filter((line) => line.offerId === p.offerId)
          .map((line) => movementOf(role, line))
          .filter((m): m is NonNullable<typeof m> => m !== null),
      };
    }),
    hasMore: rows.length > query.pageSize,
  };
}

const DAY_MS = 86_400_000;

export async function adminOverview(ctx: AppContext) {
  const [disputed, held, due, alerted, last] = await Promise.all([
    repo.listByStatus(ctx.db, 'disputed'),
    repo.listByStatus(ctx.db, 'held'),
    repo.listReleasesDue(ctx.db, new Date(Date.now() + DAY_MS)),
    repo.listAlerted(ctx.db),
    repo.lastReconciliation(ctx.db),
  ]);
  const moneyAlerts = await openAlerts(ctx.db);
  const disputedIds = [...disputed, ...alerted].map((row) => row.payment.offerId);
  const [disputes, attachments] = await Promise.all([
    disputesRepo.listDisputes(ctx.db, disputedIds),
    disputesRepo.listDisputeAttachments(ctx.db, disputedIds),
  ]);
  const view = (row: repo.PaymentListRow): AdminCollabPayment => ({
    idOffer: row.payment.offerId,
    projectTitle: row.projectTitle,
    owner: row.ownerPseudo,
    author: row.authorPseudo,
    status: row.payment.status as CollabPaymentStatus,
    amountCents: row.payment.amountCents,
    totalCents: row.payment.totalCents,
    paidAt: iso(row.payment.paidAt),
    releaseAt: iso(row.payment.releaseAt),
    holdLimitAt: iso(
      row.payment.holdLimitAt ??
        (row.payment.paidAt
          ? new Date(row.payment.paidAt.getTime() + MAX_HOLD_DAYS * DAY_MS)
          : null),
    ),
    dispute: disputeView(
      disputes.find((d) => d.offerId === row.payment.offerId),
      attachments,
    ),
  });
  return {
    disputes: disputed.map(view),
    held: held.map(view),
    releasesDue: due.map(view),
    alerts: alerted.map(view),
    reconciliation: last
      ? {
          ranAt: last.ranAt.toISOString(),
          ok: last.ok,
          balanced: last.balanced,
          differences: last.differences as never,
        }
      : null,
    moneyAlerts: moneyAlerts.map((alert) => ({
      reference: alert.reference,
      kind: alert.kind as MoneyAlert['kind'],
      ledgerCents: alert.ledgerCents,
      providerCents: alert.providerCents,
      bookedAt: alert.bookedAt.toISOString(),
      firstSeenAt: alert.firstSeenAt.toISOString(),
    })),
  };
}
