import type { Storage } from '../../integrations/storage/storage.js';
import type { MailMessage } from '../../integrations/mail.js';

// Files a queued mail carries. The outbox row keeps each file's storage key, never its bytes:
// the worker reads them when it sends, so a row stays small and the file is stored once.

export interface MailAttachmentRef {
  /** A key of `ctx.storage` (a private folder: `factures/...`). */
  key: string;
  filename: string;
  contentType: string;
}

/** The refs of a row's `attachments` column (null, or an array written by this module). */
export function attachmentRefs(value: unknown): MailAttachmentRef[] {
  const parsed: unknown = typeof value === 'string' ? JSON.parse(value) : value;
  if (!Array.isArray(parsed)) return [];
  return parsed.filter(
    (ref): ref is MailAttachmentRef =>
      typeof ref === 'object' &&
      ref !== null &&
      typeof (ref as MailAttachmentRef).key === 'string' &&
      typeof (ref as MailAttachmentRef).filename === 'string' &&
      typeof (ref as MailAttachmentRef).contentType === 'string',
  );
}

/** The files themselves, read from the storage; throws when one is missing (the send is retried). */
export async function readAttachments(
  storage: Storage,
  refs: MailAttachmentRef[],
): Promise<NonNullable<MailMessage['attachments']>> {
  return Promise.all(
    refs.map(async (ref) => {
      const content = await storage.read(ref.key);
      if (!content) throw new Error(`attachment missing from storage: ${ref.key}`);
      return { filename: ref.filename, content, contentType: ref.contentType };
    }),
  );
}
