import type { AppContext } from '../../context.js';
import { createTtlCache, type TtlCache } from '../../lib/ttl-cache.js';

// Visitors all get the same answer for a project: it is kept one second per instance, as its
// validated JSON text, so a popular public page costs one query per second instead of one per
// hit. Logged viewers are never served from it (their answer depends on them). Only the
// projects module reads or forgets it: every change of a project through this instance drops
// its entry at once; another instance's change shows to visitors here within the second.

const TTL_MS = 1000;
const MAX_ENTRIES = 10_000;

const caches = new WeakMap<AppContext, TtlCache<string>>();

/** The visitor cache of this app instance: project id → JSON text of the answer. */
export function visitorDetailCache(ctx: AppContext): TtlCache<string> {
  let cache = caches.get(ctx);
  if (!cache) {
    cache = createTtlCache<string>({ ttlMs: TTL_MS, maxEntries: MAX_ENTRIES });
    caches.set(ctx, cache);
  }
  return cache;
}

/** Drops every answer this instance keeps about the project. */
export function forgetProject(ctx: AppContext, projectId: string): void {
  visitorDetailCache(ctx).delete(projectId);
}
