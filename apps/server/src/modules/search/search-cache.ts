import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import type { DbOrTx } from '../../db/client.js';
import { EVERY_USER } from '../../lib/user-changes.js';
import {
  preparedRowsOf,
  textReadingOf,
  tsqueryWithMatches,
  type TextReading,
} from './search.repository.js';

// Per-instance cache of what a search costs most and changes least: the facet counts and the
// total of a set of criteria, and the typo-tolerant tsquery of a query's words. An answer is
// the same for every visitor, and for every member but for the offers she sent (read for her
// at each search): it is kept a second, like the public project page
// (projects/project-detail-cache.ts).
//
// Every entry is keyed by the version of the data it was read from (a sequence moved by the
// writing transaction, db/migrations/0013_search_speed.sql), read first at each search: a
// committed change to anything a facet counts is seen by the next search. What can lag, up to
// SEARCH_CACHE_SECONDS (and the time of one count): counts read during a change's transaction (between its statement and
// its commit), the end of a PRO pack (time passing is no write), and, with DATABASE_READ_URL,
// the replica's copy of the sequence (written to the log every 32 moves).

/** At most this many sets of criteria per kind (a few hundred bytes each). */
const MAX_ENTRIES = 5_000;

/**
 * A shared answer is served this long, then while one search reads it again, never past
 * ANSWER_MAX_AGE_MS. Its key holds the data's version: a project or a member that enters or
 * leaves the results, or moves in them by a criterion or its text, is seen by the next search;
 * what a card shows beside them (views, favourites, ratings, offers received, last connection,
 * the author's mini-card) may be a second old.
 */
export const ANSWER_MS = 1_000;
const ANSWER_MAX_AGE_MS = 3_000;
/** Answers of 10 cards weigh ~5-10 KB: at most ~20 MB. */
const ANSWER_ENTRIES = 2_000;

/**
 * Values kept `ttlMs`, at most `maxEntries` (the oldest leave first). The searches that miss the
 * same key at once share one load. Past `ttlMs`, a value is still served while one search reads
 * it again: its key holds the data's version, so it is stale only in the cases the TTL bounds
 * (above), and no search waits on a count every `ttlMs`. Past `maxAgeMs`, it is not served.
 */
export interface Kept {
  get<V>(key: string, load: () => Promise<V>): Promise<V>;
  clear(): void;
}

export interface KeptOptions {
  maxEntries?: number;
  maxAgeMs?: number;
}

