import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { MIME_BY_KIND, type SniffedKind } from '../../lib/file-sniff.js';

// Every stored file (photos and their sizes, galleries, offer attachments, documents) goes
// through this interface: the local disk by default, an S3-compatible bucket with S3_BUCKET.
// Keys are always server-chosen (<folder>/<folder>_<uuid>[-variant].<ext>); a key from a URL is
// checked against KEY_PATTERN before touching the disk or the bucket. Size and type checks stay
// in the app: the storage service is never trusted to enforce them.

const KEY_PATTERN =
  /^([a-z]+)\/\1_[0-9a-f-]{36}(-[a-z0-9]+)?\.(jpg|png|webp|svg|pdf|doc|docx|xls|xlsx|zip)$/;

/** Folders whose files anyone may read: served with a year's immutable caching. */
export const PUBLIC_FOLDERS = ['profiles', 'couvertures', 'galeries'] as const;

export interface Storage {
  /** Stores bytes under a new key in `folder`; `variant` names a derived size (e.g. "sm"). */
  put(folder: string, ext: string, bytes: Buffer, variant?: string): Promise<string>;
  /** A new key without writing, to store several variants under one id. */
  newKey(folder: string, ext: string, variant?: string): string;
  write(key: string, bytes: Buffer): Promise<void>;
  /** Writes a stream under `key` without holding it in memory (exports); returns its size. */
  writeStream(key: string, source: Readable): Promise<number>;
  read(key: string): Promise<Buffer | undefined>;
  /** The file as a stream (large documents, exports), undefined when missing. */
  stream(key: string): Promise<Readable | undefined>;
  size(key: string): Promise<number | undefined>;
  remove(key: string): Promise<void>;
  /** Every stored key (migration, checks), or those that start with `prefix`; order unspecified. */
  keys(prefix?: string): AsyncIterable<string>;
  isValidKey(key: string): boolean;
  /** Where a public image can be fetched without the app (S3_PUBLIC_URL), if anywhere. */
  publicUrl(key: string): string | undefined;
  /** Releases connections (the S3 client's sockets). */
  close(): void;
}

export const isValidKey = (key: string) => KEY_PATTERN.test(key);

export const newKey = (folder: string, ext: string, variant?: string) =>
  `${folder}/${folder}_${randomUUID()}${variant ? `-${variant}` : ''}.${ext}`;

const isPublicKey = (key: string) =>
  (PUBLIC_FOLDERS as readonly string[]).includes(key.slice(0, key.indexOf('/')));

/** The headers a stored object carries: its type from our key, caching from its folder. */
export function objectHeaders(key: string): { contentType: string; cacheControl: string } {
  const ext = key.slice(key.lastIndexOf('.') + 1);
  const contentType =
    ext === 'zip'
      ? 'application/zip'
      : (MIME_BY_KIND[ext as SniffedKind] ?? 'application/octet-stream');
  // Keys are never reused (a new upload gets a new key), so a public file never changes.
  const cacheControl = isPublicKey(key)
    ? 'public, max-age=31536000, immutable'
    : 'private, no-store';
  return { contentType, cacheControl };
}

/** `put` for an implementation's `write`: a new key, the bytes written under it. */
export const putWith =
  (write: Storage['write']): Storage['put'] =>
  async (folder, ext, bytes, variant) => {
    const key = newKey(folder, ext, variant);
    await write(key, bytes);
    return key;
  };
