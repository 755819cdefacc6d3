import type { AppContext } from '../../context.js';

// Visitors all get the same answer for a project: it is kept one second per instance, as its
// validated JSON text, so a popular public page costs one query per second instead of one per
// hit. Logged viewers are never served from it (their answer depends on them), and every
// write to a project through this instance drops its entry at once; another instance's write
// shows to visitors here within the second.

const TTL_MS = 1000;
const MAX_ENTRIES = 10_000;

export interface DetailCache {
  get(id: string): string | undefined;
  set(id: string, json: string): void;
  drop(id: string): void;
}

function createDetailCache(now: () => number = Date.now): DetailCache {
  const entries = new Map<string, { json: string; expires: number }>();
  return {
    get(id) {
      const entry = entries.get(id);
      if (!entry) return undefined;
      if (entry.expires > now()) return entry.json;
      entries.delete(id);
      return undefined;
    },
    set(id, json) {
      // Oldest first: Map keeps insertion order, so the first key is the one to let go.
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
      entries.set(id, { json, expires: now() + TTL_MS });
    },
    drop(id) {
      entries.delete(id);
    },
  };
}

const caches = new WeakMap<AppContext, DetailCache>();

/** The visitor cache of this app instance. */
export function visitorDetailCache(ctx: AppContext): DetailCache {
  let cache = caches.get(ctx);
  if (!cache) {
    cache = createDetailCache();
    caches.set(ctx, cache);
  }
  return cache;
}
