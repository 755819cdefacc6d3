import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { userKey, userTrace } from './users.js';
import { timestamptz, idColumn, createdAt, updatedAt, postalAddress } from './columns.js';

// Invoices and credit notes issued by Kollabo (modules/invoices). Numbered without a gap per
// series and year from a counter row taken in the sale's own transaction (a rolled-back sale
// gives its number back); written once with everything they print, never updated except to
// record their rendered PDF.

/** The last number given in a series ('F' invoices, 'A' credit notes) and calendar year. */
export const invoiceCounters = pgTable(
  'invoice_counters',
  {
    series: text('series').notNull(),
    year: integer('year').notNull(),
    lastNumber: integer('last_number').notNull(),
  },
  (t) => [primaryKey({ columns: [t.series, t.year] })],
);

/** The buyer's billing details, printed on the invoices issued after they are saved. */
export const billingDetails = pgTable('billing_details', {
  userId: userKey(),
  companyName: text('company_name'),
  siren: text('siren'),
  vatNumber: text('vat_number'),
  ...postalAddress(),
  updatedAt: updatedAt(),
});

export const invoices = pgTable(
  'invoices',
  {
    id: idColumn(),
    /** F-2026-000001 (invoice) or A-2026-000001 (credit note). */
    number: text('number').notNull(),
    /** invoice, credit_note */
    kind: text('kind').notNull(),
    /** What was sold: pack (a pack payment) or commission (a collaboration's payment). */
    source: text('source').notNull(),
    /** The pack payment's id, or the collaboration's offer id. */
    sourceId: text('source_id').notNull(),
    /** A credit note's invoice. */
    creditedInvoiceId: uuid('credited_invoice_id'),
    /** The buyer: kept when the account is deleted (an invoice is kept ten years, art. L123-22
     * code de commerce), hence no cascade. */
    buyerId: userTrace('buyer_id'),
    issuedAt: timestamptz('issued_at').notNull(),
    /** The sale's (or the refund's) date. */
    saleAt: timestamptz('sale_at').notNull(),
    /** Seller and buyer as they were at issue (name, address, SIREN, VAT number). */
    seller: jsonb('seller').notNull(),
    buyer: jsonb('buyer').notNull(),
    /** Description, quantity, unit price HT, discount HT, net HT, VAT rate, coupon code. */
    lines: jsonb('lines').notNull(),
    vatBreakdown: jsonb('vat_breakdown').notNull(),
    totalHtCents: integer('total_ht_cents').notNull(),
    vatCents: integer('vat_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    currency: text('currency').notNull().default('eur'),
    /** The stored Factur-X PDF (private folder factures/); null until the worker renders it. */
    pdfKey: text('pdf_key'),
    pdfAttempts: integer('pdf_attempts').notNull().default(0),
    pdfError: text('pdf_error'),
    /** The outbox key of the receipt mail the PDF rides with when it is rendered in time (a
     * pack's receipt); without one, or once that mail left, the PDF goes in a mail of its own. */
    receiptMailKey: text('receipt_mail_key'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('invoices_number_uq').on(t.number),
    // One invoice per sale and one credit note per refund.
    uniqueIndex('invoices_source_uq').on(t.kind, t.source, t.sourceId),
    index('invoices_buyer_issued_idx').on(t.buyerId, t.issuedAt.desc(), t.id.desc()),
    // The PDFs still to render, oldest first.
    index('invoices_pdf_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.pdfKey} is null`),
  ],
);