export function kept(
  ttlMs: number,
  now: () => number = () => Date.now(),
  { maxEntries = MAX_ENTRIES, maxAgeMs = Infinity }: KeptOptions = {},
): Kept {
  const entries = new Map<string, { value: unknown; at: number }>();
  const loading = new Map<string, Promise<unknown>>();
  const refresh = <V>(key: string, load: () => Promise<V>): Promise<V> => {
    const value = load().then(
      (v) => {
        entries.delete(key);
        while (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
        entries.set(key, { value: v, at: now() });
        return v;
      },
      (error: unknown) => {
        entries.delete(key);
        throw error;
      },
    );
    loading.set(key, value);
    void value.then(
      () => loading.delete(key),
      () => loading.delete(key),
    );
    return value;
  };
  return {
    get<V>(key: string, load: () => Promise<V>) {
      const entry = entries.get(key);
      const under = loading.get(key) as Promise<V> | undefined;
      if (entry && now() - entry.at < maxAgeMs) {
        if (now() - entry.at >= ttlMs && !under) void refresh(key, load).catch(() => undefined);
        return Promise.resolve(entry.value as V);
      }
      return under ?? refresh(key, load);
    },
    clear() {
      entries.clear();
      loading.clear();
    },
  };
}

export interface SearchCache {
  /** Facets and total by version and criteria. */
  counts: Kept;
  /** A query's constant tsquery and match count (tsqueryWithMatches) by version and words. */
  tsqueries: Kept;
  /** Shared answers by version, criteria, sort, page and kind of viewer. */
  answers: Kept;
  /** The current version of a search table's data (reads shared by concurrent searches). */
  version: (table: SearchTable) => Promise<string>;
}

const caches = new WeakMap<AppContext, SearchCache | null>();

/** This instance's search cache, or null when SEARCH_CACHE_SECONDS is 0. */
export function searchCache(ctx: AppContext): SearchCache | null {
  let cache = caches.get(ctx);
  if (cache === undefined) {
    const ttlMs = ctx.config.searchCacheMs;
    const versions = {
      project_search: sharedRead(() => dataVersion(ctx.readDb, 'project_search')),
      user_search: sharedRead(() => dataVersion(ctx.readDb, 'user_search')),
    };
    cache =
      ttlMs > 0
        ? {
            counts: kept(ttlMs),
            tsqueries: kept(ttlMs),
            answers: kept(ANSWER_MS, undefined, {
              maxEntries: ANSWER_ENTRIES,
              maxAgeMs: ANSWER_MAX_AGE_MS,
            }),
            version: (table) => versions[table](),
          }
        : null;
    // A wiped or restored database (sequences may start again): nothing kept may outlive it.
    if (cache) {
      const kept = cache;
      ctx.userChanges.subscribe((changed) => {
        if (changed !== EVERY_USER) return;
        kept.counts.clear();
        kept.tsqueries.clear();
        kept.answers.clear();
      });
    }
    caches.set(ctx, cache);
  }
  return cache;
}

export type SearchTable = 'project_search' | 'user_search';

/**
 * One read shared by the calls that wait for it: a call joins the next read to start, never one
 * already under way (it could predate a change committed before the call came). At most one
 * read in flight and one waiting: 32 concurrent searches cost two reads, not 32.
 */
export function sharedRead<V>(read: () => Promise<V>): () => Promise<V> {
  let running: Promise<void> | null = null;
  let next: Promise<V> | null = null;
  const start = () => {
    const value = read();
    running = value.then(
      () => {
        running = null;
      },
      () => {
        running = null;
      },
    );
    return value;
  };
  return () => {
    if (!running) return start();
    next ??= running.then(() => {
      next = null;
      return start();
    });
    return next;
  };
}

/** The current version of a search table's data (one tiny read). */
async function dataVersion(db: DbOrTx, table: SearchTable): Promise<string> {
  const sequence =
    table === 'project_search' ? sql`project_search_version` : sql`user_search_version`;
  const [row] = await preparedRowsOf<{ v: string | number }>(
    db,
    sql`select (case when is_called then last_value else 0 end)::text as v from ${sequence}`,
  );
  return String(row?.v ?? '');
}

/**
 * A shared answer as JSON text, checked against its contract once when it is read: kept under
 * `key` (which must hold the data's version) when the cache is on, read at each call otherwise.
 */
export function sharedAnswerJson<R>(
  cache: SearchCache | null,
  key: string,
  contract: z.ZodType<R>,
  read: () => Promise<R>,
): Promise<string> {
  const build = async () => JSON.stringify(contract.parse(await read()));
  return cached(cache?.answers, key, build);
}

/** The value kept under `key`, or else what `load` reads (then kept); no cache: `load`. */
export function cached<V>(
  cache: Kept | undefined,
  key: string,
  load: () => Promise<V>,
): Promise<V> {
  return cache ? cache.get(key, load) : load();
}

/** A query's text condition, and how its page and facet sample are read. */
export interface TextCondition extends TextReading {
  tsq: SQL;
}

/**
 * Up to this many matches, a search reads every match of its text through the GIN index and
 * sorts them; past it, it walks the sort order's index and stops at the page. Told, not left to
 * the planner: a word missing from the column's statistics is estimated at 0.5% of the rows, and
 * a page of a word found in 3 rows would then walk the whole date index.
 */
export const FEW_MATCHES = 2_000;

/** The text condition as a constant tsquery, built once per version of the data and words. */
export async function textCondition(
  db: DbOrTx,
  words: string[],
  table: SearchTable,
  cache: SearchCache | null,
  key: string,
): Promise<TextCondition> {
  const matches = await cached(cache?.tsqueries, `${table}:${key}`, () =>
    tsqueryWithMatches(db, words, table, FEW_MATCHES + 1),
  );
  return { tsq: sql`${matches.text}::tsquery`, ...textReadingOf(matches, FEW_MATCHES) };
}
