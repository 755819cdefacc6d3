import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
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
// round. `npm run admin -- reconcile` and the daily job run it; /admin shows the last run.

const KIND_OF = {
  payment: 'charge',
  transfer: 'transfer',
  payout: 'payout',
  refund_paid: 'refund',
} as const;

export interface Difference {
  kind: 'missing_at_provider' | 'missing_in_ledger' | 'amount_differs';
  reference: string;
  ledgerCents: number | null;
  providerCents: number | null;
}

export async function reconcile(db: Db, config: Config, since = new Date(0)) {
  const provider = providerFor(db, config);
  const accounts = await repo.releaseDestinations(db);
  const [totals, unbalanced, ledger, movements] = await Promise.all([
    totalsByCurrency(db),
    unbalancedTransactions(db),
    referencedMovements(db),
    provider ? provider.movements(since, accounts) : Promise.resolve([]),
  ]);
  const balanced = unbalanced.length === 0 && totals.every((t) => t.debits === t.credits);
  const differences: Difference[] = [];
  const fees = new Map<string, number>();
  const expected = new Map<string, number>();
  for (const row of ledger) {
    if (!row.reference) continue;
    if (row.kind === 'provider_fee') fees.set(row.reference, row.cents);
    const type = KIND_OF[row.kind as keyof typeof KIND_OF];
    // Summed per reference: a movement recorded twice in the ledger differs from the provider.
    if (type) {
      const key = `${type}:${row.reference}`;
      expected.set(key, (expected.get(key) ?? 0) + row.cents);
    }
  }
  const seen = new Set<string>();
  for (const movement of movements) {
    const key = `${movement.type}:${movement.reference}`;
    seen.add(key);
    const cents = expected.get(key);
    if (cents === undefined) {
      // Stripe's account also carries pack payments: only collaboration transfers must be known.
      if (provider?.name === 'stripe' && movement.type !== 'transfer') continue;
      differences.push({
        kind: 'missing_in_ledger',
        reference: movement.reference,
        ledgerCents: null,
        providerCents: movement.amountCents,
      });
    } else if (cents !== movement.amountCents) {
      differences.push({
        kind: 'amount_differs',
        reference: movement.reference,
        ledgerCents: cents,
        providerCents: movement.amountCents,
      });
    } else if (
      movement.type === 'charge' &&
      (fees.get(movement.reference) ?? 0) !== movement.feeCents
    ) {
      differences.push({
        kind: 'amount_differs',
        reference: `${movement.reference} (frais)`,
        ledgerCents: fees.get(movement.reference) ?? 0,
        providerCents: movement.feeCents,
      });
    }
  }
  for (const [key, cents] of expected) {
    if (!seen.has(key)) {
      differences.push({
        kind: 'missing_at_provider',
        reference: key.slice(key.indexOf(':') + 1),
        ledgerCents: cents,
        providerCents: null,
      });
    }
  }
  const ok = balanced && differences.length === 0;
  const run = await repo.insertReconciliation(db, { ok, balanced, differences });
  return { ranAt: run?.ranAt ?? new Date(), ok, balanced, differences };
}

export function reconcileReport(result: Awaited<ReturnType<typeof reconcile>>): string {
  const lines = [
    `ledger ${result.balanced ? 'balanced' : 'NOT BALANCED'}; ${result.differences.length} difference(s)`,
    ...result.differences.map(
      (d) =>
        `  ${d.kind} ${d.reference} ledger=${d.ledgerCents ?? '-'} provider=${d.providerCents ?? '-'}`,
    ),
  ];
  return lines.join('\n');
}
