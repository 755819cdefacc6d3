import { Readable } from 'node:stream';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestS3, type TestS3 } from '../../test-support/s3-server.js';
import { createLocalStorage } from './local-storage.js';
import { createS3Storage } from './s3-storage.js';
import { objectHeaders, type Storage } from './storage-objects.js';

// One suite, both implementations: what the app relies on holds on the local disk and on an
// S3-compatible bucket alike.

let s3: TestS3;
let dataDir: string;
beforeAll(async () => {
  s3 = await startTestS3();
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'kollabo-storage-'));
});
afterAll(async () => {
  await s3.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const implementations: [string, () => Storage][] = [
  ['the local disk', () => createLocalStorage(dataDir)],
  ['an S3 bucket', () => createS3Storage(s3.config)],
];

describe.each(implementations)('storage on %s', (_name, make) => {
  let storage: Storage;
  beforeAll(() => {
    storage = make();
  });
  afterAll(() => storage.close());

  it('stores bytes under a new server-chosen key and reads them back, whole and streamed', async () => {
    const bytes = Buffer.from('%PDF-1.7 contrat signé €');
    const key = await storage.put('offers', 'pdf', bytes);
    expect(key).toMatch(/^offers\/offers_[0-9a-f-]{36}\.pdf$/);
    expect(await storage.read(key)).toEqual(bytes);
    expect(await storage.size(key)).toBe(bytes.length);
    const chunks: Buffer[] = [];
    for await (const chunk of (await storage.stream(key))!) chunks.push(Buffer.from(chunk));
    expect(Buffer.concat(chunks)).toEqual(bytes);
    expect(await storage.put('offers', 'pdf', bytes)).not.toBe(key);
  });

  it('writes a stream without holding it whole: small in one piece, large in parts', async () => {
    for (const size of [1_000, 9 * 1024 * 1024 + 123]) {
      const bytes = Buffer.alloc(size, 7);
      bytes.write('PK', 0);
      const key = storage.newKey('exports', 'zip');
      const parts = [bytes.subarray(0, size >> 1), bytes.subarray(size >> 1)];
      expect(await storage.writeStream(key, Readable.from(parts))).toBe(size);
      expect(await storage.size(key)).toBe(size);
      expect((await storage.read(key))?.equals(bytes)).toBe(true);
      await storage.remove(key);
    }
  });

  it('stores variants beside their main key and lists every key', async () => {
    const key = storage.newKey('galeries', 'webp');
    const small = key.replace('.webp', '-sm.webp');
    await storage.write(key, Buffer.from('main'));
    await storage.write(small, Buffer.from('sm'));
    const keys: string[] = [];
    for await (const k of storage.keys()) keys.push(k);
    expect(keys).toEqual(expect.arrayContaining([key, small]));
  });

  it('answers undefined for a missing file and forgets a removed one', async () => {
    const key = await storage.put('profiles', 'webp', Buffer.from('photo'));
    await storage.remove(key);
    expect(await storage.read(key)).toBeUndefined();
    expect(await storage.size(key)).toBeUndefined();
    expect(await storage.stream(key)).toBeUndefined();
    await expect(storage.remove(key)).resolves.toBeUndefined();
  });

  it('never touches a key it did not make: traversal and foreign names are refused', async () => {
    for (const key of ['../jwt-secret', 'offers/../../jwt-secret', 'offers/x.pdf', '/etc/passwd']) {
      expect(storage.isValidKey(key)).toBe(false);
      expect(await storage.read(key)).toBeUndefined();
      expect(await storage.size(key)).toBeUndefined();
      await expect(storage.write(key, Buffer.from('x'))).rejects.toThrow();
    }
  });
});

describe('objects in the bucket', () => {
  it('carry their content type and caching: public images for a year, documents never', async () => {
    const storage = createS3Storage(s3.config);
    const image = await storage.put('profiles', 'webp', Buffer.from('RIFF'));
    const attachment = await storage.put('offers', 'pdf', Buffer.from('%PDF'));
    const head = (key: string) =>
      fetch(`${s3.config.endpoint}/${s3.config.bucket}/${key}`, { method: 'HEAD' });
    const imageHead = await head(image);
    expect(imageHead.headers.get('content-type')).toBe('image/webp');
    expect(imageHead.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const attachmentHead = await head(attachment);
    expect(attachmentHead.headers.get('content-type')).toBe('application/pdf');
    expect(attachmentHead.headers.get('cache-control')).toBe('private, no-store');
    storage.close();
  });

  it('link public images through S3_PUBLIC_URL, never private files', () => {
    const storage = createS3Storage({ ...s3.config, publicUrl: 'https://cdn.kollabo.test' });
    const photo = storage.newKey('profiles', 'webp');
    expect(storage.publicUrl(photo)).toBe(`https://cdn.kollabo.test/${photo}`);
    expect(storage.publicUrl(storage.newKey('offers', 'pdf'))).toBeUndefined();
    expect(createLocalStorage(dataDir).publicUrl(photo)).toBeUndefined();
    expect(objectHeaders('galeries/x.svg').contentType).toBe('image/svg+xml');
    storage.close();
  });
});
