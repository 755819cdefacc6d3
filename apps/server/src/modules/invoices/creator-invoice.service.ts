import {
  isFrozen,
  isHeld,
  isSettled,
  type CollabPaymentStatus,
  type CreatorInvoiceReply,
} from '@kollabo/shared';
import type { AppContext } from '../../context.js';
import type { DbOrTx } from '../../db/client.js';
import { afterCommit, transaction } from '../../db/transaction.js';
import { AppError } from '../../lib/app-error.js';
import { cleanFileName, kindMatchingName } from '../../lib/uploaded-file.js';
import type { SessionUser } from '../auth/session-user.js';
import { requireParty } from '../collab/collab.service.js';
import { mandateInForce } from './billing-mandate.service.js';
import type { CreatorInvoiceForm } from './creator-invoice-form.js';
import * as creators from './creator-invoices.repository.js';
import { canUploadServiceInvoice, downloadFixesUpload } from './invoices.policy.js';
import * as repo from './invoices.repository.js';

// The collaboration's invoice for the creator's service, as its two parties see it: issued in
// her name under her mandate, uploaded by her (a PDF judged by its bytes, stored privately,
// replaceable until the brand downloads it, before the release or after), or missing, which
// the brand is told. Never a condition of her payment (règle Kollabo).

export const UPLOAD_FOLDER = 'facturesdeposees';

type Payment = Awaited<ReturnType<typeof creators.findPaymentState>>;

/** The brand has paid for a service: held, frozen by a dispute, or released to her. */
function serviceState(payment: Payment) {
  if (!payment || payment.cancelledAt || payment.amountCents <= 0) return 'none' as const;
  const status = payment.status as CollabPaymentStatus;
  if (isHeld(status) || isFrozen(status)) return 'paid' as const;
  // Settled with money to her: released, or her share of a split (a refund gives her none).
  return isSettled(status) && (payment.creatorCents ?? 0) > 0 ? ('released' as const) : 'none';
}

const documentView = (row: repo.InvoiceRow | undefined) =>
  row
    ? {
        _id: row.id,
        number: row.number,
        issuedAt: row.issuedAt.toISOString(),
        totalCents: row.totalCents,
        vatCents: row.vatCents,
      }
    : null;

/**
 * Everything the answer and the upload's rules read, in `db` (the upload's transaction: one
 * query at a time on its connection, the payment's row locked first).
 */
async function stateOf(db: DbOrTx, offerId: string, authorId: string, lock = false) {
  const payment = await creators.findPaymentState(db, offerId, lock);
  const documents = await repo.listBySource(db, 'service', offerId);
  const upload = await creators.findUpload(db, offerId, lock);
  const mandate = await mandateInForce(db, authorId);
  const service = serviceState(payment);
  const invoice = documents.find((row) => row.kind === 'invoice');
  const creditNote = documents.find((row) => row.kind === 'credit_note');
  // Kollabo issues it at the release: nothing for her to upload meanwhile.
  const pending = service === 'paid' && mandate !== null;
  return { service, invoice, creditNote, upload, pending };
}

type State = Awaited<ReturnType<typeof stateOf>>;

/** Why she may not upload now, or null. */
function uploadRefusal(state: State) {
  if (state.service === 'none') return 'creator_invoice_not_due' as const;
  if (state.invoice) return 'creator_invoice_issued' as const;
  if (state.pending) return 'creator_invoice_mandate' as const;
  if (state.upload?.downloadedAt) return 'creator_invoice_locked' as const;
  return null;
}

function present(state: State, author: boolean): CreatorInvoiceReply {
  const status = state.invoice
    ? 'issued'
    : state.upload
      ? 'uploaded'
      : state.service === 'none'
        ? 'none'
        : state.pending
          ? 'pending'
          : 'missing';
  return {
    status,
    invoice: documentView(state.invoice),
    creditNote: documentView(state.creditNote),
    upload: state.upload
      ? {
          name: cleanFileName(state.upload.fileName),
          sizeBytes: state.upload.sizeBytes,
          uploadedAt: state.upload.createdAt.toISOString(),
          downloaded: state.upload.downloadedAt !== null,
        }
      : null,
    can: {
      upload: author && uploadRefusal(state) === null,
      download: Boolean(state.invoice || state.upload),
    },
  };
}

/** GET /collab/creator-invoice?idOffer= */
export async function creatorInvoiceStatus(ctx: AppContext, viewer: SessionUser, offerId: string) {
  const party = await requireParty(ctx, ctx.db, viewer, offerId);
  const state = await stateOf(ctx.db, offerId, party.facts.authorId);
  return present(state, canUploadServiceInvoice(party.role));
}

/** POST /collab/creator-invoice (multipart): hers, a PDF, stored then recorded under locks. */
export async function uploadCreatorInvoice(
  ctx: AppContext,
  viewer: SessionUser,
  form: CreatorInvoiceForm,
) {
  await ctx.limiter.consume(`creator-invoice:${viewer.id}`, 60, 60 * 60_000);
  const party = await requireParty(ctx, ctx.db, viewer, form.idOffer);
  if (!canUploadServiceInvoice(party.role)) throw new AppError('creator_invoice_author_only');
  const refusal = uploadRefusal(await stateOf(ctx.db, form.idOffer, party.facts.authorId));
  if (refusal) throw new AppError(refusal);
  if (!(await kindMatchingName(form.bytes, form.fileName, ['pdf']))) {
    throw new AppError('creator_invoice_invalid', { field: 'file' });
  }
  const filePath = await ctx.storage.put(UPLOAD_FOLDER, 'pdf', form.bytes);
  try {
    const state = await transaction(ctx.db, async (tx) => {
      // The collaboration's row, then its payment's (the release's order): a concurrent upload
      // or release of this collaboration waits, then the rules are read again.
      await requireParty(ctx, tx, viewer, form.idOffer, true);
      const locked = await stateOf(tx, form.idOffer, party.facts.authorId, true);
      const lockedRefusal = uploadRefusal(locked);
      if (lockedRefusal) throw new AppError(lockedRefusal);
      const replaced = locked.upload?.filePath;
      const upload = await creators.saveUpload(tx, {
        offerId: form.idOffer,
        uploaderId: viewer.id,
        filePath,
        fileName: cleanFileName(form.fileName),
        sizeBytes: form.bytes.length,
      });
      if (replaced) {
        afterCommit(tx, () =>
          ctx.background.run('replaced creator invoice', () => ctx.storage.remove(replaced)),
        );
      }
      return { ...locked, upload };
    });
    return present(state, true);
  } catch (error) {
    await ctx.storage.remove(filePath).catch(() => undefined);
    throw error;
  }
}

/** GET /collab/creator-invoice/file?idOffer=: her PDF for both parties; the brand's fixes it. */
export async function creatorInvoiceFile(ctx: AppContext, viewer: SessionUser, offerId: string) {
  const party = await requireParty(ctx, ctx.db, viewer, offerId);
  const upload = await creators.findUpload(ctx.db, offerId);
  const bytes = upload ? await ctx.storage.read(upload.filePath) : undefined;
  if (!upload || !bytes) throw new AppError('creator_invoice_not_found');
  if (downloadFixesUpload(party.role)) await creators.markUploadDownloaded(ctx.db, offerId);
  return { bytes, fileName: upload.fileName, mime: 'application/pdf' };
}
