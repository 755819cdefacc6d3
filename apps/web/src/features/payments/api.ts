import {
  adminPaymentsApi,
  couponsApi,
  paymentsApi,
  type AdminCouponCreateBody,
  type PackType,
} from '@kollabo/shared';
import { call } from '../../lib/api';

// Packs, coupons and checkout calls, through the shared endpoint descriptors.

export const verifyCoupon = (code: string) => call(couponsApi.verify, { body: { code } });

export const openCheckout = (subscription: PackType, couponCode: string) =>
  call(paymentsApi.checkout, { query: { subscription, couponCode } });

export const confirmPayment = (sessionId: string) =>
  call(paymentsApi.confirm, { query: { session_id: sessionId } });

export const AFFILIATION_QUERY_KEY = ['coupons', 'affiliation'] as const;
export const getAffiliationCoupons = (filter: string, page: number, signal?: AbortSignal) =>
  call(couponsApi.affiliation, { query: { filter, page, pageSize: 6 } }, { signal });

export const getSimulatedSession = (sessionId: string, signal?: AbortSignal) =>
  call(paymentsApi.simulatedSession, { params: { sessionId } }, { signal });
export const paySimulated = (sessionId: string) =>
  call(paymentsApi.simulatedPay, { params: { sessionId } });
export const cancelSimulated = (sessionId: string) =>
  call(paymentsApi.simulatedCancel, { params: { sessionId } });

// Admin area.
export const getAdminCoupons = (filter: string, page: number, signal?: AbortSignal) =>
  call(couponsApi.adminList, { query: { filter, page } }, { signal });
export const createAdminCoupon = (body: AdminCouponCreateBody) =>
  call(couponsApi.adminCreate, { body });
export const disableAdminCoupon = (id: string) => call(couponsApi.adminDisable, { params: { id } });
export const getAdminPayments = (status: 'all' | 'refund', page: number, signal?: AbortSignal) =>
  call(adminPaymentsApi.list, { query: { status, page } }, { signal });
export const refundAdminPayment = (id: string) => call(adminPaymentsApi.refund, { params: { id } });
