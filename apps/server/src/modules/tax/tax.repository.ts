import { and, asc, eq, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  collabPayments,
  creatorTaxDetails,
  invoices,
  ledgerEntries,
  ledgerTransactions,
  offers,
  payoutAccounts,
  payoutReleases,
  projects,
  taxStatements,
  users,
} from '../../db/schema/index.js';

// The tax tables (DAC7 details, annual statements), and the money paid to creators read from
// the escrow's tables: a creator is paid when her release is transferred to her connected
// account (payment_releases.transferred_at), the consideration credited to her; with the
// invoice of that service Kollabo issued in her name, if any (its TTC, less its credit note, is
// the amount transferred).

export type TaxDetailsRow = typeof creatorTaxDetails.$inferSelect;
export type TaxStatementRow = typeof taxStatements.$inferSelect;

/** A creator's DAC7 details (the RGPD export reads them too). */
export async function readTaxDetails(db: DbOrTx, userId: string) {
  const [row] = await db
    .select()
    .from(creatorTaxDetails)
    .where(eq(creatorTaxDetails.userId, userId));
  return row;
}

export async function upsertTaxDetails(
  db: DbOrTx,
  values: Omit<typeof creatorTaxDetails.$inferInsert, 'createdAt' | 'updatedAt'>,
) {
  const { userId: _userId, ...rest } = values;
  const [row] = await db
    .insert(creatorTaxDetails)
    .values(values)
    .onConflictDoUpdate({
      target: creatorTaxDetails.userId,
      set: { ...rest, updatedAt: new Date() },
    })
    .returning();
  // The upsert answers the row it wrote: the same person's, or nothing.
  if (!row) throw new Error('tax details not stored');
  return row;
}

/** A creator's stored annual statements, oldest first (the RGPD export reads them too). */
export async function listTaxStatements(db: DbOrTx, userId: string) {
  return db
    .select()
    .from(taxStatements)
    .where(eq(taxStatements.userId, userId))
    .orderBy(asc(taxStatements.year));
}

export async function findTaxStatement(db: DbOrTx, userId: string, year: number) {
  const [row] = await db
    .select()
    .from(taxStatements)
    .where(and(eq(taxStatements.userId, userId), eq(taxStatements.year, year)));
  return row;
}

/** The year's one statement: a concurrent second insert keeps the first (unique user, year). */
export async function insertTaxStatement(
  db: DbOrTx,
  values: Pick<TaxStatementRow, 'userId' | 'year' | 'totalCents' | 'paymentsCount' | 'filePath'>,
): Promise<{ row: TaxStatementRow; inserted: boolean }> {
  const rows = await db.insert(taxStatements).values(values).onConflictDoNothing().returning();
  if (rows[0]) return { row: rows[0], inserted: true };
  const existing = await findTaxStatement(db, values.userId, values.year);
  if (!existing) throw new Error('tax statement not stored');
  return { row: existing, inserted: false };
}

const transferred = sql`${payoutReleases.transferredAt} is not null`;

/**
 * Each transfer to a creator in [from, to): amount, date, project, and the number of the
 * service invoice issued in her name for it (invoices_source_uq: one per collaboration).
 */
export async function paidLines(db: DbOrTx, range: { from: Date; to: Date; userId?: string }) {
  const rows = await db
    .select({
      offerId: payoutReleases.offerId,
      authorId: collabPayments.authorId,
      amountCents: payoutReleases.amountCents,
      transferredAt: payoutReleases.transferredAt,
      projectTitle: projects.title,
      invoiceNumber: invoices.number,
    })
    .from(payoutReleases)
    .innerJoin(collabPayments, eq(collabPayments.offerId, payoutReleases.offerId))
    .innerJoin(offers, eq(offers.id, collabPayments.offerId))
    .innerJoin(projects, eq(projects.id, offers.projectId))
    .leftJoin(
      invoices,
      and(
        eq(invoices.kind, 'invoice'),
        eq(invoices.source, 'service'),
        eq(invoices.sourceId, sql`${payoutReleases.offerId}::text`),
      ),
    )
    .where(
      and(
        transferred,
        gte(payoutReleases.transferredAt, range.from),
        lt(payoutReleases.transferredAt, range.to),
        range.userId ? eq(collabPayments.authorId, range.userId) : undefined,
      ),
    )
    .orderBy(asc(payoutReleases.transferredAt));
  return rows.map((row) => ({ ...row, transferredAt: row.transferredAt as Date }));
}

/**
 * Kollabo's commission on each payment (HT), from the ledger: what the release or the split
 * moved to platform_fee (DAC7 "fees withheld or charged").
 */
