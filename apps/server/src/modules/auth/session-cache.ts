import type { Redis } from 'ioredis';
import type { SessionUser } from './auth.repository.js';

// Every authenticated call needs the user's current token version (revocation), role and
// pseudo. Reading them from the database on each call made the database the bottleneck, so
// they are kept here a few seconds. Changing them calls invalidate(), which with Redis also
// reaches every other instance at once; the TTL only bounds what a lost message could cost.

const TTL_MS = 10_000;
const MAX_ENTRIES = 50_000;
const CHANNEL = 'kollabo:session-invalidate';

export interface SessionCache {
  get(
    userId: string,
    load: () => Promise<SessionUser | undefined>,
  ): Promise<SessionUser | undefined>;
  /** Forgets a user here and, with Redis, on every instance. */
  invalidate(userId: string): Promise<void>;
  close(): Promise<void>;
}

export function createSessionCache(redis?: Redis): SessionCache {
  const entries = new Map<string, { user: SessionUser | undefined; expires: number }>();
  const subscriber = redis?.duplicate();
  if (subscriber) {
    void subscriber.subscribe(CHANNEL).catch(() => undefined);
    subscriber.on('message', (_channel: string, userId: string) => entries.delete(userId));
  }
  return {
    async get(userId, load) {
      const hit = entries.get(userId);
      if (hit && hit.expires > Date.now()) return hit.user;
      const user = await load();
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
      entries.set(userId, { user, expires: Date.now() + TTL_MS });
      return user;
    },
    async invalidate(userId) {
      entries.delete(userId);
      if (redis) await redis.publish(CHANNEL, userId).catch(() => undefined);
    },
    async close() {
      await subscriber?.quit().catch(() => undefined);
    },
  };
}
