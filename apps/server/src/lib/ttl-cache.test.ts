import { describe, expect, it } from 'vitest';
import { createTtlCache } from './ttl-cache.js';

function clock() {
  let time = 1_000;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

describe('createTtlCache', () => {
  it('serves an entry until its time to live has passed', () => {
    const c = clock();
    const cache = createTtlCache<string>({ ttlMs: 100, now: c.now });
    cache.set('a', 'A');
    c.advance(99);
    expect(cache.get('a')).toBe('A');
    c.advance(1);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('lets the oldest entry go when the count is reached', () => {
    const cache = createTtlCache<number>({ ttlMs: 1000, maxEntries: 2 });
    cache.set('a', 1);
    cache.set('b', 2);
    cache.set('c', 3);
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([undefined, 2, 3]);
  });

  it('keeps the values within the byte budget, oldest out first, and never one over it', () => {
    const cache = createTtlCache<string>({ ttlMs: 1000, maxBytes: 10, sizeOf: (v) => v.length });
    cache.set('a', 'xxxx');
    cache.set('b', 'yyyy');
    cache.set('c', 'zzzz'); // 12 bytes with a and b: a goes
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([undefined, 'yyyy', 'zzzz']);
    cache.set('d', 'w'.repeat(11));
    expect(cache.get('d')).toBeUndefined();
    expect(cache.get('b')).toBe('yyyy'); // a value over the budget evicts nothing
    cache.set('b', 'yy'); // replacing frees the old size
    cache.set('e', 'vvvv');
    expect([cache.get('b'), cache.get('c'), cache.get('e')]).toEqual(['yy', 'zzzz', 'vvvv']);
  });

  it('drops every entry of a tag, and only those', () => {
    const cache = createTtlCache<string>({ ttlMs: 1000 });
    cache.set('v:lea', 'visitor', 'user-1');
    cache.set('l:lea', 'logged', 'user-1');
    cache.set('v:tom', 'visitor', 'user-2');
    cache.deleteTag('user-1');
    expect([cache.get('v:lea'), cache.get('l:lea'), cache.get('v:tom')]).toEqual([
      undefined,
      undefined,
      'visitor',
    ]);
    // An entry evicted or replaced leaves its tag: dropping the tag later touches nothing else.
    cache.set('v:tom', 'again', 'user-3');
    cache.deleteTag('user-2');
    expect(cache.get('v:tom')).toBe('again');
  });

  it('reads the global clock at each call (fake timers move it)', () => {
    const cache = createTtlCache<string>({ ttlMs: 50 });
    const realNow = Date.now;
    try {
      cache.set('a', 'A');
      const start = realNow();
      Date.now = () => start + 60;
      expect(cache.get('a')).toBeUndefined();
    } finally {
      Date.now = realNow;
    }
  });
});
