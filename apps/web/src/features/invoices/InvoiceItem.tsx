import { useState } from 'react';
import { MSG, formatCents, formatShortDate, type InvoiceSummary } from '@kollabo/shared';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { downloadInvoice } from './api';
import styles from './Invoices.module.css';

const invoicesText = MSG.invoices;

/** One invoice or credit note: number, kind, date, amounts, and its PDF. */
export function InvoiceItem({ invoice }: { invoice: InvoiceSummary }) {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const isCredit = invoice.kind === 'credit_note';
  const download = async () => {
    setBusy(true);
    setFailed(false);
    try {
      await downloadInvoice(invoice._id, invoice.number);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card as="li" className={styles.item}>
      <div className={styles.head}>
        <span className={isCredit ? styles.kindCredit : styles.kind}>
          {isCredit ? invoicesText.kindCreditNote : invoicesText.kindInvoice}
        </span>
        <h2 className={styles.number}>{invoice.number}</h2>
      </div>
      <p className={styles.date}>{invoicesText.issuedOn(formatShortDate(invoice.issuedAt))}</p>
      <p className={styles.amount}>
        {isCredit ? `−${formatCents(invoice.totalCents)}` : formatCents(invoice.totalCents)}{' '}
        <span className={styles.vat}>
          {invoicesText.vatIncluded(formatCents(invoice.vatCents))}
        </span>
      </p>
      <Button
        variant="secondary"
        size="sm"
        busy={busy}
        busyLabel={invoicesText.download}
        onClick={() => void download()}
        aria-label={invoicesText.downloadLabel(invoice.number)}
      >
        {invoicesText.download}
      </Button>
      {failed && (
        <p className={styles.error} role="alert">
          {MSG.common.serverError}
        </p>
      )}
    </Card>
  );
}
