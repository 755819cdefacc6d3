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
import { collaborations } from './collab.js';
import { userKey, userRef, userTrace } from './users.js';
import { timestamptz, idColumn, createdAt, updatedAt, postalAddress } from './columns.js';

// Invoices and credit notes issued by Kollabo (modules/invoices), in its own name or in a
// creator's name under her billing mandate (art. 289, I-2 CGI). Numbered without a gap per
// series and year from a counter row taken in the sale's own transaction (a rolled-back sale
// gives its number back); written once with everything they print, never updated except to
// record their rendered PDF. Also: the creators' billing mandates with the history of their
// acceptances and revocations, and the invoices creators without a mandate upload themselves.

/**
 * The last number given in a series ('F' invoices, 'A' credit notes; a creator's own series
 * 'C00042-F' and 'C00042-A') and calendar year; series 'C', year 0, hands out the creators'
 * series codes.
 */
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
    /** What was sold: pack (a pack payment), commission (a collaboration's payment) or service
     * (the creator's service, invoiced in her name). */
    source: text('source').notNull(),
    /** The pack payment's id, or the collaboration's offer id. */
    sourceId: text('source_id').notNull(),
    /** A credit note's invoice. */
    creditedInvoiceId: uuid('credited_invoice_id'),
    /** The buyer: kept when the account is deleted (an invoice is kept ten years, art. L123-22
     * code de commerce), hence no cascade. */
    buyerId: userTrace('buyer_id'),
    /** The creator in whose name Kollabo issued it (null: Kollabo's own invoice). */
    issuerId: userTrace('issuer_id'),
    /** Issued by Kollabo in the seller's name (« Autofacturation », art. 242 nonies A annexe II
     * CGI): Kollabo as the issuer and the date of the mandate, as printed. */
    selfBilling: jsonb('self_billing'),
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
    // A creator's invoices issued in her name ("Mes factures").
    index('invoices_issuer_issued_idx')
      .on(t.issuerId, t.issuedAt.desc(), t.id.desc())
      .where(sql`${t.issuerId} is not null`),
    // The PDFs still to render, oldest first.
    index('invoices_pdf_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.pdfKey} is null`),
  ],
);

/**
 * A creator's billing mandate (art. 289, I-2 CGI): in force while `acceptedAt` is set. Her own
 * series code (C00042) is given at her first acceptance and kept for good.
 */
export const billingMandates = pgTable('billing_mandates', {
  userId: userKey(),
  seriesCode: text('series_code').notNull().unique(),
  acceptedAt: timestamptz('accepted_at'),
  updatedAt: updatedAt(),
});

/** Every acceptance and revocation of a mandate, with the accepted text's SHA-256 (hex). */
export const billingMandateEvents = pgTable(
  'billing_mandate_events',
  {
    id: idColumn(),
    userId: userRef('user_id'),
    /** accepted, revoked */
    action: text('action').notNull(),
    textSha256: text('text_sha256'),
    createdAt: createdAt(),
  },
  (t) => [index('billing_mandate_events_user_idx').on(t.userId, t.createdAt.desc())],
);

/** The invoice a creator without a mandate uploaded for a collaboration (private facturesdeposees/). */
export const creatorInvoiceUploads = pgTable('creator_invoice_uploads', {
  offerId: uuid('offer_id')
    .primaryKey()
    .references(() => collaborations.offerId, { onDelete: 'cascade' }),
  uploaderId: userTrace('uploader_id'),
  /** The storage key (facturesdeposees/facturesdeposees_<uuid>.pdf). */
  filePath: text('file_path').notNull(),
  /** The sender's file name, cleaned. */
  fileName: text('file_name').notNull(),
  sizeBytes: integer('size_bytes').notNull(),
  /** The brand's first download: from then on the file is never replaced. */
  downloadedAt: timestamptz('downloaded_at'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
