import type {
  BillingDetails,
  BillingDetailsBody,
  InvoiceKind,
  InvoicesReply,
} from '@kollabo/shared';
import { billingDetailsBody } from '@kollabo/shared';
import type { Readable } from 'node:stream';
import type { AppContext } from '../../context.js';
import { AppError } from '../../lib/app-error.js';
import type { SessionUser } from '../auth/session-user.js';
import { renderStoredPdf } from './invoice-render.js';
import { canDownloadInvoice, isInvoiceIssuer } from './invoices.policy.js';
import * as repo from './invoices.repository.js';

// "Mes factures": the list (what she bought, and what Kollabo issued in her name), the PDF for
// its buyer, the creator it was issued for and the admins, and the billing details.

/** The API's kind: Kollabo's invoice or credit note, or a creator's service (and its note). */
export const kindOf = (row: { kind: string; source: string }): InvoiceKind => {
  const credit = row.kind === 'credit_note';
  if (row.source === 'service') return credit ? 'service_credit_note' : 'service';
  return credit ? 'credit_note' : 'invoice';
};

export async function listInvoices(
  ctx: AppContext,
  viewer: SessionUser,
  query: { page: number; pageSize: number },
): Promise<InvoicesReply> {
  const rows = await repo.listForParty(ctx.db, viewer.id, {
    limit: query.pageSize + 1,
    offset: (query.page - 1) * query.pageSize,
  });
  return {
    invoices: rows.slice(0, query.pageSize).map((row) => ({
      _id: row.id,
      number: row.number,
      kind: kindOf(row),
      issuedAt: row.issuedAt.toISOString(),
      totalCents: row.totalCents,
      vatCents: row.vatCents,
      issuer: row.sellerName,
      buyer: row.buyerName,
      selfBilled: row.selfBilled,
      viewerIs: isInvoiceIssuer(viewer, row) ? ('issuer' as const) : ('buyer' as const),
    })),
    hasMore: rows.length > query.pageSize,
  };
}

/**
 * The stored PDF as a stream (rendered now if the worker has not yet). A stranger gets the
 * answer of a missing invoice: an id tells nothing of what exists.
 */
export async function invoicePdf(
  ctx: AppContext,
  viewer: SessionUser,
  id: string,
): Promise<{ stream: Readable; fileName: string }> {
  const invoice = await repo.findInvoice(ctx.db, id);
  if (!invoice || !canDownloadInvoice(viewer, invoice)) throw new AppError('not_found');
  const key = invoice.pdfKey ?? (await renderStoredPdf(ctx, invoice.id));
  const stream = key ? await ctx.storage.stream(key) : undefined;
  if (!stream) throw new AppError('not_found');
  return { stream, fileName: `${invoice.number}.pdf` };
}

const present = (row: repo.BillingDetailsRow | undefined): BillingDetails | null =>
  row
    ? {
        companyName: row.companyName,
        siren: row.siren,
        vatNumber: row.vatNumber,
        address: row.address,
        postalCode: row.postalCode,
        city: row.city,
        country: row.country,
      }
    : null;

export async function getBillingDetails(ctx: AppContext, viewer: SessionUser) {
  return { billingDetails: present(await repo.findBillingDetails(ctx.db, viewer.id)) };
}

export async function saveBillingDetails(
  ctx: AppContext,
  viewer: SessionUser,
  body: BillingDetailsBody,
) {
  // The route's schema already parsed it; parsed again here so the rule has one home.
  const details = billingDetailsBody.parse(body);
  await ctx.limiter.consume(`billing-details:${viewer.id}`, 30, 10 * 60_000);
  const row = await repo.upsertBillingDetails(ctx.db, {
    userId: viewer.id,
    companyName: details.companyName ?? null,
    siren: details.siren ?? null,
    vatNumber: details.vatNumber ?? null,
    address: details.address,
    postalCode: details.postalCode,
    city: details.city,
    country: details.country,
  });
  return { billingDetails: present(row) };
}
