import { invoicesApi, type BillingDetailsBody } from '@kollabo/shared';
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
