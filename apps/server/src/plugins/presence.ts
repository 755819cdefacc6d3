import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';

// Who has an open socket, for the "recipient not connected" mail rule. Locally a count per user;
// across instances (REDIS_URL) a sorted set per user whose members are instance ids scored by an
// expiry, refreshed by each instance while its users stay connected: one Redis call answers,
// instead of a request to every instance per message, and a crashed instance's entries lapse.

const TTL_MS = 90_000;
const key = (userId: string) => `kollabo:presence:${userId}`;

export interface Presence {
  connected(userId: string): void;
  disconnected(userId: string): void;
  isOnline(userId: string): Promise<boolean>;
  /** Extends this instance's entries; run periodically (well within TTL_MS). */
  refresh(): Promise<void>;
  /** Removes this instance's entries (shutdown). */
  clear(): Promise<void>;
}

export function createPresence(redis: Redis | undefined): Presence {
  const instance = randomUUID();
  const local = new Map<string, number>();
  const mark = (userIds: string[]) => {
    if (!redis || userIds.length === 0) return Promise.resolve();
    const expiry = Date.now() + TTL_MS;
    const batch = redis.pipeline();
    for (const userId of userIds) {
      batch.zadd(key(userId), expiry, instance);
      batch.pexpire(key(userId), TTL_MS);
    }
    return batch.exec().then(() => undefined);
  };
  const unmark = (userIds: string[]) => {
    if (!redis || userIds.length === 0) return Promise.resolve();
    const batch = redis.pipeline();
    for (const userId of userIds) batch.zrem(key(userId), instance);
    return batch.exec().then(() => undefined);
  };
  return {
    connected(userId) {
      const count = (local.get(userId) ?? 0) + 1;
      local.set(userId, count);
      if (count === 1) void mark([userId]).catch(() => undefined);
    },
    disconnected(userId) {
      const count = (local.get(userId) ?? 1) - 1;
      if (count > 0) {
        local.set(userId, count);
        return;
      }
      local.delete(userId);
      void unmark([userId]).catch(() => undefined);
    },
    async isOnline(userId) {
      if (local.has(userId)) return true;
      if (!redis) return false;
      const live = await redis.zrangebyscore(key(userId), Date.now(), '+inf', 'LIMIT', 0, 1);
      return live.length > 0;
    },
    async refresh() {
      const ids = [...local.keys()];
      for (let i = 0; i < ids.length; i += 1000) await mark(ids.slice(i, i + 1000));
    },
    async clear() {
      await unmark([...local.keys()]);
      local.clear();
    },
  };
}
