import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { startPeriodicJob } from './periodic-job.js';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const silentLog = () => ({ error: vi.fn() }) as unknown as FastifyBaseLogger;

describe('startPeriodicJob', () => {
  it('runs after the first delay, then each interval, never twice at once', async () => {
    let finish: () => void = () => {};
    const run = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const stop = startPeriodicJob(silentLog(), {
      name: 'test',
      firstDelayMs: 1_000,
      intervalMs: 5_000,
      run,
    });
    await vi.advanceTimersByTimeAsync(999);
    expect(run).toHaveBeenCalledTimes(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(run).toHaveBeenCalledTimes(1);
    // Still running at the next tick: that tick does nothing.
    await vi.advanceTimersByTimeAsync(5_000);
    expect(run).toHaveBeenCalledTimes(1);
    finish();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(run).toHaveBeenCalledTimes(2);
    // The stop waits for the run under way, and no tick comes after it.
    let stopped = false;
    const stopping = stop().then(() => (stopped = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    finish();
    await stopping;
    await vi.advanceTimersByTimeAsync(60_000);
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('logs a failed run and runs again at the next tick', async () => {
    const log = silentLog();
    const run = vi.fn().mockRejectedValueOnce(new Error('boom')).mockResolvedValue(undefined);
    const stop = startPeriodicJob(log, { name: 'test', firstDelayMs: 10, intervalMs: 100, run });
    await vi.advanceTimersByTimeAsync(10);
    expect(log.error).toHaveBeenCalledWith(expect.anything(), 'test run failed');
    await vi.advanceTimersByTimeAsync(100);
    expect(run).toHaveBeenCalledTimes(2);
    await stop();
  });
});
