// The one in-process cache of the server: entries live `ttlMs`, the oldest leave first when a
// cap is reached (a count, or a byte budget measured by `sizeOf`), and an entry may carry a
// tag (a user id) so that everything cached about one user can be dropped at once.
// Used for session users, public project details, sector pages and profile answers.

export interface TtlCacheOptions<V> {
  ttlMs: number;
  maxEntries?: number;
  /** With `sizeOf`: the most the values may weigh together, in bytes. */
  maxBytes?: number;
  sizeOf?: (value: V) => number;
  /** The clock (tests move it). */
  now?: () => number;
}

export interface TtlCache<V> {
  get(key: string): V | undefined;
  set(key: string, value: V, tag?: string): void;
  delete(key: string): void;
  /** Drops every entry set with this tag. */
  deleteTag(tag: string): void;
  clear(): void;
  readonly size: number;
}

interface Entry<V> {
  value: V;
  expiresAt: number;
  bytes: number;
  tag: string | undefined;
}

export function createTtlCache<V>({
  ttlMs,
  maxEntries = 1000,
  maxBytes = Infinity,
  sizeOf = () => 0,
  // Read at each call, not captured: tests fake the global Date.
  now = () => Date.now(),
}: TtlCacheOptions<V>): TtlCache<V> {
  // A Map keeps insertion order: its first key is the oldest entry.
  const entries = new Map<string, Entry<V>>();
  const keysByTag = new Map<string, Set<string>>();
  let bytes = 0;

  const remove = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.bytes;
    if (entry.tag === undefined) return;
    const keys = keysByTag.get(entry.tag);
    keys?.delete(key);
    if (keys?.size === 0) keysByTag.delete(entry.tag);
  };

  return {
    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expiresAt > now()) return entry.value;
      remove(key);
      return undefined;
    },
    set(key, value, tag) {
      remove(key);
      const size = sizeOf(value);
      if (size > maxBytes) return;
      while (entries.size > 0 && (entries.size >= maxEntries || bytes + size > maxBytes)) {
        remove(entries.keys().next().value as string);
      }
      entries.set(key, { value, expiresAt: now() + ttlMs, bytes: size, tag });
      bytes += size;
      if (tag === undefined) return;
      const keys = keysByTag.get(tag);
      if (keys) keys.add(key);
      else keysByTag.set(tag, new Set([key]));
    },
    delete: remove,
    deleteTag(tag) {
      for (const key of keysByTag.get(tag) ?? []) remove(key);
    },
    clear() {
      entries.clear();
      keysByTag.clear();
      bytes = 0;
    },
    get size() {
      return entries.size;
    },
  };
}
