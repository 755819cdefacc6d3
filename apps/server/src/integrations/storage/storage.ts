import type { Config } from '../../config.js';
import { createLocalStorage } from './local-storage.js';
import { createS3Storage } from './s3-storage.js';
import type { Storage } from './storage-keys.js';

// The storage the configuration asks for; the interface and its keys are in storage-keys.ts,
// which both implementations import (so neither imports this file back).

export * from './storage-keys.js';

export function createStorage(config: Pick<Config, 'dataDir' | 's3'>): Storage {
  return config.s3 ? createS3Storage(config.s3) : createLocalStorage(config.dataDir);
}
