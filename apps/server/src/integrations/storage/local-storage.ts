import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { isValidKey, newKey, putWith, type Storage } from './storage-objects.js';

/** Files under DATA_DIR/uploads/<key>: the embedded default of one instance. */
export function createLocalStorage(dataDir: string): Storage {
  const root = path.join(dataDir, 'uploads');
  const fileOf = (key: string) => {
    if (!isValidKey(key)) throw new Error('invalid storage key');
    return path.join(root, key);
  };
  const write = async (key: string, bytes: Buffer) => {
    const file = fileOf(key);
    await mkdir(path.dirname(file), { recursive: true });
    // Written aside then renamed: a reader never sees half a file.
    const partial = `${file}.${process.pid}.partial`;
    await writeFile(partial, bytes);
    await rename(partial, file);
  };
  return {
    newKey,
    write,
    async writeStream(key, source) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      const partial = `${file}.${process.pid}.partial`;
      try {
        await pipeline(source, createWriteStream(partial));
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
      await rename(partial, file);
      return (await stat(file)).size;
    },
    put: putWith(write),
    async read(key) {
      if (!isValidKey(key)) return undefined;
      return readFile(fileOf(key)).catch(() => undefined);
    },
    async stream(key) {
      if (!isValidKey(key)) return undefined;
      const file = fileOf(key);
      const exists = await stat(file).then(
        (s) => s.isFile(),
        () => false,
      );
      return exists ? createReadStream(file) : undefined;
    },
    async size(key) {
      if (!isValidKey(key)) return undefined;
      return stat(fileOf(key)).then(
        (s) => s.size,
        () => undefined,
      );
    },
    async remove(key) {
      if (!isValidKey(key)) return;
      await rm(fileOf(key), { force: true });
    },
    async *keys(prefix = '') {
      const folders = await readdir(root, { withFileTypes: true }).catch(() => []);
      for (const folder of folders) {
        if (!folder.isDirectory()) continue;
        for (const name of await readdir(path.join(root, folder.name))) {
          const key = `${folder.name}/${name}`;
          if (isValidKey(key) && key.startsWith(prefix)) yield key;
        }
      }
    },
    isValidKey,
    publicUrl: () => undefined,
    close() {},
  };
}
