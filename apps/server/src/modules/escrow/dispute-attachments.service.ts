import type { FastifyRequest } from 'fastify';
import {
  DISPUTE_ATTACHMENTS_MAX,
  DISPUTE_ATTACHMENT_MAX_BYTES,
  type DisputeAttachment,
} from '@kollabo/shared';
import type { AppContext } from '../../context.js';
import { transaction } from '../../db/transaction.js';
import { AppError } from '../../lib/app-error.js';
import { MIME_BY_KIND, type SniffedKind } from '../../lib/file-sniff.js';
import { isFileTooLarge, isMalformedMultipart } from '../../lib/upload-limits.js';
import { cleanFileName, kindMatchingName } from '../../lib/uploaded-file.js';
import type { SessionUser } from '../auth/session-user.js';
import { requireParty } from '../collab/collab.service.js';
import * as disputesRepo from './disputes.repository.js';
import { attachmentView } from './payment-view.js';
import { canReadDisputeFile } from './escrow.policy.js';

// A dispute's attachments: either party adds one file at a time while the dispute
// is open, three at most, each a PDF, JPEG, PNG or WebP of 5 MB at most judged by its bytes;
// stored privately under litiges/, downloaded by the two parties and the team only.

const ATTACHMENT_FOLDER = 'litiges';
const DISPUTE_KINDS: readonly SniffedKind[] = ['pdf', 'jpg', 'png', 'webp'];

const invalidFile = () => new AppError('dispute_attachment_invalid', { field: 'file' });
const tooLarge = () => new AppError('dispute_attachment_too_large', { field: 'file' });

export interface UploadedFile {
  bytes: Buffer;
  fileName: string;
}

/** The one `file` part of the multipart body, read with the 5 MB limit while streaming. */
export async function readDisputeFile(request: FastifyRequest): Promise<UploadedFile> {
  if (!request.isMultipart()) throw invalidFile();
  try {
    const part = await request.file({
      limits: { fileSize: DISPUTE_ATTACHMENT_MAX_BYTES, files: 1 },
    });
    if (!part || part.fieldname !== 'file') {
      part?.file.resume(); // drain the stream so the request can finish
      throw invalidFile();
    }
    const bytes = await part.toBuffer();
    // A stream cut exactly at the limit marks the part truncated instead of throwing.
    if (part.file.truncated || bytes.length > DISPUTE_ATTACHMENT_MAX_BYTES) throw tooLarge();
    if (bytes.length === 0) throw invalidFile();
    return { bytes, fileName: part.filename };
  } catch (error) {
    if (isFileTooLarge(error)) throw tooLarge();
    if (isMalformedMultipart(error)) throw invalidFile();
    throw error;
  }
}

/** The dispute open and not full, or the error that says why not. */
function checkOpen(dispute: disputesRepo.DisputeRow | undefined, count: number) {
  if (!dispute) throw new AppError('dispute_not_found');
  if (dispute.decidedAt) throw new AppError('dispute_closed');
  if (count >= DISPUTE_ATTACHMENTS_MAX) throw new AppError('dispute_attachments_full');
}

/** POST /collab/dispute/attachment?idOffer= */
export async function addDisputeAttachment(
  ctx: AppContext,
  viewer: SessionUser,
  idOffer: string,
  file: UploadedFile,
): Promise<DisputeAttachment> {
  await ctx.limiter.consume(`dispute:attachment:${viewer.id}`, 20, 60 * 60_000);
  const party = await requireParty(ctx, ctx.db, viewer, idOffer);
  checkOpen(
    await disputesRepo.findDispute(ctx.db, idOffer),
    (await disputesRepo.listDisputeAttachments(ctx.db, [idOffer])).length,
  );
  const kind = await kindMatchingName(file.bytes, file.fileName, DISPUTE_KINDS);
  if (!kind) throw invalidFile();
  const filePath = await ctx.storage.put(ATTACHMENT_FOLDER, kind, file.bytes);
  try {
    const row = await transaction(ctx.db, async (tx) => {
      // Decided or filled since the checks above: decide again under the dispute's row lock.
      const locked = await disputesRepo.lockDispute(tx, idOffer);
      checkOpen(locked, (await disputesRepo.listDisputeAttachments(tx, [idOffer])).length);
      return disputesRepo.insertDisputeAttachment(tx, {
        offerId: idOffer,
        uploadedBy: party.role,
        uploaderId: viewer.id,
        filePath,
        fileName: cleanFileName(file.fileName),
        sizeBytes: file.bytes.length,
      });
    });
    return attachmentView(row);
  } catch (error) {
    await ctx.storage.remove(filePath).catch(() => undefined);
    throw error;
  }
}

/** GET /collab/dispute/attachment?id= : the bytes, for the two parties and the team only. */
export async function disputeAttachmentFile(ctx: AppContext, viewer: SessionUser, id: string) {
  const found = await disputesRepo.findDisputeAttachment(ctx.db, id);
  if (!found) throw new AppError('not_found');
  if (!canReadDisputeFile(viewer, found)) throw new AppError('collab_forbidden');
  const bytes = await ctx.storage.read(found.attachment.filePath);
  if (!bytes) throw new AppError('not_found');
  const kind = found.attachment.filePath.split('.').pop() as SniffedKind;
  return { bytes, fileName: found.attachment.fileName, mime: MIME_BY_KIND[kind] };
}
