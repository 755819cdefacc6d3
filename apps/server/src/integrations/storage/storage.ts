import type { Config } from '../../config.js';
import { createLocalStorage } from './local-storage.js';
import type { Storage } from './storage-objects.js';

export type { Storage } from './storage-objects.js';

/** The bucket's module (and the AWS SDK, about 0.15 s of CPU to load) only when S3_BUCKET is set
 * (bench/results.md, session 16). */
export async function createStorage(config: Pick<Config, 'dataDir' | 's3'>): Promise<Storage> {
  if (!config.s3) return createLocalStorage(config.dataDir);
  const { createS3Storage } = await import('./s3-storage.js');
  return createS3Storage(config.s3);
}
