import { afterAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { TEST_REDIS_URL } from '../test-support/test-app.js';
import { EVERY_USER, createUserCache, createUserChanges } from './user-changes.js';

// Needs the machine's Redis, like the two-instance tests: never skipped.
const connections: Redis[] = [];
const connect = () => {
  const redis = new Redis(TEST_REDIS_URL, { maxRetriesPerRequest: 2 });
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

describe('createUserCache', () => {
  it('keeps a value until its user changes, and every value after EVERY_USER', async () => {
    const changes = createUserChanges();
    const cache = createUserCache<string>(changes, { ttlMs: 60_000 });
    const read = (userId: string, value: string) => async () => ({ userId, value });
    await cache.get('a', read('user-1', 'A'));
    await cache.get('b', read('user-2', 'B'));
    expect(await cache.get('a', read('user-1', 'unused'))).toBe('A');
    await changes.publish('user-1');
    expect(await cache.get('a', read('user-1', 'A2'))).toBe('A2');
    expect(await cache.get('b', read('user-2', 'unused'))).toBe('B');
    await changes.publish(EVERY_USER);
    expect(await cache.get('b', read('user-2', 'B2'))).toBe('B2');
  });

  it('serves but does not keep a value read while a change was heard', async () => {
    const changes = createUserChanges();
    const cache = createUserCache<string>(changes, { ttlMs: 60_000 });
    let finish!: (read: { userId: string; value: string }) => void;
    const slow = cache.get('lea', () => new Promise((resolve) => (finish = resolve)));
    await changes.publish('user-1'); // lands while the read is under way
    finish({ userId: 'user-1', value: 'old' });
    expect(await slow).toBe('old');
    expect(await cache.get('lea', async () => ({ userId: 'user-1', value: 'new' }))).toBe('new');
  });
});
