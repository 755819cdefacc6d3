import { and, asc, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { billingDetails, invoiceCounters, invoices, users } from '../../db/schema/index.js';

// The only place that reads or writes invoices, their counters and the billing details.

export type InvoiceRow = typeof invoices.$inferSelect;
export type NewInvoice = typeof invoices.$inferInsert;
export type BillingDetailsRow = typeof billingDetails.$inferSelect;

/**
 * The next number of a series and year, in the caller's transaction: the counter row is created
 * or incremented and stays locked until the transaction ends, so concurrent sales take numbers
 * one after the other and a rolled-back sale gives its number back (no gap, no sequence).
 */
export async function takeNumber(tx: DbOrTx, series: string, year: number): Promise<number> {
  const [row] = await tx
    .insert(invoiceCounters)
    .values({ series, year, lastNumber: 1 })
    .onConflictDoUpdate({
      target: [invoiceCounters.series, invoiceCounters.year],
      set: { lastNumber: sql`${invoiceCounters.lastNumber} + 1` },
    })
    .returning({ lastNumber: invoiceCounters.lastNumber });
  if (!row) throw new Error('invoice counter returned nothing');
  return row.lastNumber;
}

export async function insertInvoice(tx: DbOrTx, values: NewInvoice): Promise<InvoiceRow> {
  const [row] = await tx.insert(invoices).values(values).returning();
  if (!row) throw new Error('invoice insert returned nothing');
  return row;
}

export async function findInvoice(db: DbOrTx, id: string): Promise<InvoiceRow | undefined> {
  const [row] = await db.select().from(invoices).where(eq(invoices.id, id)).limit(1);
  return row;
}

/** The invoices and credit notes of one sale (a collaboration's service: invoice, credit note). */
export async function listBySource(db: DbOrTx, source: string, sourceId: string) {
  return db
    .select()
    .from(invoices)
    .where(and(eq(invoices.source, source), eq(invoices.sourceId, sourceId)));
}

/** The invoice (or credit note) of one sale. */
export async function findBySource(
  db: DbOrTx,
  kind: 'invoice' | 'credit_note',
  source: string,
  sourceId: string,
): Promise<InvoiceRow | undefined> {
  const [row] = await db
    .select()
    .from(invoices)
    .where(
      and(eq(invoices.kind, kind), eq(invoices.source, source), eq(invoices.sourceId, sourceId)),
    )
    .limit(1);
  return row;
}

/** The invoices a user bought or that were issued in her name (a creator's service). */
const partyOf = (userId: string) => or(eq(invoices.buyerId, userId), eq(invoices.issuerId, userId));

/**
 * A user's invoices and credit notes, newest first: those she is the buyer of and those issued
 * in her name (invoices_buyer_issued_idx, invoices_issuer_issued_idx).
 */
export async function listForParty(
  db: DbOrTx,
  userId: string,
  page: { limit: number; offset: number },
) {
  return db
    .select({
      id: invoices.id,
      number: invoices.number,
      kind: invoices.kind,
      source: invoices.source,
      issuedAt: invoices.issuedAt,
      totalCents: invoices.totalCents,
      vatCents: invoices.vatCents,
      issuerId: invoices.issuerId,
      sellerName: sql<string>`${invoices.seller}->>'name'`,
      buyerName: sql<string>`${invoices.buyer}->>'name'`,
      selfBilled: sql<boolean>`${invoices.selfBilling} is not null`,
    })
    .from(invoices)
    .where(partyOf(userId))
    .orderBy(desc(invoices.issuedAt), desc(invoices.id))
    .limit(page.limit)
    .offset(page.offset);
}

/**
 * Every invoice and credit note of a user (bought, or issued in her name), oldest first, with
 * everything they print (for the personal data export: the caller presents what it needs).
 */
export async function listInvoicesForUser(db: DbOrTx, userId: string): Promise<InvoiceRow[]> {
  return db
    .select()
    .from(invoices)
    .where(partyOf(userId))
    .orderBy(asc(invoices.issuedAt), asc(invoices.id));
}

/** PDFs still to render, oldest first, skipping those that failed `maxAttempts` times. */
export async function pendingPdfs(db: DbOrTx, limit: number, maxAttempts: number) {
  return db
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(isNull(invoices.pdfKey), lt(invoices.pdfAttempts, maxAttempts)))
    .orderBy(asc(invoices.createdAt))
    .limit(limit);
}

/** Records the rendered PDF once: false when another render got there first. */
export async function setPdfKey(db: DbOrTx, id: string, key: string): Promise<boolean> {
  const rows = await db
    .update(invoices)
    .set({ pdfKey: key, pdfError: null })
    .where(and(eq(invoices.id, id), isNull(invoices.pdfKey)))
    .returning({ id: invoices.id });
  return rows.length > 0;
}

export async function recordPdfFailure(db: DbOrTx, id: string, error: string): Promise<void> {
  await db
    .update(invoices)
    .set({ pdfAttempts: sql`${invoices.pdfAttempts} + 1`, pdfError: error.slice(0, 500) })
    .where(eq(invoices.id, id));
}

export async function findBillingDetails(
  db: DbOrTx,
  userId: string,
): Promise<BillingDetailsRow | undefined> {
  const [row] = await db
    .select()
    .from(billingDetails)
    .where(eq(billingDetails.userId, userId))
    .limit(1);
  return row;
}

export async function upsertBillingDetails(
  db: DbOrTx,
  values: Omit<BillingDetailsRow, 'updatedAt'>,
): Promise<BillingDetailsRow> {
  const { userId: _userId, ...changes } = values;
  const [row] = await db
    .insert(billingDetails)
    .values({ ...values, updatedAt: new Date() })
    .onConflictDoUpdate({
      target: billingDetails.userId,
      set: { ...changes, updatedAt: new Date() },
    })
    .returning();
  if (!row) throw new Error('billing details upsert returned nothing');
  return row;
}

/** What a buyer without billing details is invoiced as: her name (or pseudo) and e-mail. */
export async function findBuyerAccount(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({ pseudo: users.pseudo, name: users.name, email: users.email, role: users.role })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}
