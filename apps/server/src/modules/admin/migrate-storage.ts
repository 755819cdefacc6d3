import { createHash } from 'node:crypto';
import type { Config } from '../../config.js';
import type { DbOrTx } from '../../db/client.js';
import { moveContractPdfsToStorage } from '../collab/contract-files.js';
import { createLocalStorage } from '../../integrations/storage/local-storage.js';
import { createS3Storage } from '../../integrations/storage/s3-storage.js';
import type { Storage } from '../../integrations/storage/storage-objects.js';

export interface MigrationReport {
  copied: number;
  /** Already in the target with the same size and checksum (a resumed run). */
  skipped: number;
  failed: { key: string; reason: string }[];
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/**
 * Copies every file of `from` into `to` (`npm run admin -- storage-migrate`: the local disk into
 * the bucket). Resumable: a file already there with the same size and SHA-256 is skipped, so an
 * interrupted run is simply run again. Each copy is read back and compared before it counts.
 */
export async function migrateStorage(
  from: Storage,
  to: Storage,
  onProgress?: (report: MigrationReport) => void,
): Promise<MigrationReport> {
  const report: MigrationReport = { copied: 0, skipped: 0, failed: [] };
  for await (const key of from.keys()) {
    const bytes = await from.read(key);
    if (!bytes) continue; // removed since it was listed
    const digest = sha256(bytes);
    const sameCopy = async () => {
      if ((await to.size(key)) !== bytes.length) return false;
      const copy = await to.read(key);
      return copy !== undefined && sha256(copy) === digest;
    };
    if (await sameCopy()) {
      report.skipped += 1;
    } else {
      await to.write(key, bytes);
      if (await sameCopy()) report.copied += 1;
      else report.failed.push({ key, reason: 'the copy differs in size or checksum' });
    }
    onProgress?.(report);
  }
  return report;
}

/**
 * `npm run admin -- storage-migrate`: first the contract PDFs still kept in the database move into
 * the configured storage (the bucket with S3_BUCKET, else the local disk); then, with a bucket,
 * DATA_DIR/uploads is copied into it. One line per step; resumable like each step.
 */
export async function storageMigrateCommand(
  config: Pick<Config, 'dataDir' | 's3'>,
  db: DbOrTx,
): Promise<{ ok: boolean; output: string }> {
  const local = createLocalStorage(config.dataDir);
  const bucket = config.s3 ? createS3Storage(config.s3) : undefined;
  try {
    const contracts = await moveContractPdfsToStorage(db, bucket ?? local);
    const lines = [
      `contracts: ${contracts.moved} PDF moved from the database, ${contracts.failed.length} failed`,
      ...contracts.failed.map((failure) => `  ${failure.version}: ${failure.reason}`),
    ];
    if (!bucket) {
      lines.push('uploads: S3_BUCKET is not set, they stay on the local disk');
      return { ok: contracts.failed.length === 0, output: lines.join('\n') };
    }
    const report = await migrateStorage(local, bucket);
    lines.push(
      `uploads: ${report.copied} copied, ${report.skipped} already there, ${report.failed.length} failed`,
      ...report.failed.map((failure) => `  ${failure.key}: ${failure.reason}`),
    );
    const ok = contracts.failed.length === 0 && report.failed.length === 0;
    return { ok, output: lines.join('\n') };
  } finally {
    bucket?.close();
  }
}
