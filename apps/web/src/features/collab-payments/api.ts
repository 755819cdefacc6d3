import {
  adminCollabPaymentsApi,
  collabPaymentsApi,
  type DisputeDecision,
  type DisputeReason,
  type SimulatedOnboardingBody,
  type TaxMode,
} from '@kollabo/shared';
import { call, downloadFile } from '../../lib/api';
import { saveBlob } from '../../lib/saveBlob';

// Pay through Kollabo: payout account, the space's payment, cancellation, disputes,
// the user's payments and the admin's view, through the shared descriptors.

export const collabPaymentKeys = {
  payoutAccount: ['payout-account'] as const,
  payments: ['user-payments'] as const,
  adminDisputes: ['admin', 'disputes'] as const,
  simulatedOnboarding: (accountId: string) => ['simulated-onboarding', accountId] as const,
  simulatedCheckout: (sessionId: string) => ['simulated-collab-checkout', sessionId] as const,
};

export const getPayoutAccount = (signal?: AbortSignal) =>
  call(collabPaymentsApi.payoutAccount, {}, { signal });
/** With her second factor on, `code` is asked (second_factor_code_required) and sent. */
export const startOnboarding = (code?: string) =>
  call(collabPaymentsApi.onboarding, { body: code ? { code } : {} });
/** Her VAT position, with or without a payout account. */
export const savePayoutVat = (vatPosition: TaxMode) =>
  call(collabPaymentsApi.payoutVat, { body: { vatPosition } });

export const getSimulatedOnboarding = (accountId: string, signal?: AbortSignal) =>
  call(collabPaymentsApi.simulatedOnboarding, { params: { accountId } }, { signal });
export const submitSimulatedOnboarding = (accountId: string, body: SimulatedOnboardingBody) =>
  call(collabPaymentsApi.simulatedOnboardingSubmit, { params: { accountId }, body });

export const payCollab = (idOffer: string, version: number) =>
  call(collabPaymentsApi.pay, { body: { idOffer, version } });
export const getSimulatedCollabSession = (sessionId: string, signal?: AbortSignal) =>
  call(collabPaymentsApi.simulatedSession, { params: { sessionId } }, { signal });
export const paySimulatedCollab = (sessionId: string) =>
  call(collabPaymentsApi.simulatedPay, { params: { sessionId } });
export const cancelSimulatedCollab = (sessionId: string) =>
  call(collabPaymentsApi.simulatedCancel, { params: { sessionId } });

export const cancelCollab = (idOffer: string, reason: string) =>
  call(collabPaymentsApi.cancel, { body: { idOffer, reason } });
export const openDispute = (idOffer: string, reason: DisputeReason, message: string) =>
  call(collabPaymentsApi.dispute, { body: { idOffer, reason, message } });

/** One file joined to the open dispute (multipart `file`). */
export function addDisputeAttachment(idOffer: string, file: File) {
  const form = new FormData();
  form.append('file', file, file.name);
  return call(collabPaymentsApi.disputeAttachmentAdd, { query: { idOffer }, body: form });
}

/** Saves a dispute's attachment: served only with the bearer token, so fetched here. */
export async function downloadDisputeAttachment(id: string, fileName: string): Promise<void> {
  saveBlob(await downloadFile(collabPaymentsApi.disputeAttachment, { query: { id } }), fileName);
}

export const getUserPayments = (page: number, signal?: AbortSignal) =>
  call(collabPaymentsApi.payments, { query: { page, pageSize: 10 } }, { signal });

export const getAdminDisputes = (signal?: AbortSignal) =>
  call(adminCollabPaymentsApi.disputes, {}, { signal });
export const decideDispute = (body: {
  idOffer: string;
  decision: DisputeDecision;
  creatorCents?: number;
  reason: string;
}) => call(adminCollabPaymentsApi.decide, { body });
