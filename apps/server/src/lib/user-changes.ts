import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import { createTtlCache, type TtlCacheOptions } from './ttl-cache.js';

// Caches hold copies of what users are: session users (token version, role, pack) and profile
// answers. Whoever changes a user publishes it here once the change is committed: every cache
// of this instance forgets that user at once and, with Redis, so does every other instance.
// The caches' time to live only bounds what a lost message could cost.

const CHANNEL = 'kollabo:user-changed';
/** Stands for every user: after a restore or a wipe of the database (tests). */
export const EVERY_USER = '*';

export interface UserChanges {
  /** Call after committing a change to `userId` (or EVERY_USER). */
  publish(userId: string): Promise<void>;
  /** `forget` runs for each change published here or on another instance. */
  subscribe(forget: (userId: string) => void): void;
  /** How many changes this instance has heard of (createUserCache compares it around a load). */
  readonly heard: number;
  close(): Promise<void>;
}

export function createUserChanges(redis?: Redis): UserChanges {
  const listeners: ((userId: string) => void)[] = [];
  let heard = 0;
  const notify = (userId: string) => {
    heard += 1;
    for (const forget of listeners) forget(userId);
  };
  // Messages are "<instance> <user>": an instance has told itself already, and hearing its own
  // echo later would drop what it cached since.
  const instance = randomUUID();
  // Its own connection: a subscribed Redis connection can do nothing else.
  const subscriber = redis?.duplicate();
  if (subscriber) {
    void subscriber.subscribe(CHANNEL).catch(() => undefined);
    subscriber.on('message', (_channel: string, message: string) => {
      const [from, userId] = message.split(' ');
      if (from !== instance && userId) notify(userId);
    });
  }
  return {
    async publish(userId) {
      notify(userId);
      if (redis) await redis.publish(CHANNEL, `${instance} ${userId}`).catch(() => undefined);
    },
    subscribe(forget) {
      listeners.push(forget);
    },
    get heard() {
      return heard;
    },
    async close() {
      await subscriber?.quit().catch(() => undefined);
    },
  };
}

/** A value read about one user. */
export interface Owned<V> {
  userId: string;
  value: V;
}

export interface UserCache<V> {
  /** The value kept under `key`, or else what `load` reads (kept, tagged with its user). */
  get(key: string, load: () => Promise<Owned<V>>): Promise<V>;
}

/**
 * The cache for anything about users (lib/ttl-cache.ts underneath): an entry goes as soon as
 * its user changes, here or on another instance. A value read while a change was heard is
 * served but not kept: it could be older than that change.
 */
export function createUserCache<V>(changes: UserChanges, options: TtlCacheOptions<V>) {
  const entries = createTtlCache<V>(options);
  changes.subscribe((changed) => {
    if (changed === EVERY_USER) entries.clear();
    else entries.deleteTag(changed);
  });
  const cache: UserCache<V> = {
    async get(key, load) {
      const hit = entries.get(key);
      if (hit !== undefined) return hit;
      const heard = changes.heard;
      const { userId, value } = await load();
      if (changes.heard === heard) entries.set(key, value, userId);
      return value;
    },
  };
  return cache;
}
