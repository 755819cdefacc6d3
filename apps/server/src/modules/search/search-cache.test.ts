import { describe, expect, it, vi } from 'vitest';
import type { AppContext } from '../../context.js';
import { kept, searchCache, sharedRead } from './search-cache.js';

// The version read shared by concurrent searches: none may get a value read before it came.

function deferredReads() {
  const started: { resolve: (v: number) => void }[] = [];
  const read = () =>
    new Promise<number>((resolve) => {
      started.push({ resolve });
    });
  return { started, read };
}

describe('sharedRead', () => {
  it('joins calls to the next read, never to the one under way', async () => {
    const { started, read } = deferredReads();
    const shared = sharedRead(read);
    const first = shared();
    expect(started).toHaveLength(1);
    // Three calls while the first read runs: one more read, after it, for all three.
    const later = [shared(), shared(), shared()];
    expect(started).toHaveLength(1);
    started[0]!.resolve(1);
    expect(await first).toBe(1);
    await vi.waitFor(() => expect(started).toHaveLength(2));
    started[1]!.resolve(2);
    expect(await Promise.all(later)).toEqual([2, 2, 2]);
    // Nothing under way: a call reads at once.
    const alone = shared();
    expect(started).toHaveLength(3);
    started[2]!.resolve(3);
    expect(await alone).toBe(3);
  });

  it('passes a failed read to its callers and reads again for the next ones', async () => {
    let n = 0;
    const shared = sharedRead(async () => {
      n += 1;
      if (n === 1) throw new Error('down');
      return n;
    });
    await expect(shared()).rejects.toThrow('down');
    expect(await shared()).toBe(2);
  });
});

describe('kept counts', () => {
  it('shares one load between the searches that miss the same key at once', async () => {
    const ctx = {
      config: { searchCacheMs: 60_000 },
      userChanges: { subscribe: () => undefined },
    } as unknown as AppContext;
    const counts = searchCache(ctx)!.counts;
    let loads = 0;
    const load = async () => {
      loads += 1;
      await new Promise((resolve) => setTimeout(resolve, 10));
      return { total: loads };
    };
    const replies = await Promise.all([counts.get('a', load), counts.get('a', load)]);
    expect(replies).toEqual([{ total: 1 }, { total: 1 }]);
    expect(await counts.get('a', load)).toEqual({ total: 1 });
    expect(await counts.get('b', load)).toEqual({ total: 2 });
    expect(loads).toBe(2);
  });
});

describe('kept counts past their time', () => {
  it('are served while one search reads them again, then replaced', async () => {
    let clock = 0;
    const counts = kept(1000, () => clock);
    let loads = 0;
    let finish: () => void = () => undefined;
    const load = () => {
      loads += 1;
      const n = loads;
      return n === 1
        ? Promise.resolve(n)
        : new Promise<number>((resolve) => {
            finish = () => resolve(n);
          });
    };
    expect(await counts.get('k', load)).toBe(1);
    clock = 999;
    expect(await counts.get('k', load)).toBe(1);
    expect(loads).toBe(1);
    clock = 1000;
    // Past its time: the old value at once, one new read for both searches.
    expect(await counts.get('k', load)).toBe(1);
    expect(await counts.get('k', load)).toBe(1);
    expect(loads).toBe(2);
    finish();
    await vi.waitFor(async () => expect(await counts.get('k', load)).toBe(2));
    expect(loads).toBe(2);
  });
});

describe('kept values past their longest age', () => {
  it('are not served: the searches wait for one new read', async () => {
    let clock = 0;
    const replies = kept(1000, () => clock, { maxAgeMs: 3000 });
    let loads = 0;
    const load = async () => {
      loads += 1;
      return loads;
    };
    expect(await replies.get('k', load)).toBe(1);
    clock = 3000;
    expect(await Promise.all([replies.get('k', load), replies.get('k', load)])).toEqual([2, 2]);
    expect(loads).toBe(2);
  });
});
