import { z } from 'zod';
import { PACK_TYPES } from '../constants.js';
import { pagingSchema } from './common.js';
import { couponCodeInput } from './coupons.js';
import { ADMIN_PAGE_SIZE } from './moderation.js';
import { subscriptionSchema } from './packs.js';

// Card checkout of packs (transactions §4 "Coupon and checkout", §7). Amounts in integer cents.

/** POST /user/subscription?subscription=&couponCode= */
export const checkoutQuery = z.object({
  subscription: z.enum(PACK_TYPES),
  couponCode: couponCodeInput.optional().default(''),
});
/** `url` is where the browser goes: the provider's hosted page, or /payment/{id} when free. */
export const checkoutReply = z.object({
  id: z.string(),
  url: z.string(),
  amountCents: z.number().int(),
  free: z.boolean(),
});
export type CheckoutReply = z.infer<typeof checkoutReply>;

/** POST /user/update-subscription?session_id= */
export const confirmQuery = z.object({ session_id: z.string().trim().min(1).max(255) });
/** ok means the payment is recognised (paid, and the pack granted to this user). */
export const confirmReply = z.object({
  ok: z.boolean(),
  subscription: subscriptionSchema.nullable(),
});
export type ConfirmReply = z.infer<typeof confirmReply>;

export const webhookReply = z.object({ received: z.literal(true) });

// The built-in simulated hosted checkout (no Stripe key; refused in production).
export const simulatedSessionParams = z.object({ sessionId: z.string().min(1).max(100) });
export const simulatedSessionReply = z.object({
  id: z.string(),
  packType: z.enum(PACK_TYPES),
  amountCents: z.number().int(),
  status: z.enum(['open', 'paid', 'canceled']),
});
export type SimulatedSessionReply = z.infer<typeof simulatedSessionReply>;
export const simulatedActionReply = z.object({ redirect: z.string() });

// Admin: payments list and refunds.
export const PAYMENT_STATUSES = ['open', 'paid', 'canceled'] as const;
export const adminPaymentsQuery = z.object({
  status: z.enum(['all', 'refund']).optional().default('all'),
  ...pagingSchema(ADMIN_PAGE_SIZE),
});
export const adminPaymentSchema = z.object({
  id: z.string(),
  sessionId: z.string(),
  user: z.string().nullable(),
  provider: z.string(),
  packType: z.enum(PACK_TYPES),
  amountCents: z.number().int(),
  couponCode: z.string().nullable(),
  status: z.enum(PAYMENT_STATUSES),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  periodEnd: z.string().nullable(),
  refundFlaggedAt: z.string().nullable(),
  refundedAt: z.string().nullable(),
});
export type AdminPayment = z.infer<typeof adminPaymentSchema>;
export const adminPaymentsReply = z.object({
  payments: z.array(adminPaymentSchema),
  hasMore: z.boolean(),
});
export const paymentIdParams = z.object({ id: z.string().uuid() });
export const adminPaymentReply = z.object({ payment: adminPaymentSchema });
