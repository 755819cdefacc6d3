import { afterAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { EVERY_USER, createUserChanges } from './user-changes.js';

// Needs the machine's Redis (REDIS_URL in CI), like the two-instance chat test: never skipped.
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const connections: Redis[] = [];
const connect = () => {
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 2 });
  connections.push(redis);
  return redis;
};
afterAll(async () => {
  await Promise.all(connections.map((c) => c.quit()));
});

const heardBy = (changes: ReturnType<typeof createUserChanges>) => {
  const heard: string[] = [];
  changes.subscribe((userId) => heard.push(userId));
  return heard;
};

describe('createUserChanges', () => {
  it('tells every local subscriber at once and counts what it heard', async () => {
    const changes = createUserChanges();
    const first = heardBy(changes);
    const second = heardBy(changes);
    await changes.publish('user-1');
    await changes.publish(EVERY_USER);
    expect(first).toEqual(['user-1', EVERY_USER]);
    expect(second).toEqual(['user-1', EVERY_USER]);
    expect(changes.heard).toBe(2);
  });

  it('reaches the other instances through Redis', async () => {
    const a = createUserChanges(connect());
    const b = createUserChanges(connect());
    try {
      const atB = heardBy(b);
      // Subscribing takes a round trip: publish until B has heard (at most 5 s).
      const id = `user-${Date.now()}`;
      for (let i = 0; i < 50 && !atB.includes(id); i += 1) {
        await a.publish(id);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(atB).toContain(id);
      expect(b.heard).toBeGreaterThan(0);
      // A does not hear its own messages back: it told its subscribers when it published.
      const atA = heardBy(a);
      await a.publish('user-echo');
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(atA).toEqual(['user-echo']);
    } finally {
      await a.close();
      await b.close();
    }
  });
});
