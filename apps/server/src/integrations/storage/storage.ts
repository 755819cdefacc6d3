import type { Config } from '../../config.js';
import { createLocalStorage } from './local-storage.js';
import { createS3Storage } from './s3-storage.js';
import type { Storage } from './storage-objects.js';

export type { Storage } from './storage-objects.js';

/** The bucket with S3_BUCKET, else the local disk under DATA_DIR. */
export function createStorage(config: Pick<Config, 'dataDir' | 's3'>): Storage {
  return config.s3 ? createS3Storage(config.s3) : createLocalStorage(config.dataDir);
}
