import type { AppContext } from '../../context.js';
import type { DbOrTx } from '../../db/client.js';
import { attachToQueuedMail, notify } from '../notifications/notifications.service.js';
import type { InvoiceRow } from './invoices.repository.js';

// The buyer gets every invoice and credit note by mail, as a PDF attachment (the outbox keeps
// the storage key, the worker reads the file when it sends): with the receipt when the PDF was
// rendered before the receipt left, else in a mail of its own, "Votre facture F-…". An invoice
// issued in a creator's name goes to her as well, with her right to contest it.

/** In the transaction that records the rendered PDF's key, so the mail goes exactly once. */
export async function mailRenderedInvoice(
  ctx: AppContext,
  tx: DbOrTx,
  row: InvoiceRow,
  pdfKey: string,
): Promise<void> {
  const attachment = {
    key: pdfKey,
    filename: `${row.number}.pdf`,
    contentType: 'application/pdf',
  };
  const data = {
    invoiceId: row.id,
    number: row.number,
    creditNote: row.kind === 'credit_note',
    totalCents: row.totalCents,
  };
  if (row.issuerId) {
    await notify(ctx, tx, {
      type: 'service_invoice_issued',
      recipientId: row.issuerId,
      eventKey: row.id,
      data,
      attachments: [attachment],
    });
  }
  if (!row.buyerId) return; // the buyer's account was deleted: nobody to mail
  if (row.receiptMailKey && (await attachToQueuedMail(tx, row.receiptMailKey, attachment))) return;
  await notify(ctx, tx, {
    type: 'invoice_ready',
    recipientId: row.buyerId,
    eventKey: row.id,
    data,
    attachments: [attachment],
  });
}
