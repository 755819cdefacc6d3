import type { CollabRole } from '@kollabo/shared';
import type { SessionUser } from '../auth/session-user.js';
import { isAdministrator, isSameUser } from '../auth/auth.policy.js';
import type { InvoiceRow } from './invoices.repository.js';

// Who may do what with an invoice: asked by the service, never decided inline.

/** The creator in whose name Kollabo issued it. */
export const isInvoiceIssuer = (viewer: SessionUser, invoice: Pick<InvoiceRow, 'issuerId'>) =>
  isSameUser(invoice.issuerId, viewer.id);

/** An invoice's PDF goes to its buyer, the creator it was issued for and the admins only. */
export const canDownloadInvoice = (
  viewer: SessionUser,
  invoice: Pick<InvoiceRow, 'buyerId' | 'issuerId'>,
) =>
  isAdministrator(viewer) ||
  isSameUser(invoice.buyerId, viewer.id) ||
  isInvoiceIssuer(viewer, invoice);

/** The creator alone uploads the invoice of her service (a collaboration's author). */
export const canUploadServiceInvoice = (role: CollabRole) => role === 'author';

/** The brand's download is the one that fixes an uploaded invoice (it may be booked). */
export const downloadFixesUpload = (role: CollabRole) => role === 'owner';
