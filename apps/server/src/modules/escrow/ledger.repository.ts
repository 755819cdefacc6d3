import { and, eq, gte, inArray, isNotNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { ledgerEntries, ledgerTransactions } from '../../db/schema/index.js';
import type { LedgerLine, LedgerKind } from './ledger.js';

// The double-entry ledger's tables: a transaction and its entries, written in the caller's
// database transaction (the state change they belong to).

export async function insertLedgerTransaction(
  db: DbOrTx,
  input: {
    offerId: string | null;
    kind: LedgerKind;
    reference: string | null;
    lines: LedgerLine[];
  },
): Promise<void> {
  const lines = input.lines.filter((line) => line.cents > 0);
  if (lines.length === 0) return;
  const [row] = await db
    .insert(ledgerTransactions)
    .values({ offerId: input.offerId, kind: input.kind, reference: input.reference })
    .returning({ id: ledgerTransactions.id });
  if (!row) throw new Error('ledger transaction not written');
  await db.insert(ledgerEntries).values(
    lines.flatMap((line) => [
      {
        transactionId: row.id,
        account: line.debit,
        debitCents: line.cents,
        currency: line.currency,
      },
      {
        transactionId: row.id,
        account: line.credit,
        creditCents: line.cents,
        currency: line.currency,
      },
    ]),
  );
}

/** Sum of debits and credits per currency (the books balance when they are equal). */
export async function totalsByCurrency(db: DbOrTx) {
  return db
    .select({
      currency: ledgerEntries.currency,
      debits: sql<number>`coalesce(sum(${ledgerEntries.debitCents}), 0)::bigint`.mapWith(Number),
      credits: sql<number>`coalesce(sum(${ledgerEntries.creditCents}), 0)::bigint`.mapWith(Number),
    })
    .from(ledgerEntries)
    .groupBy(ledgerEntries.currency);
}

/** Transactions whose debits and credits differ (none, ever). */
export async function unbalancedTransactions(db: DbOrTx) {
  return db
    .select({ id: ledgerEntries.transactionId })
    .from(ledgerEntries)
    .groupBy(ledgerEntries.transactionId, ledgerEntries.currency)
    .having(sql`sum(${ledgerEntries.debitCents}) <> sum(${ledgerEntries.creditCents})`);
}

/** Balance of each account (debits minus credits), per currency. */
export async function accountBalances(db: DbOrTx, offerId?: string) {
  const query = db
    .select({
      account: ledgerEntries.account,
      currency: ledgerEntries.currency,
      balance:
        sql<number>`coalesce(sum(${ledgerEntries.debitCents} - ${ledgerEntries.creditCents}), 0)::bigint`.mapWith(
          Number,
        ),
    })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId));
  const filtered = offerId ? query.where(eq(ledgerTransactions.offerId, offerId)) : query;
  return filtered.groupBy(ledgerEntries.account, ledgerEntries.currency);
}

/** Each transaction with a provider reference: its kind and amount (the sum of its debits). */
export async function referencedMovements(db: DbOrTx, since?: Date) {
  return db
    .select({
      kind: ledgerTransactions.kind,
      reference: ledgerTransactions.reference,
      offerId: ledgerTransactions.offerId,
      createdAt: ledgerTransactions.createdAt,
      cents: sql<number>`coalesce(sum(${ledgerEntries.debitCents}), 0)::bigint`.mapWith(Number),
    })
    .from(ledgerTransactions)
    .innerJoin(ledgerEntries, eq(ledgerEntries.transactionId, ledgerTransactions.id))
    .where(
      since
        ? and(isNotNull(ledgerTransactions.reference), gte(ledgerTransactions.createdAt, since))
        : isNotNull(ledgerTransactions.reference),
    )
    .groupBy(ledgerTransactions.id);
}

/** One collaboration's transactions, oldest first (the movements of /paiements). */
export async function movementsOf(db: DbOrTx, offerIds: string[]) {
  if (offerIds.length === 0) return [];
  return db
    .select({
      offerId: ledgerTransactions.offerId,
      kind: ledgerTransactions.kind,
      createdAt: ledgerTransactions.createdAt,
      account: ledgerEntries.account,
      debit: ledgerEntries.debitCents,
    })
    .from(ledgerTransactions)
    .innerJoin(ledgerEntries, eq(ledgerEntries.transactionId, ledgerTransactions.id))
    .where(inArray(ledgerTransactions.offerId, offerIds))
    .orderBy(ledgerTransactions.createdAt);
}