export async function feesOf(db: DbOrTx, offerIds: string[]): Promise<Map<string, number>> {
  if (offerIds.length === 0) return new Map();
  const rows = await db
    .select({
      offerId: ledgerTransactions.offerId,
      cents: sql<number>`coalesce(sum(${ledgerEntries.debitCents}), 0)::bigint`.mapWith(Number),
    })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(
      and(
        inArray(ledgerTransactions.offerId, offerIds),
        inArray(ledgerTransactions.kind, ['release', 'split']),
        eq(ledgerEntries.account, 'platform_fee'),
      ),
    )
    .groupBy(ledgerTransactions.offerId);
  return new Map(rows.map((row) => [row.offerId ?? '', row.cents]));
}

/** The creators paid in [from, to) without a statement for `year` yet. */
export async function creatorsWithoutStatement(
  db: DbOrTx,
  range: { from: Date; to: Date; year: number },
  limit = 100,
) {
  return db
    .selectDistinct({ userId: collabPayments.authorId })
    .from(payoutReleases)
    .innerJoin(collabPayments, eq(collabPayments.offerId, payoutReleases.offerId))
    .leftJoin(
      taxStatements,
      and(eq(taxStatements.userId, collabPayments.authorId), eq(taxStatements.year, range.year)),
    )
    .where(
      and(
        transferred,
        gte(payoutReleases.transferredAt, range.from),
        lt(payoutReleases.transferredAt, range.to),
        isNull(taxStatements.id),
      ),
    )
    .limit(limit);
}

/** Released to her and waiting for its transfer (held for her tax details). */
export async function pendingReleaseCents(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({
      cents: sql<number>`coalesce(sum(${payoutReleases.amountCents}), 0)::bigint`.mapWith(Number),
    })
    .from(payoutReleases)
    .innerJoin(collabPayments, eq(collabPayments.offerId, payoutReleases.offerId))
    .where(and(eq(collabPayments.authorId, userId), eq(payoutReleases.status, 'pending')));
  return row?.cents ?? 0;
}

/** Has a payout account or a collaboration payment as the creator. */
export async function isCreator(db: DbOrTx, userId: string): Promise<boolean> {
  const [account] = await db
    .select({ id: payoutAccounts.userId })
    .from(payoutAccounts)
    .where(eq(payoutAccounts.userId, userId));
  if (account) return true;
  const [payment] = await db
    .select({ id: collabPayments.offerId })
    .from(collabPayments)
    .where(eq(collabPayments.authorId, userId))
    .limit(1);
  return payment !== undefined;
}

/**
 * Creators without DAC7 details who have money held for them, released and not transferred, or
 * already transferred: the team's list (admin).
 */
export async function creatorsMissingDetails(db: DbOrTx, limit = 200) {
  const pending = sql<number>`coalesce(sum(case
      when ${collabPayments.status} in ('held', 'disputed') then ${collabPayments.amountCents}
      when ${payoutReleases.status} = 'pending' then ${payoutReleases.amountCents}
      else 0 end), 0)::bigint`.mapWith(Number);
  const paid = sql<number>`coalesce(sum(case
      when ${payoutReleases.transferredAt} is not null then ${payoutReleases.amountCents}
      else 0 end), 0)::bigint`.mapWith(Number);
  const rows = await db
    .select({ id: users.id, pseudo: users.pseudo, pendingCents: pending, paidCents: paid })
    .from(collabPayments)
    .innerJoin(users, eq(users.id, collabPayments.authorId))
    .leftJoin(payoutReleases, eq(payoutReleases.offerId, collabPayments.offerId))
    .leftJoin(creatorTaxDetails, eq(creatorTaxDetails.userId, collabPayments.authorId))
    .where(isNull(creatorTaxDetails.userId))
    .groupBy(users.id, users.pseudo)
    .orderBy(users.pseudo)
    .limit(limit);
  return rows.filter((row) => row.pendingCents > 0 || row.paidCents > 0);
}

/** The identity lines of the DAC7 report: pseudo and e-mail of each creator. */
export async function accountsOf(db: DbOrTx, userIds: string[]) {
  if (userIds.length === 0) return [];
  return db
    .select({ id: users.id, pseudo: users.pseudo, email: users.email })
    .from(users)
    .where(inArray(users.id, userIds));
}

export async function taxDetailsOf(db: DbOrTx, userIds: string[]) {
  if (userIds.length === 0) return [];
  return db.select().from(creatorTaxDetails).where(inArray(creatorTaxDetails.userId, userIds));
}
