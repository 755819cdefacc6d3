import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { collaborations } from './collab.js';
import { userRef, userKey, userTrace } from './users.js';
import { timestamptz, idColumn, createdAt, updatedAt } from './columns.js';

// Pay through Kollabo: the creators' connected accounts, the collaboration's payment
// held by the provider, its one release or one refund, disputes, the double-entry ledger, the
// provider events already processed, the reconciliation runs, and the simulated provider's own
// books (used only without Stripe, never in production).

/** A creator's connected account at the provider (Stripe Connect Express, or simulated). */
export const payoutAccounts = pgTable('payout_accounts', {
  userId: userKey(),
  provider: text('provider').notNull(),
  accountId: text('account_id').notNull().unique(),
  /** none, pending, active, restricted: read back from the provider. */
  status: text('status').notNull().default('pending'),
  requirements: jsonb('requirements')
    .notNull()
    .default(sql`'[]'::jsonb`),
  /** "TVA non applicable, art. 293 B du CGI". */
  vatExempt: boolean('vat_exempt').notNull().default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** One per collaboration: what the owner pays, where the money is (status), its dates. */
export const collabPayments = pgTable(
  'collab_payments',
  {
    offerId: uuid('offer_id')
      .primaryKey()
      .references(() => collaborations.offerId, { onDelete: 'cascade' }),
    ownerId: userRef('owner_id'),
    authorId: userRef('author_id'),
    /** The signed version the amounts come from. */
    version: integer('version').notNull(),
    /** unpaid, held, released, refunded, disputed, split (shared PAYMENT_TRANSITIONS). */
    status: text('status').notNull().default('unpaid'),
    amountCents: integer('amount_cents').notNull(),
    feeCents: integer('fee_cents').notNull(),
    vatOnFeeCents: integer('vat_on_fee_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    currency: text('currency').notNull().default('eur'),
    provider: text('provider').notNull(),
    /** The hosted checkout that paid (the open ones are in collab_checkouts). */
    sessionId: text('session_id').unique(),
    paymentIntentId: text('payment_intent_id'),
    chargeId: text('charge_id'),
    /** The provider's transfer_group: one per collaboration. */
    transferGroup: text('transfer_group').notNull(),
    paidAt: timestamptz('paid_at'),
    /** The automatic release (null until every deliverable is published). */
    releaseAt: timestamptz('release_at'),
    /** 80 days after the payment: the team is alerted if it is still held. */
    holdLimitAt: timestamptz('hold_limit_at'),
    alertedAt: timestamptz('alerted_at'),
    releasedAt: timestamptz('released_at'),
    refundedAt: timestamptz('refunded_at'),
    creatorCents: integer('creator_cents'),
    refundCents: integer('refund_cents'),
    cancelledAt: timestamptz('cancelled_at'),
    cancelRequestedBy: text('cancel_requested_by'),
    cancelReason: text('cancel_reason'),
    cancelRequestedAt: timestamptz('cancel_requested_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('collab_payments_status_release_idx').on(t.status, t.releaseAt),
    index('collab_payments_owner_idx').on(t.ownerId, t.createdAt.desc()),
    index('collab_payments_author_idx').on(t.authorId, t.createdAt.desc()),
    index('collab_payments_intent_idx').on(t.paymentIntentId),
  ],
);

/**
 * The checkout of a payment's version, reserved before the provider is called: one row per
 * collaboration and version (the primary key), so concurrent clicks share it, its idempotency key
 * and the one session the provider gives for that key. A new attempt (the session expired)
 * replaces the key and the session on the same row, after the old session was expired.
 */
export const collabCheckouts = pgTable(
  'collab_checkouts',
  {
    offerId: uuid('offer_id')
      .notNull()
      .references(() => collabPayments.offerId, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    attempt: integer('attempt').notNull().default(1),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    /** What this checkout charges (the signed version's total). */
    totalCents: integer('total_cents').notNull(),
    /** When the provider closes the session: fixed at reservation, so a retry asks the same. */
    expiresAt: timestamptz('expires_at').notNull(),
    sessionId: text('session_id').unique(),
    sessionUrl: text('session_url'),
    reservedAt: timestamptz('reserved_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.offerId, t.version] })],
);

/**
 * A paid checkout the payment could not take (a second session paid, or one of another version
 * or amount): refunded at once, in full, with its ledger entries. Kept once per session.
 */
export const strayCharges = pgTable(
  'stray_charges',
  {
    sessionId: text('session_id').primaryKey(),
    offerId: uuid('offer_id')
      .notNull()
      .references(() => collabPayments.offerId, { onDelete: 'cascade' }),
    paymentIntentId: text('payment_intent_id').notNull(),
    amountCents: integer('amount_cents').notNull(),
    /** second_session, other_amount */
    reason: text('reason').notNull(),
    /** pending, done (STRAY_REFUND_MOVES) */
    status: text('status').notNull().default('pending'),
    refundId: text('refund_id'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: createdAt(),
    doneAt: timestamptz('done_at'),
  },
  (t) => [index('stray_charges_pending_idx').on(t.status, t.createdAt)],
);

/**
 * A difference between the provider's books and the ledger that the healing job could not
 * resolve by itself: shown to the team in /admin/litiges until resolved.
 */
export const moneyAlerts = pgTable(
  'money_alerts',
  {
    id: idColumn(),
    /** charge:pi_…, transfer:tr_…: one open alert per provider movement. */
    reference: text('reference').notNull().unique(),
    kind: text('kind').notNull(),
    offerId: uuid('offer_id'),
    ledgerCents: integer('ledger_cents'),
    providerCents: integer('provider_cents'),
    /** When the movement was booked (a run over a recent window judges only its own). */
    bookedAt: timestamptz('booked_at').notNull(),
    firstSeenAt: timestamptz('first_seen_at').notNull().defaultNow(),
    lastSeenAt: timestamptz('last_seen_at').notNull().defaultNow(),
    resolvedAt: timestamptz('resolved_at'),
  },
  (t) => [index('money_alerts_open_idx').on(t.resolvedAt, t.firstSeenAt)],
);

/** One row per payment, keyed by its offer id: the row goes with the payment. */
const paymentKey = () =>
  uuid('offer_id')
    .primaryKey()
    .references(() => collabPayments.offerId, { onDelete: 'cascade' });

/** A dispute (at most one per payment): opened by a party or by a chargeback, decided by the team. */
export const collabDisputes = pgTable('collab_disputes', {
  offerId: paymentKey(),
  /** owner, author, provider (a chargeback) */
  openedBy: text('opened_by').notNull(),
  reason: text('reason').notNull(),
  message: text('message').notNull(),
  openedAt: timestamptz('opened_at').notNull().defaultNow(),
  decision: text('decision'),
  decisionReason: text('decision_reason'),
  creatorCents: integer('creator_cents'),
  decidedBy: userTrace('decided_by'),
  decidedAt: timestamptz('decided_at'),
});

/** A party's file attached to a dispute (at most 3), stored privately under litiges/. */
export const collabDisputeAttachments = pgTable(
  'collab_dispute_attachments',
  {
    id: idColumn(),
    offerId: uuid('offer_id')
      .notNull()
      .references(() => collabDisputes.offerId, { onDelete: 'cascade' }),
    /** owner or author */
    uploadedBy: text('uploaded_by').notNull(),
    uploaderId: userTrace('uploader_id'),
    /** The storage key (litiges/litiges_<uuid>.<ext>). */
    filePath: text('file_path').notNull(),
    /** The sender's file name, cleaned. */
    fileName: text('file_name').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('collab_dispute_attachments_offer_idx').on(t.offerId, t.createdAt)],
);

/**
 * Money leaving the held funds, at most one of each per payment (the primary key is the
 * "one release per payment" rule): the transfer to the creator then its payout, or the refund.
 */
export const payoutReleases = pgTable('payment_releases', {
  offerId: paymentKey(),
  amountCents: integer('amount_cents').notNull(),
  destination: text('destination').notNull(),
  /** pending, transferred, paid_out */
  status: text('status').notNull().default('pending'),
  transferId: text('transfer_id'),
  payoutId: text('payout_id'),
  attempts: integer('attempts').notNull().default(0),
  lastError: text('last_error'),
  createdAt: createdAt(),
  transferredAt: timestamptz('transferred_at'),
  paidOutAt: timestamptz('paid_out_at'),
});

export const paymentRefunds = pgTable('payment_refunds', {
  offerId: paymentKey(),
  amountCents: integer('amount_cents').notNull(),
  /** pending, done */
  status: text('status').notNull().default('pending'),
  refundId: text('refund_id'),
  attempts: integer('attempts').notNull().default(0),
  lastError: text('last_error'),
  createdAt: createdAt(),
  doneAt: timestamptz('done_at'),
});

/** One movement of money: its entries balance (sum of debits = sum of credits). */
export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: idColumn(),
    offerId: uuid('offer_id'),
    /** payment, provider_fee, release, transfer, payout, refund, split */
    kind: text('kind').notNull(),
    /** The provider's object (payment intent, transfer, payout, refund) once known. */
    reference: text('reference'),
    createdAt: createdAt(),
  },
  (t) => [
    index('ledger_transactions_offer_idx').on(t.offerId, t.createdAt),
    index('ledger_transactions_reference_idx').on(t.reference),
  ],
);

export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: idColumn(),
    transactionId: uuid('transaction_id')
      .notNull()
      .references(() => ledgerTransactions.id, { onDelete: 'cascade' }),
    account: text('account').notNull(),
    debitCents: bigint('debit_cents', { mode: 'number' }).notNull().default(0),
    creditCents: bigint('credit_cents', { mode: 'number' }).notNull().default(0),
    currency: text('currency').notNull().default('eur'),
  },
  (t) => [
    index('ledger_entries_transaction_idx').on(t.transactionId),
    check(
      'ledger_entries_one_side',
      sql`(${t.debitCents} > 0 and ${t.creditCents} = 0) or (${t.creditCents} > 0 and ${t.debitCents} = 0)`,
    ),
  ],
);

/** Provider events already processed: a replay is acknowledged and changes nothing. */
export const providerEvents = pgTable('provider_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: createdAt(),
});

export const reconciliationRuns = pgTable('reconciliation_runs', {
  id: idColumn(),
  ranAt: createdAt(),
  ok: boolean('ok').notNull(),
  balanced: boolean('balanced').notNull(),
  differences: jsonb('differences').notNull(),
});

// The simulated provider's own books (its "API" side), never read by the escrow rules.

export const simulatedAccounts = pgTable('simulated_accounts', {
  id: text('id').primaryKey(),
  userId: userRef('user_id'),
  status: text('status').notNull().default('pending'),
  holderName: text('holder_name'),
  iban: text('iban'),
  birthDate: text('birth_date'),
  createdAt: createdAt(),
});

export const simulatedCollabCheckouts = pgTable('simulated_collab_checkouts', {
  id: text('id').primaryKey(),
  offerId: uuid('offer_id').notNull(),
  projectTitle: text('project_title').notNull(),
  amountCents: integer('amount_cents').notNull(),
  feeCents: integer('fee_cents').notNull(),
  vatOnFeeCents: integer('vat_on_fee_cents').notNull(),
  totalCents: integer('total_cents').notNull(),
  currency: text('currency').notNull().default('eur'),
  transferGroup: text('transfer_group').notNull(),
  /** open, paid, canceled */
  status: text('status').notNull().default('open'),
  paymentIntentId: text('payment_intent_id'),
  /** The creation's key: asked again with it, the provider answers the same session. */
  idempotencyKey: text('idempotency_key').unique(),
  /** When the page stops taking payment (null: 30 minutes after creation, older rows). */
  expiresAt: timestamptz('expires_at'),
  successUrl: text('success_url').notNull(),
  cancelUrl: text('cancel_url').notNull(),
  createdAt: createdAt(),
});

/** The simulated provider's balance transactions; the idempotency key makes a retry harmless. */
export const simulatedBalanceTransactions = pgTable(
  'simulated_balance_transactions',
  {
    id: text('id').primaryKey(),
    /** charge, transfer, payout, refund */
    type: text('type').notNull(),
    /** The object it belongs to (pi_sim_…, tr_sim_…, po_sim_…, re_sim_…). */
    source: text('source').notNull(),
    /** platform, or the connected account id. */
    account: text('account').notNull(),
    amountCents: integer('amount_cents').notNull(),
    feeCents: integer('fee_cents').notNull().default(0),
    currency: text('currency').notNull().default('eur'),
    idempotencyKey: text('idempotency_key').unique(),
    createdAt: createdAt(),
  },
  (t) => [index('simulated_balance_transactions_source_idx').on(t.source)],
);
