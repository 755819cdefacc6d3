import {
  adminCouponReply,
  adminPaymentReply,
  adminPaymentsReply,
  checkoutReply,
  confirmReply,
  couponListReply,
  couponVerificationReply,
  simulatedActionReply,
  simulatedSessionReply,
  type AdminCouponCreateBody,
  type PackType,
} from '@kollabo/shared';
import { api } from '../../lib/api';

// Packs, coupons and checkout calls (transactions §7), typed by the shared contracts.

export const verifyCoupon = (code: string) =>
  api.post('/coupon/verification', { code }, { schema: couponVerificationReply });

export const openCheckout = (subscription: PackType, couponCode: string) =>
  api.post('/user/subscription', undefined, {
    query: { subscription, couponCode },
    schema: checkoutReply,
  });

export const confirmPayment = (sessionId: string) =>
  api.post('/user/update-subscription', undefined, {
    query: { session_id: sessionId },
    schema: confirmReply,
  });

export const AFFILIATION_QUERY_KEY = ['coupons', 'affiliation'] as const;
export const getAffiliationCoupons = (filter: string, page: number, signal?: AbortSignal) =>
  api.get('/coupon/affiliation-get-coupons', {
    query: { filter, page, pageSize: 6 },
    schema: couponListReply,
    signal,
  });

const simulatedPath = (sessionId: string) => `/payment/simulated/${encodeURIComponent(sessionId)}`;
export const getSimulatedSession = (sessionId: string, signal?: AbortSignal) =>
  api.get(simulatedPath(sessionId), { schema: simulatedSessionReply, signal });
export const paySimulated = (sessionId: string) =>
  api.post(`${simulatedPath(sessionId)}/pay`, undefined, { schema: simulatedActionReply });
export const cancelSimulated = (sessionId: string) =>
  api.post(`${simulatedPath(sessionId)}/cancel`, undefined, { schema: simulatedActionReply });

// Admin area.
export const getAdminCoupons = (filter: string, page: number, signal?: AbortSignal) =>
  api.get('/admin/coupons', { query: { filter, page }, schema: couponListReply, signal });
export const createAdminCoupon = (body: AdminCouponCreateBody) =>
  api.post('/admin/coupons', body, { schema: adminCouponReply });
export const disableAdminCoupon = (id: string) =>
  api.post(`/admin/coupons/${id}/disable`, undefined, { schema: adminCouponReply });
export const getAdminPayments = (status: 'all' | 'refund', page: number, signal?: AbortSignal) =>
  api.get('/admin/payments', { query: { status, page }, schema: adminPaymentsReply, signal });
export const refundAdminPayment = (id: string) =>
  api.post(`/admin/payments/${id}/refund`, undefined, { schema: adminPaymentReply });
