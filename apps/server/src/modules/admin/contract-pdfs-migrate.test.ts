import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { apiPath, collabApi } from '@kollabo/shared';
import type { FastifyInstance } from 'fastify';
import { useTestApp } from '../../test-support/test-app.js';
import { startTestS3, type TestS3 } from '../../test-support/s3-server.js';
import { createUser } from '../../test-support/fixtures.js';
import { signedCollab } from '../../test-support/collab-fixtures.js';
import { moveContractPdfsToStorage } from '../collab/contract-files.js';
import { runAdminCommand } from './admin.commands.js';
import { createS3Storage } from '../../integrations/storage/s3-storage.js';
import type { Storage } from '../../integrations/storage/storage-objects.js';

// Contract PDFs written before the storage held them stay in their row until storage-migrate
// moves them: each row keeps its key and drops its bytes, the parties still get the same PDF
// (only they), and an interrupted run is resumed by running it again.

const t = useTestApp();
let s3: TestS3;
beforeAll(async () => {
  s3 = await startTestS3('kollabo-contracts');
});
afterAll(() => s3.close());

interface VersionRow {
  document_key: string | null;
  signed_key: string | null;
  document_pdf: Uint8Array | null;
  signed_pdf: Uint8Array | null;
}

async function versionRow(app: FastifyInstance, offerId: string): Promise<VersionRow> {
  const result = (await app.ctx.db.execute(
    sql`select document_key, signed_key, document_pdf, signed_pdf from collab_contract_versions
        where offer_id = ${offerId} and version = 1`,
  )) as unknown as { rows: VersionRow[] };
  const row = result.rows[0];
  if (!row) throw new Error('no contract version');
  return row;
}

/** The version as an older release wrote it: both PDFs in the row, no key. */
async function asOlderRow(app: FastifyInstance, offerId: string) {
  const row = await versionRow(app, offerId);
  const document = await app.ctx.storage.read(row.document_key ?? '');
  const signed = await app.ctx.storage.read(row.signed_key ?? '');
  if (!document || !signed) throw new Error('the PDFs are not in the storage');
  await app.ctx.db.execute(
    sql`update collab_contract_versions
        set document_pdf = ${document}, signed_pdf = ${signed}, document_key = null, signed_key = null
        where offer_id = ${offerId} and version = 1`,
  );
  return { document, signed };
}

const contractPdf = (app: FastifyInstance, offerId: string, auth: Record<string, string>) =>
  app.inject({
    method: 'GET',
    url: `${apiPath(collabApi.pdf)}?id=${offerId}`,
    headers: auth,
  });

/** The storage, but the connection "drops" after `puts` new files. */
function interruptedAfter(target: Storage, puts: number): Storage {
  let left = puts;
  return {
    ...target,
    async put(folder, ext, bytes, variant) {
      if (left-- <= 0) throw new Error('connection reset');
      return target.put(folder, ext, bytes, variant);
    },
  };
}

describe('contract PDFs out of the database', () => {
  it('moves them into the storage, interrupted then resumed; the parties still get the same PDF, nobody else', async () => {
    const { idOffer, owner, author } = await signedCollab(t.app);
    const before = (await contractPdf(t.app, idOffer, owner.auth)).rawPayload;
    const older = await asOlderRow(t.app, idOffer);
    // Not moved yet: read from the row.
    expect((await contractPdf(t.app, idOffer, owner.auth)).rawPayload).toEqual(before);

    await expect(
      moveContractPdfsToStorage(t.app.ctx.db, interruptedAfter(t.app.ctx.storage, 1)),
    ).rejects.toThrow('connection reset');
    const half = await versionRow(t.app, idOffer);
    expect(half.document_key).toMatch(/^contrats\/contrats_[0-9a-f-]{36}\.pdf$/);
    expect(half.document_pdf).toBeNull();
    expect(half.signed_key).toBeNull();

    expect(await moveContractPdfsToStorage(t.app.ctx.db, t.app.ctx.storage)).toEqual({
      moved: 1,
      failed: [],
    });
    const moved = await versionRow(t.app, idOffer);
    expect(moved).toMatchObject({ document_pdf: null, signed_pdf: null });
    expect(await t.app.ctx.storage.read(moved.document_key ?? '')).toEqual(older.document);
    expect(await t.app.ctx.storage.read(moved.signed_key ?? '')).toEqual(older.signed);
    expect(await moveContractPdfsToStorage(t.app.ctx.db, t.app.ctx.storage)).toEqual({
      moved: 0,
      failed: [],
    });

    expect((await contractPdf(t.app, idOffer, owner.auth)).rawPayload).toEqual(before);
    expect((await contractPdf(t.app, idOffer, author.auth)).rawPayload).toEqual(before);
    const outsider = await createUser(t.app);
    expect((await contractPdf(t.app, idOffer, outsider.auth)).statusCode).toBe(403);
  });

  it('keeps a row whose copy does not read back the same', async () => {
    const { idOffer } = await signedCollab(t.app);
    await asOlderRow(t.app, idOffer);
    const storage = t.app.ctx.storage;
    const lossy: Storage = {
      ...storage,
      put: (folder, ext, bytes) => storage.put(folder, ext, bytes.subarray(1)),
    };
    const report = await moveContractPdfsToStorage(t.app.ctx.db, lossy);
    expect(report.moved).toBe(0);
    expect(report.failed).toEqual([
      { version: `${idOffer}:v1`, reason: 'document: the copy differs' },
      { version: `${idOffer}:v1`, reason: 'signed: the copy differs' },
    ]);
    const row = await versionRow(t.app, idOffer);
    expect(row.document_key).toBeNull();
    expect(row.document_pdf).not.toBeNull();
  });

  it('npm run admin -- storage-migrate moves them into the bucket, then copies the uploads', async () => {
    const { idOffer } = await signedCollab(t.app);
    const older = await asOlderRow(t.app, idOffer);
    const deps = { db: t.app.ctx.db, config: { ...t.config, s3: s3.config } };
    expect(await runAdminCommand(deps, ['storage-migrate'])).toMatch(
      /^contracts: 2 PDF moved from the database, 0 failed\nuploads: \d+ copied, \d+ already there, 0 failed$/,
    );
    const row = await versionRow(t.app, idOffer);
    const bucket = createS3Storage(s3.config);
    expect(await bucket.read(row.signed_key ?? '')).toEqual(older.signed);
    bucket.close();
    // Without a bucket: nothing left in the database, the uploads stay where they are.
    expect(
      await runAdminCommand({ ...deps, config: { ...deps.config, s3: undefined } }, [
        'storage-migrate',
      ]),
    ).toBe(
      'contracts: 0 PDF moved from the database, 0 failed\nuploads: S3_BUCKET is not set, they stay on the local disk',
    );
  });
});
