import { z } from 'zod';
import { PACK_TYPES } from '../constants.js';
import { endpoint } from '../endpoint.js';
import { pagingSchema, providerIdSchema } from './common.js';
import { couponCodeInput } from './coupons.js';
import { ADMIN_PAGE_SIZE } from './moderation.js';
import { subscriptionSchema } from './packs.js';

// Card checkout of packs, with a coupon. Amounts in integer cents.

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
/**
 * ok means the payment is recognised (paid, and the pack granted to this user). `bought` is the
 * pack this payment bought and the credits it added; `subscription` the pack now running, which
 * keeps the higher tier (a Standard bought during a Premium adds its credits to the Premium).
 */
export const confirmReply = z.object({
  ok: z.boolean(),
  subscription: subscriptionSchema.nullable(),
  bought: z.object({ type: z.enum(PACK_TYPES), credits: z.number().int() }).nullable(),
});
export type ConfirmReply = z.infer<typeof confirmReply>;

export const webhookReply = z.object({ received: z.literal(true) });

// The built-in simulated hosted checkout (no Stripe key; refused in production).
export const simulatedSessionParams = z.object({ sessionId: providerIdSchema });
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

/** Checkout, its confirmation, the Stripe webhook and the simulated hosted page. */
export const paymentsApi = {
  checkout: endpoint({
    method: 'POST',
    path: '/user/subscription',
    access: 'user',
    tag: 'payments',
    query: checkoutQuery,
    reply: checkoutReply,
    errors: [
      'coupon_is_use',
      'coupon_is_expire',
      'coupon_no_valid',
      'payment_unavailable',
      'payment_provider',
    ],
  }),
  confirm: endpoint({
    method: 'POST',
    path: '/user/update-subscription',
    access: 'user',
    tag: 'payments',
    query: confirmQuery,
    reply: confirmReply,
    errors: ['payment_provider'],
  }),
  /** Stripe's signed events; the body is read as the exact bytes Stripe signed. */
  webhook: endpoint({
    method: 'POST',
    path: '/payment/webhook',
    access: 'public',
    tag: 'payments',
    reply: webhookReply,
    errors: ['webhook_disabled', 'bad_signature', 'webhook_invalid'],
  }),
  /** The simulated provider's hosted page (404 with Stripe configured or in production). */
  simulatedSession: endpoint({
    method: 'GET',
    path: '/payment/simulated/:sessionId',
    access: 'public',
    tag: 'payments',
    params: simulatedSessionParams,
    reply: simulatedSessionReply,
    errors: ['simulated_unavailable', 'session_not_found'],
  }),
  simulatedPay: endpoint({
    method: 'POST',
    path: '/payment/simulated/:sessionId/pay',
    access: 'public',
    tag: 'payments',
    params: simulatedSessionParams,
    reply: simulatedActionReply,
    errors: ['simulated_unavailable', 'session_not_found', 'session_closed'],
  }),
  simulatedCancel: endpoint({
    method: 'POST',
    path: '/payment/simulated/:sessionId/cancel',
    access: 'public',
    tag: 'payments',
    params: simulatedSessionParams,
    reply: simulatedActionReply,
    errors: ['simulated_unavailable', 'session_not_found'],
  }),
};

/** The admin's payments list and refunds (payments module). */
export const adminPaymentsApi = {
  list: endpoint({
    method: 'GET',
    path: '/admin/payments',
    access: 'admin',
    tag: 'admin',
    query: adminPaymentsQuery,
    reply: adminPaymentsReply,
    errors: [],
  }),
  refund: endpoint({
    method: 'POST',
    path: '/admin/payments/:id/refund',
    access: 'admin',
    tag: 'admin',
    params: paymentIdParams,
    reply: adminPaymentReply,
    errors: ['not_found', 'not_refundable', 'refund_failed'],
  }),
};
