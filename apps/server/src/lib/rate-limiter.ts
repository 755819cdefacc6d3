import type { Redis } from 'ioredis';
import { AppError } from './app-error.js';

// Fixed-window counters keyed by purpose and subject (ip, account, e-mail). With Redis the
// windows are shared by every instance; without it they live in this process.

export interface RateLimiter {
  /** Counts one hit; throws a 429 AppError carrying retryAfter (seconds) past `max`. */
  consume(key: string, max: number, windowMs: number): Promise<void>;
  /** Forgets a key, e.g. after a successful login. */
  reset(key: string): Promise<void>;
}

function tooMany(retryAfterMs: number): AppError {
  const retryAfter = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return new AppError('rate_limited', { retryAfter });
}

export function memoryRateLimiter(): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  let lastSweep = Date.now();
  return {
    async consume(key, max, windowMs) {
      const now = Date.now();
      if (now - lastSweep > 60_000) {
        for (const [k, w] of windows) if (w.resetAt <= now) windows.delete(k);
        lastSweep = now;
      }
      const current = windows.get(key);
      if (!current || current.resetAt <= now) {
        windows.set(key, { count: 1, resetAt: now + windowMs });
        return;
      }
      current.count += 1;
      if (current.count > max) throw tooMany(current.resetAt - now);
    },
    async reset(key) {
      windows.delete(key);
    },
  };
}

export function redisRateLimiter(redis: Redis): RateLimiter {
  return {
    async consume(key, max, windowMs) {
      const redisKey = `rl:${key}`;
      const [[, count], [, ttl]] = (await redis.multi().incr(redisKey).pttl(redisKey).exec()) as [
        [null, number],
        [null, number],
      ];
      if (ttl < 0) await redis.pexpire(redisKey, windowMs);
      if (count > max) throw tooMany(ttl > 0 ? ttl : windowMs);
    },
    async reset(key) {
      await redis.del(`rl:${key}`);
    },
  };
}
