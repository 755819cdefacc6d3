import { describe, expect, it } from 'vitest';
import { singleFlight } from './single-flight.js';

describe('singleFlight', () => {
  it('runs the work once for concurrent calls with one key, again once it settled', async () => {
    const flight = singleFlight<number>();
    let runs = 0;
    let release: (value: number) => void = () => undefined;
    const work = () => {
      runs += 1;
      return new Promise<number>((resolve) => (release = resolve));
    };
    const calls = Array.from({ length: 20 }, () => flight('a', work));
    const other = flight('b', () => Promise.resolve(7));
    expect(runs).toBe(1);
    release(42);
    expect(await Promise.all(calls)).toEqual(Array(20).fill(42));
    expect(await other).toBe(7);
    const again = flight('a', work);
    expect(runs).toBe(2);
    release(43);
    expect(await again).toBe(43);
  });

  it('shares a failure, then forgets it', async () => {
    const flight = singleFlight<number>();
    let runs = 0;
    const failing = () => {
      runs += 1;
      return Promise.reject(new Error('refused'));
    };
    const results = await Promise.allSettled([flight('k', failing), flight('k', failing)]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(runs).toBe(1);
    await expect(flight('k', () => Promise.resolve(1))).resolves.toBe(1);
  });
});
