import type { AppContext } from '../../context.js';
import { connectProvider } from './connect-provider.js';
import { holdPayment } from './hold.service.js';
import { raiseAlerts, resolveAlertsExcept } from './money-alerts.repository.js';
import { reconcile, type Difference } from './reconcile.service.js';

// The books heal themselves: every few minutes the provider's recent movements are compared
// with the ledger (the reconciliation), and each difference older than a few minutes (a webhook
// may still be on its way) is resolved. A charge the ledger does not know goes through the hold
// (held if its collaboration still awaits that payment, refunded otherwise); transfers, payouts
// and refunds the provider made but the ledger lacks were recorded meanwhile by the escrow
// worker's retries with the same idempotency keys. What is left goes to /admin/litiges.

export const HEAL_DEFAULTS = {
  /** How far back the provider's movements are compared (the daily run compares everything). */
  windowMs: 3 * 86_400_000,
  /** A difference younger than this is left to the webhook still on its way. */
  graceMs: 5 * 60_000,
};

const aged = (differences: Difference[], now: Date, graceMs: number) =>
  differences.filter((d) => now.getTime() - Date.parse(d.at) >= graceMs);

const alertKey = (d: Difference) => `${d.type}:${d.reference}`;

export async function healMoney(
  ctx: AppContext,
  now = new Date(),
  options: Partial<typeof HEAL_DEFAULTS> = {},
) {
  const { windowMs, graceMs } = { ...HEAL_DEFAULTS, ...options };
  const window = { since: new Date(now.getTime() - windowMs), record: false };
  const first = await reconcile(ctx.db, ctx.config, window);
  const found = aged(first.differences, now, graceMs);
  let healed = 0;
  for (const difference of found) {
    if (await healOne(ctx, difference)) healed += 1;
  }
  const left =
    healed > 0
      ? aged((await reconcile(ctx.db, ctx.config, window)).differences, now, graceMs)
      : found;
  await recordAlerts(ctx, left, first.judgedFrom, now);
  return { healed, alerts: left.length };
}

/** The differences left become alerts; the others of the same span are resolved. */
export async function recordAlerts(
  ctx: AppContext,
  differences: Difference[],
  since: Date,
  now: Date,
) {
  await raiseAlerts(
    ctx.db,
    differences.map((d) => ({
      reference: alertKey(d),
      kind: d.kind,
      ledgerCents: d.ledgerCents,
      providerCents: d.providerCents,
      bookedAt: new Date(d.at),
    })),
    now,
  );
  await resolveAlertsExcept(ctx.db, differences.map(alertKey), since, now);
}

/** A charge the ledger lacks goes through the hold, as its lost webhook would have. */
async function healOne(ctx: AppContext, difference: Difference): Promise<boolean> {
  if (difference.kind !== 'missing_in_ledger' || difference.type !== 'charge') return false;
  const sessionId = await connectProvider(ctx)?.checkoutOfCharge(difference.reference);
  if (!sessionId) return false;
  const result = await holdPayment(ctx, sessionId, null);
  return result === 'held' || result === 'refunded' || result === 'stray';
}
