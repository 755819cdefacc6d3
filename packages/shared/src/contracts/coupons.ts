import { z } from 'zod';
import { COUPON_CODE_PATTERN, COUPON_MAX_USES, PAGE_SIZES } from '../constants.js';
import { endpoint } from '../endpoint.js';
import { isCalendarDay } from '../format.js';
import { parseReduction } from '../pricing.js';
import { pagingSchema } from './common.js';
import { ADMIN_PAGE_SIZE } from './moderation.js';

// Coupons: check at checkout, affiliation list, admin management.
// Field names are the spec's (_id, delay, isPersonnalTo, numberOfUses, CA).

export const COUPON_STATUSES = ['valid', 'is-use', 'is-expire', 'no-valid'] as const;
export type CouponStatus = (typeof COUPON_STATUSES)[number];

/** Free text on the page; anything that cannot be a code simply answers no-valid. */
export const couponCodeInput = z.string().trim().max(64);

export const couponVerificationBody = z.object({ code: couponCodeInput });
/** `reduction` is the coupon's reduction when valid, '' otherwise. */
export const couponVerificationReply = z.object({
  status: z.enum(COUPON_STATUSES),
  reduction: z.string(),
});
export type CouponVerificationReply = z.infer<typeof couponVerificationReply>;

export const couponSchema = z.object({
  _id: z.string(),
  code: z.string(),
  reduction: z.string(),
  /** Sponsor's pseudo. */
  sponsor: z.string().nullable(),
  /** The last day it works ("2026-12-31", Europe/Paris), or null when it never expires. */
  delay: z.string().nullable(),
  createdAt: z.string(),
  /** A pseudo, 'disable', or '' meaning everyone. */
  isPersonnalTo: z.string(),
  initialNumberOfUses: z.number().int(),
  /** Uses left. */
  numberOfUses: z.number().int(),
  /** Revenue paid through the coupon, in euros. */
  CA: z.number(),
});
export type Coupon = z.infer<typeof couponSchema>;

export const affiliationQuery = z.object({
  filter: z.string().trim().max(64).optional().default(''),
  ...pagingSchema(PAGE_SIZES.affiliationCoupons),
});
export const couponListReply = z.object({ coupons: z.array(couponSchema), hasMore: z.boolean() });
export type CouponListReply = z.infer<typeof couponListReply>;

export const couponCodeSchema = z
  .string()
  .trim()
  .regex(COUPON_CODE_PATTERN, { message: 'invalid_coupon_code' });
export const reductionSchema = z
  .string()
  .trim()
  .refine((value) => parseReduction(value) !== null, { message: 'invalid_reduction' });
/** YYYY-MM-DD: the coupon works until the end of that day (Paris time). */
export const couponExpirySchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'invalid_date' })
  .refine(isCalendarDay, { message: 'invalid_date' });

export const adminCouponCreateBody = z.object({
  code: couponCodeSchema,
  reduction: reductionSchema,
  delay: z
    .union([z.literal(''), couponExpirySchema])
    .optional()
    .default(''),
  initialNumberOfUses: z.coerce.number().int().min(1).max(COUPON_MAX_USES),
  /** Pseudo of the only user allowed to use it; '' for everyone. */
  isPersonnalTo: z.string().trim().max(100).optional().default(''),
  /** Pseudo of the sponsor whose affiliation page lists it. */
  sponsor: z.string().trim().max(100).optional().default(''),
});
export type AdminCouponCreateBody = z.input<typeof adminCouponCreateBody>;

export const adminCouponsQuery = z.object({
  filter: z.string().trim().max(64).optional().default(''),
  ...pagingSchema(ADMIN_PAGE_SIZE),
});
export const adminCouponReply = z.object({ coupon: couponSchema });
export const couponIdParams = z.object({ id: z.string().uuid() });

/** Coupons: the check at checkout, the sponsor's affiliation list, the admin's management. */
export const couponsApi = {
  /** Public (the pricing page is): a visitor simply cannot use a personal coupon. */
  verify: endpoint({
    method: 'POST',
    path: '/coupon/verification',
    access: 'optional',
    tag: 'coupons',
    body: couponVerificationBody,
    reply: couponVerificationReply,
    errors: [],
  }),
  affiliation: endpoint({
    method: 'GET',
    path: '/coupon/affiliation-get-coupons',
    access: 'user',
    tag: 'coupons',
    query: affiliationQuery,
    reply: couponListReply,
    errors: [],
  }),
  adminList: endpoint({
    method: 'GET',
    path: '/admin/coupons',
    access: 'admin',
    tag: 'admin',
    query: adminCouponsQuery,
    reply: couponListReply,
    errors: [],
  }),
  adminCreate: endpoint({
    method: 'POST',
    path: '/admin/coupons',
    access: 'admin',
    tag: 'admin',
    body: adminCouponCreateBody,
    status: 201,
    reply: adminCouponReply,
    errors: [
      'invalid_coupon_code',
      'invalid_reduction',
      'invalid_uses',
      'invalid_date',
      'unknown_user',
      'coupon_exists',
    ],
  }),
  adminDisable: endpoint({
    method: 'POST',
    path: '/admin/coupons/:id/disable',
    access: 'admin',
    tag: 'admin',
    params: couponIdParams,
    reply: adminCouponReply,
    errors: ['not_found'],
  }),
};
