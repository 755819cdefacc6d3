import type { SessionUser } from '../auth/session-user.js';
import type { InvoiceRow } from './invoices.repository.js';

// Who may do what with an invoice: asked by the service, never decided inline.

const isAdmin = (viewer: SessionUser) => viewer.role === 'admin';

/** An invoice's PDF goes to its buyer and to the admins, to nobody else. */
export const canDownloadInvoice = (viewer: SessionUser, invoice: Pick<InvoiceRow, 'buyerId'>) =>
  isAdmin(viewer) || (invoice.buyerId !== null && invoice.buyerId === viewer.id);
