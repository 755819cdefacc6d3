import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminCouponCreateBody,
  adminCouponReply,
  adminCouponsQuery,
  affiliationQuery,
  couponIdParams,
  couponListReply,
  couponVerificationBody,
  couponVerificationReply,
} from '@kollabo/shared';
import type { AppContext } from '../../context.js';
import { currentUser } from '../../plugins/auth.js';
import * as coupons from './coupons.service.js';

export function couponsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { requireUser, optionalUser, requireAdmin } = ctx.guards;
  return async (app) => {
    // Public (the pricing page is): a visitor simply cannot use a personal coupon.
    app.post(
      '/coupon/verification',
      {
        preHandler: optionalUser,
        schema: {
          tags: ['coupons'],
          body: couponVerificationBody,
          response: { 200: couponVerificationReply },
        },
      },
      (request) => coupons.verifyCoupon(ctx, request.body.code, request.user, request.ip),
    );

    app.get(
      '/coupon/affiliation-get-coupons',
      {
        preHandler: requireUser,
        schema: {
          tags: ['coupons'],
          querystring: affiliationQuery,
          response: { 200: couponListReply },
        },
      },
      (request) =>
        coupons.listCouponsPage(ctx.db, { ...request.query, sponsorId: currentUser(request).id }),
    );

    app.get(
      '/admin/coupons',
      {
        preHandler: requireAdmin,
        schema: {
          tags: ['admin'],
          querystring: adminCouponsQuery,
          response: { 200: couponListReply },
        },
      },
      (request) => coupons.listCouponsPage(ctx.db, request.query),
    );

    app.post(
      '/admin/coupons',
      {
        preHandler: requireAdmin,
        schema: {
          tags: ['admin'],
          body: adminCouponCreateBody,
          response: { 201: adminCouponReply },
        },
      },
      async (request, reply) => {
        const coupon = await coupons.createCoupon(ctx.db, request.body);
        return reply.status(201).send({ coupon });
      },
    );

    app.post(
      '/admin/coupons/:id/disable',
      {
        preHandler: requireAdmin,
        schema: { tags: ['admin'], params: couponIdParams, response: { 200: adminCouponReply } },
      },
      async (request) => ({ coupon: await coupons.disableCoupon(ctx.db, request.params.id) }),
    );
  };
}
