import { useState } from 'react';
import { Link } from 'react-router';
import {
  MSG,
  formatCents,
  formatShortDate,
  type InvoiceKind,
  type InvoiceSummary,
} from '@kollabo/shared';
import { Badge } from '../../components/Badge';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { downloadInvoice } from './api';
import styles from './Invoices.module.css';

const invoicesText = MSG.invoices;

const KIND_LABELS: Record<InvoiceKind, string> = {
  invoice: invoicesText.kindInvoice,
  credit_note: invoicesText.kindCreditNote,
  service: invoicesText.kindService,
  service_credit_note: invoicesText.kindServiceCreditNote,
};
const CREDIT_KINDS: readonly InvoiceKind[] = ['credit_note', 'service_credit_note'];

/**
 * One invoice or credit note: number, kind, date, amounts, and its PDF; for a creator's
 * service, who issued it for whom, the « Autofacturation » badge when Kollabo issued it in her
 * name, and her way to contest it.
 */
export function InvoiceItem({ invoice }: { invoice: InvoiceSummary }) {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const isCredit = CREDIT_KINDS.includes(invoice.kind);
  const service = invoice.kind === 'service' || invoice.kind === 'service_credit_note';
  const issuedForViewer = invoice.selfBilled && invoice.viewerIs === 'issuer';
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
          {KIND_LABELS[invoice.kind]}
        </span>
        {invoice.selfBilled && <Badge tone="brand">{invoicesText.selfBilledBadge}</Badge>}
        <h2 className={styles.number}>{invoice.number}</h2>
      </div>
      <p className={styles.date}>{invoicesText.issuedOn(formatShortDate(invoice.issuedAt))}</p>
      {service && (
        <p className={styles.date}>
          {issuedForViewer
            ? `${invoicesText.issuedOnYourBehalf} · ${invoicesText.billedTo(invoice.buyer)}`
            : invoicesText.issuedBy(invoice.issuer)}
        </p>
      )}
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
      {issuedForViewer && <Link to="/nous-contacter">{invoicesText.contest}</Link>}
      {failed && (
        <p className={styles.error} role="alert">
          {MSG.common.serverError}
        </p>
      )}
    </Card>
  );
}
