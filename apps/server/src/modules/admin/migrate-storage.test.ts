import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestS3, type TestS3 } from '../../test-support/s3-server.js';
import { createLocalStorage } from '../../integrations/storage/local-storage.js';
import { migrateStorage } from './migrate-storage.js';
import { createS3Storage } from '../../integrations/storage/s3-storage.js';
import type { Storage } from '../../integrations/storage/storage-objects.js';

let s3: TestS3;
let dataDir: string;
beforeAll(async () => {
  s3 = await startTestS3('kollabo-migrate');
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'kollabo-migrate-'));
});
afterAll(async () => {
  await s3.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** The bucket, but the connection "drops" after `writes` copies. */
function interruptedAfter(target: Storage, writes: number): Storage {
  let left = writes;
  return {
    ...target,
    async write(key, bytes) {
      if (left-- <= 0) throw new Error('connection reset');
      await target.write(key, bytes);
    },
  };
}

describe('storage-migrate', () => {
  it('copies a folder of files into the bucket, interrupted then resumed, each copy checked', async () => {
    const local = createLocalStorage(dataDir);
    const bucket = createS3Storage(s3.config);
    const keys: string[] = [];
    for (let i = 0; i < 7; i++) {
      keys.push(await local.put('galeries', 'webp', Buffer.from(`image ${i} `.repeat(100 + i))));
    }
    keys.push(await local.put('offers', 'pdf', Buffer.from('%PDF-1.7 devis')));

    await expect(migrateStorage(local, interruptedAfter(bucket, 3))).rejects.toThrow(
      'connection reset',
    );
    // A copy corrupted by the interruption is found and copied again.
    const copiedBefore: string[] = [];
    for await (const key of bucket.keys()) if (keys.includes(key)) copiedBefore.push(key);
    expect(copiedBefore).toHaveLength(3);
    await bucket.write(copiedBefore[0]!, Buffer.from('half a fil'));

    const resumed = await migrateStorage(local, bucket);
    expect(resumed).toEqual({ copied: 6, skipped: 2, failed: [] });
    for (const key of keys) expect(await bucket.read(key)).toEqual(await local.read(key));

    const again = await migrateStorage(local, bucket);
    expect(again).toEqual({ copied: 0, skipped: 8, failed: [] });
    bucket.close();
  });

  it('reports a copy that does not read back the same', async () => {
    const local = createLocalStorage(mkdtempSync(path.join(os.tmpdir(), 'kollabo-migrate-')));
    const bucket = createS3Storage(s3.config);
    const key = await local.put('offers', 'pdf', Buffer.from('%PDF-1.7 contrat'));
    const lossy: Storage = {
      ...bucket,
      write: (k, bytes) => bucket.write(k, bytes.subarray(1)),
    };
    expect(await migrateStorage(local, lossy)).toEqual({
      copied: 0,
      skipped: 0,
      failed: [{ key, reason: 'the copy differs in size or checksum' }],
    });
    bucket.close();
  });
});
