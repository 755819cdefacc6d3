import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { userRef, userKey, userTrace } from './users.js';
import { timestamptz, idColumn, createdAt } from './columns.js';

/** The current pack of a user (one row per user). */
export const userPacks = pgTable(
  'user_packs',
  {
    userId: userKey(),
    /** standard, premium, ultimate */
    type: text('type').notNull(),
    balanceOffer: integer('balance_offer').notNull(),
    startedAt: timestamptz('started_at').notNull().defaultNow(),
    expireDate: timestamptz('expire_date').notNull(),
  },
  // The daily "expires in 3 days" reminder reads packs by expiry.
  (t) => [index('user_packs_expire_idx').on(t.expireDate)],
);

export const coupons = pgTable(
  'coupons',
  {
    id: idColumn(),
    code: text('code').notNull(),
    /** "10%" (percent, truncated) or "5" (euros). */
    reduction: text('reduction').notNull(),
    sponsorId: userTrace('sponsor_id'),
    /** The last day the coupon works, a Europe/Paris calendar day (spec field delay): stored,
     * checked and shown as that day, never as an instant. */
    delay: date('delay', { mode: 'string' }),
    /** A pseudo, 'disable', or '' meaning everyone. */
    isPersonnalTo: text('is_personnal_to').notNull().default(''),
    initialNumberOfUses: integer('initial_number_of_uses').notNull(),
    numberOfUses: integer('number_of_uses').notNull(),
    /** Revenue paid through the coupon, integer cents (spec field CA, in euros). */
    caCents: integer('ca_cents').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('coupons_code_upper_uq').on(sql`upper(${t.code})`),
    index('coupons_sponsor_created_idx').on(t.sponsorId, t.createdAt.desc()),
    // Admin list, newest first.
    index('coupons_created_idx').on(t.createdAt.desc()),
  ],
);

export const payments = pgTable(
  'payments',
  {
    id: idColumn(),
    /** Checkout session id (Stripe cs_…, simulated sim_…, or free_… for 0 € coupons). */
    sessionId: text('session_id').notNull(),
    userId: userRef('user_id'),
    provider: text('provider').notNull(),
    packType: text('pack_type').notNull(),
    amountCents: integer('amount_cents').notNull(),
    couponId: uuid('coupon_id').references(() => coupons.id, { onDelete: 'set null' }),
    /** open, paid, canceled */
    status: text('status').notNull().default('open'),
    paymentIntentId: text('payment_intent_id'),
    createdAt: createdAt(),
    paidAt: timestamptz('paid_at'),
    periodEnd: timestamptz('period_end'),
    refundFlaggedAt: timestamptz('refund_flagged_at'),
    refundedAt: timestamptz('refunded_at'),
    guaranteeChecked: boolean('guarantee_checked').notNull().default(false),
  },
  (t) => [
    uniqueIndex('payments_session_uq').on(t.sessionId),
    index('payments_user_created_idx').on(t.userId, t.createdAt.desc()),
    index('payments_period_end_idx').on(t.guaranteeChecked, t.periodEnd),
    // Admin lists: every payment newest first, and those flagged for refund.
    index('payments_created_idx').on(t.createdAt.desc()),
    index('payments_refund_flagged_idx').on(t.refundFlaggedAt.desc()),
  ],
);

/**
 * One use of a coupon held by an open checkout session: taken from `coupons.number_of_uses`
 * when the session opens (same transaction as its payment row), given back when the session
 * expires or is cancelled, kept when it is paid. At most one per session.
 */
export const couponReservations = pgTable(
  'coupon_reservations',
  {
    sessionId: text('session_id').primaryKey(),
    couponId: uuid('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    userId: userRef('user_id'),
    /** When the provider's session expires (simulated: 30 minutes; Stripe: its expires_at). */
    expiresAt: timestamptz('expires_at').notNull(),
    /** Paid: the use is kept. */
    consumedAt: timestamptz('consumed_at'),
    /** Expired or cancelled: the use went back to the coupon. */
    releasedAt: timestamptz('released_at'),
    createdAt: createdAt(),
  },
  (t) => [
    // The open reservations, by expiry (released lazily) and by coupon and user.
    index('coupon_reservations_open_expiry_idx')
      .on(t.expiresAt)
      .where(sql`${t.consumedAt} is null and ${t.releasedAt} is null`),
    index('coupon_reservations_open_user_idx')
      .on(t.couponId, t.userId)
      .where(sql`${t.consumedAt} is null and ${t.releasedAt} is null`),
  ],
);

/** At most one grant per checkout session: the unique key makes fulfilment idempotent. */
export const packGrants = pgTable('pack_grants', {
  sessionId: text('session_id').primaryKey(),
  userId: userRef('user_id'),
  grantedAt: timestamptz('granted_at').notNull().defaultNow(),
});

/**
 * The built-in simulated provider's own record of a hosted checkout (never used with Stripe):
 * what the "provider" says about a session, kept apart from our payments row.
 */
export const simulatedCheckouts = pgTable('simulated_checkouts', {
  id: text('id').primaryKey(),
  userId: userRef('user_id'),
  packType: text('pack_type').notNull(),
  amountCents: integer('amount_cents').notNull(),
  currency: text('currency').notNull().default('eur'),
  /** open, paid, canceled */
  status: text('status').notNull().default('open'),
  createdAt: createdAt(),
  paidAt: timestamptz('paid_at'),
});
