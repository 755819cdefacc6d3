import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import type { ProviderMovement } from '../../integrations/payment/connect.js';
import { providerFor } from './connect-provider.js';
import * as repo from './escrow.repository.js';
import {
  referencedMovements,
  totalsByCurrency,
  unbalancedTransactions,
} from './ledger.repository.js';

// The reconciliation: the ledger balances (debits = credits per currency and per
// transaction), and every provider movement of collaboration money matches the ledger's
// transaction with the same reference (charge, transfer, payout, refund), and the other way
// round. `npm run admin -- reconcile` and the daily job compare everything; the healing job
// (heal.service.ts) compares a recent window every few minutes and repairs what it can.

const KIND_OF = {
  payment: 'charge',
  stray_charge: 'charge',
  transfer: 'transfer',
  payout: 'payout',
  refund_paid: 'refund',
  stray_refund_paid: 'refund',
} as const satisfies Record<string, ProviderMovement['type']>;

export interface Difference {
  kind: 'missing_at_provider' | 'missing_in_ledger' | 'amount_differs';
  type: ProviderMovement['type'];
  reference: string;
  ledgerCents: number | null;
  providerCents: number | null;
  /** When the side that has it booked it (the later one when both do), ISO. */
  at: string;
}

export interface ReconcileOptions {
  /** Compare only what both sides booked since then (everything when absent). */
  since?: Date;
  /** Keep the run for /admin (the daily job and the command); the healing job's are not. */
  record?: boolean;
}

/** Movements this close to a window's start may have their other side just before it. */
const WINDOW_EDGE_MS = 60 * 60_000;

export async function reconcile(db: Db, config: Config, options: ReconcileOptions = {}) {
  const since = options.since ?? new Date(0);
  const provider = providerFor(db, config);
  const accounts = await repo.releaseDestinations(db);
  const [totals, unbalanced, ledger, movements] = await Promise.all([
    totalsByCurrency(db),
    unbalancedTransactions(db),
    referencedMovements(db, options.since),
    provider ? provider.movements(since, accounts) : Promise.resolve([]),
  ]);
  const balanced = unbalanced.length === 0 && totals.every((t) => t.debits === t.credits);
  const differences: Difference[] = [];
  const fees = new Map<string, number>();
  const expected = new Map<string, { cents: number; at: Date }>();
  for (const row of ledger) {
    if (!row.reference) continue;
    if (row.kind === 'provider_fee') fees.set(row.reference, row.cents);
    const type = KIND_OF[row.kind as keyof typeof KIND_OF];
    // Summed per reference: a movement recorded twice in the ledger differs from the provider.
    if (type) {
      const key = `${type}:${row.reference}`;
      const seen = expected.get(key);
      expected.set(key, { cents: (seen?.cents ?? 0) + row.cents, at: row.createdAt });
    }
  }
  const later = (a: Date, b: Date) => (a > b ? a : b).toISOString();
  const seen = new Set<string>();
  for (const movement of movements) {
    const key = `${movement.type}:${movement.reference}`;
    seen.add(key);
    const booked = expected.get(key);
    const base = { type: movement.type, reference: movement.reference };
    if (!booked) {
      // Stripe's account also carries pack payments: only collaboration transfers must be known.
      if (provider?.name === 'stripe' && movement.type !== 'transfer' && !movement.collab) {
        continue;
      }
      differences.push({
        ...base,
        kind: 'missing_in_ledger',
        ledgerCents: null,
        providerCents: movement.amountCents,
        at: movement.createdAt.toISOString(),
      });
    } else if (booked.cents !== movement.amountCents) {
      differences.push({
        ...base,
        kind: 'amount_differs',
        ledgerCents: booked.cents,
        providerCents: movement.amountCents,
        at: later(booked.at, movement.createdAt),
      });
    } else if (
      movement.type === 'charge' &&
      (fees.get(movement.reference) ?? 0) !== movement.feeCents
    ) {
      differences.push({
        ...base,
        kind: 'amount_differs',
        reference: `${movement.reference} (frais)`,
        ledgerCents: fees.get(movement.reference) ?? 0,
        providerCents: movement.feeCents,
        at: later(booked.at, movement.createdAt),
      });
    }
  }
  for (const [key, booked] of expected) {
    if (!seen.has(key)) {
      const type = key.slice(0, key.indexOf(':')) as ProviderMovement['type'];
      differences.push({
        kind: 'missing_at_provider',
        type,
        reference: key.slice(key.indexOf(':') + 1),
        ledgerCents: booked.cents,
        providerCents: null,
        at: booked.at.toISOString(),
      });
    }
  }
  const edge = options.since ? since.getTime() + WINDOW_EDGE_MS : 0;
  const kept = differences.filter((d) => Date.parse(d.at) >= edge);
  const ok = balanced && kept.length === 0;
  const run =
    options.record === false
      ? undefined
      : await repo.insertReconciliation(db, { ok, balanced, differences: kept });
  /** The differences judged are of movements booked since then. */
  const judgedFrom = new Date(edge);
  return { ranAt: run?.ranAt ?? new Date(), ok, balanced, differences: kept, judgedFrom };
}

export type ReconcileResult = Awaited<ReturnType<typeof reconcile>>;

export function reconcileReport(result: ReconcileResult): string {
  const lines = [
    `ledger ${result.balanced ? 'balanced' : 'NOT BALANCED'}; ${result.differences.length} difference(s)`,
    ...result.differences.map(
      (d) =>
        `  ${d.kind} ${d.type} ${d.reference} ledger=${d.ledgerCents ?? '-'} provider=${d.providerCents ?? '-'}`,
    ),
  ];
  return lines.join('\n');
}
