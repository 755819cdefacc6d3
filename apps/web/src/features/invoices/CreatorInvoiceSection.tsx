import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  CREATOR_INVOICE_MAX_BYTES,
  MSG,
  creatorInvoiceIs,
  formatShortDate,
  isPayable,
  type CollabPaymentStatus,
  type CollabRole,
  type CreatorInvoiceReply,
} from '@kollabo/shared';
import { ActionError } from '../../components/ActionError';
import { Badge } from '../../components/Badge';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { Input } from '../../components/Input';
import { useAction } from '../../lib/useAction';
import {
  creatorInvoiceKey,
  downloadCreatorInvoice,
  downloadInvoice,
  getCreatorInvoice,
  uploadCreatorInvoice,
} from './api';
import styles from './CreatorInvoices.module.css';

const invoiceText = MSG.creatorInvoice;

export interface CreatorInvoiceSectionProps {
  idOffer: string;
  role: CollabRole;
  /** Read again when the payment moves (held, released, split); not asked before a payment. */
  paymentStatus: CollabPaymentStatus;
}

/**
 * The collaboration's invoice for the creator's service: issued in her name (both download
 * it), her own PDF (she uploads it, the brand downloads it), or missing (the brand is told).
 * Nothing while no invoice is due.
 */
export function CreatorInvoiceSection({
  idOffer,
  role,
  paymentStatus,
}: CreatorInvoiceSectionProps) {
  const key = creatorInvoiceKey(idOffer, paymentStatus);
  const query = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => getCreatorInvoice(idOffer, signal),
    // Nothing is invoiced before the brand paid.
    enabled: !isPayable(paymentStatus),
  });
  const data = query.data;
  if (!data || creatorInvoiceIs.notDue(data.status)) return null;
  const author = role === 'author';
  const missing = creatorInvoiceIs.missing(data.status);
  return (
    <Card as="section" className={styles.section} aria-labelledby="creator-invoice">
      <div className={styles.head}>
        <h2 id="creator-invoice">{invoiceText.title}</h2>
        {data.invoice && <Badge tone="brand">{invoiceText.selfBilledBadge}</Badge>}
      </div>
      <Documents data={data} author={author} idOffer={idOffer} />
      {creatorInvoiceIs.pending(data.status) && (
        <p className={styles.notice}>
          {author ? invoiceText.pendingForAuthor : invoiceText.pendingForOwner}
        </p>
      )}
      {missing && !author && (
        <p className={styles.warning} role="status">
          <strong className={styles.warningTitle}>{invoiceText.missing}</strong>
          {invoiceText.missingHint}
        </p>
      )}
      {author && (missing || creatorInvoiceIs.uploaded(data.status)) && (
        <>
          {missing && <p>{invoiceText.authorIntro}</p>}
          {data.can.upload ? (
            <UploadForm idOffer={idOffer} replacing={data.upload !== null} queryKey={key} />
          ) : (
            data.upload?.downloaded && <p className={styles.muted}>{invoiceText.locked}</p>
          )}
          {missing && (
            <p className={styles.muted}>
              <Link to="/recevoir-mes-paiements">{invoiceText.mandateLink}</Link>
            </p>
          )}
        </>
      )}
    </Card>
  );
}

/** The documents there are: the invoice issued in her name and its credit note, or her PDF. */
function Documents({
  data,
  author,
  idOffer,
}: {
  data: CreatorInvoiceReply;
  author: boolean;
  idOffer: string;
}) {
  const [failed, setFailed] = useState<string | null>(null);
  const save = (download: Promise<void>) => {
    setFailed(null);
    download.catch(() => setFailed(MSG.common.serverError));
  };
  const { invoice, creditNote, upload } = data;
  if (!invoice && !upload) return null;
  return (
    <>
      <ul className={styles.documents}>
        {invoice && (
          <li className={styles.document}>
            <span>
              {author
                ? invoiceText.issuedForAuthor(invoice.number)
                : invoiceText.issued(invoice.number)}
            </span>
            <Button
              variant="secondary"
              size="sm"
              onClick={() => save(downloadInvoice(invoice._id, invoice.number))}
            >
              {invoiceText.download}
            </Button>
          </li>
        )}
        {creditNote && (
          <li className={styles.document}>
            <span>{invoiceText.creditNote(creditNote.number)}</span>
            <Button
              variant="secondary"
              size="sm"
              onClick={() => save(downloadInvoice(creditNote._id, creditNote.number))}
            >
              {invoiceText.downloadCreditNote}
            </Button>
          </li>
        )}
        {upload && (
          <li className={styles.document}>
            <span>{invoiceText.uploaded(upload.name, formatShortDate(upload.uploadedAt))}</span>
            <Button
              variant="secondary"
              size="sm"
              onClick={() => save(downloadCreatorInvoice(idOffer, upload.name))}
            >
              {invoiceText.download}
            </Button>
          </li>
        )}
      </ul>
      <ActionError error={failed} />
    </>
  );
}

function UploadForm({
  idOffer,
  replacing,
  queryKey,
}: {
  idOffer: string;
  replacing: boolean;
  queryKey: readonly unknown[];
}) {
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [checkError, setCheckError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const { busy, error, run } = useAction();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSent(false);
    if (!file) return setCheckError(invoiceText.chooseFile);
    // Refused here before sending for nothing; the server judges the bytes again.
    if (file.size > CREATOR_INVOICE_MAX_BYTES) return setCheckError(invoiceText.tooLarge);
    if (!file.name.toLowerCase().endsWith('.pdf')) return setCheckError(invoiceText.invalid);
    setCheckError(null);
    await run(async () => {
      queryClient.setQueryData(queryKey, await uploadCreatorInvoice(idOffer, file));
      setFile(null);
      if (inputRef.current) inputRef.current.value = '';
      setSent(true);
    });
  };

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <Input
        ref={inputRef}
        label={invoiceText.fileLabel}
        type="file"
        accept="application/pdf,.pdf"
        error={checkError ?? undefined}
        onChange={(event) => {
          setCheckError(null);
          setFile(event.target.files?.[0] ?? null);
        }}
      />
      <ActionError error={error} />
      {sent && (
        <p className={styles.notice} role="status">
          {invoiceText.uploadedNotice}
        </p>
      )}
      <div className={styles.actions}>
        <Button type="submit" variant={replacing ? 'secondary' : 'primary'} busy={busy}>
          {busy ? invoiceText.uploading : replacing ? invoiceText.replace : invoiceText.upload}
        </Button>
      </div>
    </form>
  );
}
