import { describe, expect, it } from 'vitest';
import { createBatchLoader } from './batch-loader.js';

/** A loader over a fixed table that records every batch it was asked for. */
function recordingLoader(maxBatch?: number) {
  const batches: string[][] = [];
  const table = new Map([
    ['a', 1],
    ['b', 2],
    ['c', 3],
  ]);
  const loader = createBatchLoader<string, number>(
    async (keys) => {
      batches.push(keys);
      return new Map(keys.flatMap((key) => (table.has(key) ? [[key, table.get(key)!]] : [])));
    },
    { maxBatch },
  );
  return { loader, batches };
}

describe('createBatchLoader', () => {
  it('serves the lookups of one turn with one call, each caller getting its own value', async () => {
    const { loader, batches } = recordingLoader();
    const values = await Promise.all(['a', 'b', 'zz', 'a'].map((key) => loader.load(key)));
    expect(values).toEqual([1, 2, undefined, 1]);
    expect(batches).toEqual([['a', 'b', 'zz']]);
  });

  it('starts a new batch on the next turn', async () => {
    const { loader, batches } = recordingLoader();
    expect(await loader.load('a')).toBe(1);
    expect(await loader.load('c')).toBe(3);
    expect(batches).toEqual([['a'], ['c']]);
  });

  it('splits at maxBatch distinct keys', async () => {
    const { loader, batches } = recordingLoader(2);
    const values = await Promise.all(['a', 'b', 'c'].map((key) => loader.load(key)));
    expect(values).toEqual([1, 2, 3]);
    expect(batches).toEqual([['a', 'b'], ['c']]);
  });

  it('rejects every caller of a failed batch, and the next batch works again', async () => {
    let fail = true;
    const loader = createBatchLoader<string, string>(async (keys) => {
      if (fail) throw new Error('database down');
      return new Map(keys.map((key) => [key, key.toUpperCase()]));
    });
    const results = await Promise.allSettled([loader.load('x'), loader.load('y')]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    fail = false;
    expect(await loader.load('x')).toBe('X');
  });
});
