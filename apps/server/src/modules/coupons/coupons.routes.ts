import { couponsApi } from '@kollabo/shared';
import type { AppContext } from '../../context.js';
import { apiRoutes } from '../../lib/api-routes.js';
import { currentUser } from '../../plugins/auth.js';
import * as coupons from './coupons.service.js';

export function couponsRoutes(ctx: AppContext) {
  return apiRoutes(ctx, (route) => {
    route(couponsApi.verify, (request) =>
      coupons.verifyCoupon(ctx, request.body.code, request.user, request.ip),
    );

    route(couponsApi.affiliation, (request) =>
      coupons.listCouponsPage(ctx.db, { ...request.query, sponsorId: currentUser(request).id }),
    );

    route(couponsApi.adminList, (request) => coupons.listCouponsPage(ctx.db, request.query));

    route(couponsApi.adminCreate, async (request) => ({
      coupon: await coupons.createCoupon(ctx.db, request.body),
    }));

    route(couponsApi.adminDisable, async (request) => ({
      coupon: await coupons.disableCoupon(ctx.db, request.params.id),
    }));
  });
}
