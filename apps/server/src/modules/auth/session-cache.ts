import { createUserCache, type UserChanges } from '../../lib/user-changes.js';
import type { SessionUser } from './session-user.js';

// Every authenticated call needs the user's current token version (revocation), role and
// pack. Reading them from the database on each call made the database the bottleneck, so
// they are kept here a few seconds. Changing them goes through UserChanges, which drops the
// entry here and on every other instance at once.

const TTL_MS = 10_000;
const MAX_ENTRIES = 50_000;

export interface SessionCache {
  get(
    userId: string,
    load: () => Promise<SessionUser | undefined>,
  ): Promise<SessionUser | undefined>;
}

export function createSessionCache(changes: UserChanges): SessionCache {
  // `null` keeps "no such user" (a deleted account's token) too.
  const users = createUserCache<SessionUser | null>(changes, {
    ttlMs: TTL_MS,
    maxEntries: MAX_ENTRIES,
  });
  return {
    async get(userId, load) {
      const user = await users.get(userId, async () => ({ userId, value: (await load()) ?? null }));
      return user ?? undefined;
    },
  };
}
