import { describe, expect, it } from 'vitest';
import { createMailPace, holdsBack, paceDelay } from './mail-pace.js';

// The outbox worker's pace: full speed while the API is quiet, one mail every 1000/busyPerSecond
// ms while it serves requests. A fake clock: what is checked is the rule, not a duration.

describe('mail pace', () => {
  it('spaces mails out while busy and lets them go at once while quiet', () => {
    expect(paceDelay(false, 1_000, 5_000, 50)).toEqual({ waitMs: 0, nextAt: 1_000 });
    expect(paceDelay(true, 1_000, 0, 50)).toEqual({ waitMs: 0, nextAt: 1_020 });
    expect(paceDelay(true, 1_005, 1_020, 50)).toEqual({ waitMs: 15, nextAt: 1_040 });
  });

  it('holds the lanes together to the busy rate, and drops the debt once quiet', async () => {
    let clock = 10_000;
    let busy = true;
    const slept: number[] = [];
    const pace = createMailPace(
      { busy: () => busy },
      { busyPerSecond: 50, now: () => clock, sleep: async (ms) => void slept.push(ms) },
    );
    // Five lanes asking at the same instant: one at once, the others 20, 40, 60, 80 ms later.
    await Promise.all(Array.from({ length: 5 }, () => pace.beforeSend()));
    expect(slept).toEqual([20, 40, 60, 80]);
    // 100 more mails, one after the other, the clock moving by what each waited: 2 seconds.
    clock += 100;
    const from = clock;
    const sequential = createMailPace(
      { busy: () => busy },
      { busyPerSecond: 50, now: () => clock, sleep: async (ms) => void (clock += ms) },
    );
    for (let i = 0; i < 100; i += 1) await sequential.beforeSend();
    expect(clock - from).toBe(99 * 20);
    // Quiet: no wait at all, and the slots reserved while busy are forgotten.
    busy = false;
    slept.length = 0;
    for (let i = 0; i < 100; i += 1) await pace.beforeSend();
    expect(slept).toEqual([]);
  });
  it('holds a mail back only while the API is busy and the mail is not yet late', async () => {
    expect(holdsBack(true, 0, 30_000)).toBe(true);
    expect(holdsBack(true, 29_999, 30_000)).toBe(true);
    expect(holdsBack(true, 30_000, 30_000)).toBe(false);
    expect(holdsBack(false, 0, 30_000)).toBe(false);
    expect(holdsBack(true, Number.NaN, 30_000)).toBe(true);
    // Through the pace: a mail queued 31 s ago goes at once although the API is busy.
    const clock = 100_000;
    const slept: number[] = [];
    const pace = createMailPace(
      { busy: () => true },
      {
        busyPerSecond: 50,
        maxHoldMs: 30_000,
        now: () => clock,
        sleep: async (ms) => void slept.push(ms),
      },
    );
    for (let i = 0; i < 3; i += 1) await pace.beforeSend(new Date(clock - 31_000));
    expect(slept).toEqual([]);
    for (let i = 0; i < 3; i += 1) await pace.beforeSend(new Date(clock - 1_000));
    expect(slept).toEqual([20, 40]);
  });
});
