import { mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';

// Uploaded files live under DATA_DIR/uploads/<folder>/<folder>_<uuid>.<ext>. Keys are always
// server-chosen; a key from a URL is checked against KEY_PATTERN before touching the disk.

const KEY_PATTERN =
  /^([a-z]+)\/\1_[0-9a-f-]{36}(-[a-z0-9]+)?\.(jpg|png|webp|svg|pdf|doc|docx|xls|xlsx)$/;

export interface Storage {
  /** Stores bytes under a new key in `folder`; `variant` names a derived size (e.g. "thumb"). */
  put(folder: string, ext: string, bytes: Buffer, variant?: string): Promise<string>;
  /** A new key without writing, to store several variants under one id. */
  newKey(folder: string, ext: string, variant?: string): string;
  write(key: string, bytes: Buffer): Promise<void>;
  read(key: string): Promise<Buffer | undefined>;
  size(key: string): Promise<number | undefined>;
  remove(key: string): Promise<void>;
  isValidKey(key: string): boolean;
  absolutePath(key: string): string;
}

export function createLocalStorage(dataDir: string): Storage {
  const root = path.join(dataDir, 'uploads');
  const isValidKey = (key: string) => KEY_PATTERN.test(key);
  const absolutePath = (key: string) => {
    if (!isValidKey(key)) throw new Error(`invalid storage key ${key}`);
    return path.join(root, key);
  };
  const newKey = (folder: string, ext: string, variant?: string) =>
    `${folder}/${folder}_${randomUUID()}${variant ? `-${variant}` : ''}.${ext}`;
  const write = async (key: string, bytes: Buffer) => {
    const file = absolutePath(key);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, bytes);
  };
  return {
    newKey,
    write,
    async put(folder, ext, bytes, variant) {
      const key = newKey(folder, ext, variant);
      await write(key, bytes);
      return key;
    },
    async read(key) {
      if (!isValidKey(key)) return undefined;
      return readFile(absolutePath(key)).catch(() => undefined);
    },
    async size(key) {
      if (!isValidKey(key)) return undefined;
      return stat(absolutePath(key)).then(
        (s) => s.size,
        () => undefined,
      );
    },
    async remove(key) {
      if (!isValidKey(key)) return;
      await rm(absolutePath(key), { force: true });
    },
    isValidKey,
    absolutePath,
  };
}
