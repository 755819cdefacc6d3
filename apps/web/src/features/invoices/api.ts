import { creatorInvoicesApi, invoicesApi, type BillingDetailsBody } from '@kollabo/shared';
import { call, downloadFile } from '../../lib/api';
import { saveBlob } from '../../lib/saveBlob';

// "Mes factures" and the billing details, through the shared descriptors.

export const invoiceKeys = {
  list: ['user-invoices'] as const,
  billing: ['billing-details'] as const,
};

export const getInvoices = (page: number, signal?: AbortSignal) =>
  call(invoicesApi.list, { query: { page, pageSize: 10 } }, { signal });

export const getBillingDetails = (signal?: AbortSignal) =>
  call(invoicesApi.billingDetails, {}, { signal });

export const saveBillingDetails = (body: BillingDetailsBody) =>
  call(invoicesApi.saveBillingDetails, { body });

/** Saves the invoice's Factur-X PDF: served only with the session token, so fetched here. */
export async function downloadInvoice(id: string, number: string): Promise<void> {
  saveBlob(await downloadFile(invoicesApi.pdf, { query: { id } }), `${number}.pdf`);
}

// The creator's billing mandate (payouts page) and a collaboration's invoice for her service.

export const mandateKeys = { mandate: ['billing-mandate'] as const };
export const creatorInvoiceKey = (idOffer: string, paymentStatus: string) =>
  ['creator-invoice', idOffer, paymentStatus] as const;

export const getBillingMandate = (signal?: AbortSignal) =>
  call(creatorInvoicesApi.billingMandate, {}, { signal });

export const acceptBillingMandate = () =>
  call(creatorInvoicesApi.acceptBillingMandate, { body: { accept: true } });

export const revokeBillingMandate = () => call(creatorInvoicesApi.revokeBillingMandate);

export const getCreatorInvoice = (idOffer: string, signal?: AbortSignal) =>
  call(creatorInvoicesApi.creatorInvoice, { query: { idOffer } }, { signal });

export function uploadCreatorInvoice(idOffer: string, file: File) {
  const form = new FormData();
  form.append('idOffer', idOffer);
  form.append('file', file);
  return call(creatorInvoicesApi.uploadCreatorInvoice, { body: form });
}

/** Her uploaded PDF, served only with the session token: fetched here, then saved. */
export async function downloadCreatorInvoice(idOffer: string, fileName: string): Promise<void> {
  saveBlob(
    await downloadFile(creatorInvoicesApi.creatorInvoiceFile, { query: { idOffer } }),
    fileName,
  );
}
