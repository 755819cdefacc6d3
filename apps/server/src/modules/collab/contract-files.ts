import { createHash } from 'node:crypto';
import type { AppContext } from '../../context.js';
import type { DbOrTx } from '../../db/client.js';
import type { Storage } from '../../integrations/storage/storage.js';
import * as repo from './collab.repository.js';

// A contract's PDFs live in the storage's private folder (never served as a public file): the
// routes hand them to the two parties only, after their access check. Rows written before keep
// their bytes in the database until `storage-migrate` moves them (`moveContractPdfsToStorage`);
// until then they are read from there.

export const CONTRACT_FOLDER = 'contrats';

/** Stores one PDF; the key is kept on the version. */
export const storeContractPdf = (ctx: Pick<AppContext, 'storage'>, pdf: Buffer) =>
  ctx.storage.put(CONTRACT_FOLDER, 'pdf', pdf);

/** A version's document or signed PDF, from the storage (or from its row, not yet moved). */
export async function readContractPdf(
  ctx: Pick<AppContext, 'storage'>,
  version: repo.VersionRow,
  which: 'document' | 'signed',
): Promise<Buffer | null> {
  const key = which === 'document' ? version.documentKey : version.signedKey;
  if (key) {
    const bytes = await ctx.storage.read(key);
    if (!bytes) throw new Error(`contract PDF missing from the storage: ${key}`);
    return bytes;
  }
  const bytes = which === 'document' ? version.documentPdf : version.signedPdf;
  return bytes ? Buffer.from(bytes) : null;
}

export interface ContractMoveReport {
  moved: number;
  failed: { version: string; reason: string }[];
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/**
 * Moves the PDF bytes still kept in `contract_versions` into `storage`, a batch at a time. Each
 * copy is read back and compared (size and SHA-256) before the row keeps its key and drops its
 * bytes, in one update: an interrupted run leaves every row either moved or untouched, and is
 * simply run again. A copy that differs is reported and its row left as it was.
 */
export async function moveContractPdfsToStorage(
  db: DbOrTx,
  storage: Storage,
  batch = 50,
): Promise<ContractMoveReport> {
  const report: ContractMoveReport = { moved: 0, failed: [] };
  // Rows already handled in this run (a failed one keeps its bytes and is listed again).
  const seen = new Set<string>();
  for (;;) {
    const rows = (await repo.listVersionsWithPdfBytes(db, batch + seen.size)).filter(
      (row) => !seen.has(`${row.offerId}:v${row.version}`),
    );
    if (rows.length === 0) return report;
    for (const row of rows) {
      const name = `${row.offerId}:v${row.version}`;
      seen.add(name);
      for (const which of ['document', 'signed'] as const) {
        const bytes = which === 'document' ? row.documentPdf : row.signedPdf;
        if (!bytes) continue;
        const key = await storage.put(CONTRACT_FOLDER, 'pdf', Buffer.from(bytes));
        const copy = await storage.read(key);
        if (!copy || copy.length !== bytes.length || sha256(copy) !== sha256(bytes)) {
          report.failed.push({ version: name, reason: `${which}: the copy differs` });
          await storage.remove(key);
          continue;
        }
        await repo.setVersionPdfKey(db, row.offerId, row.version, which, key);
        report.moved += 1;
      }
    }
  }
}
