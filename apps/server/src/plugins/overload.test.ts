import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { MSG } from '@kollabo/shared';
import { createTestApp, type TestApp } from '../test-support/test-app.js';
import { API_SECURITY_HEADERS } from './security.js';

// Load shedding. With a backlog (16 requests or more under way), new requests are shed at once
// (503, Retry-After, the app's shape) while the event loop is late, or once 16 of them have
// waited past the limit; /api/health still answers; serving resumes once the backlog clears.
// Without a backlog nothing is shed. The loop is held by a synchronous busy wait, as a burst of
// work would hold it; database round trips are slowed to make requests wait.

let loop: TestApp;
let queue: TestApp;
beforeAll(async () => {
  loop = await createTestApp({ OVERLOAD_EVENT_LOOP_DELAY_MS: '50' });
  queue = await createTestApp({ OVERLOAD_MAX_QUEUE_MS: '100' });
});
afterAll(async () => {
  await loop.close();
  await queue.close();
});

const busy = (ms: number) => {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    // the event loop is held: timers, I/O and the delay sampler all wait
  }
};
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const ready = (t: TestApp) => t.app.inject({ url: '/api/ready' });

/** Served again within 3 s (a shared machine may lag a few samples). */
async function servedAgain(t: TestApp) {
  for (let i = 0; i < 30; i += 1) {
    await sleep(100);
    if ((await ready(t)).statusCode === 200) return true;
  }
  return false;
}

/** Every database round trip of `t` takes `ms` more until the returned function is called. */
function slowDatabase(t: TestApp, ms: number) {
  const database = t.app.ctx.database;
  const ping = database.ping;
  database.ping = async () => {
    await sleep(ms);
    await ping();
  };
  return () => {
    database.ping = ping;
  };
}

/**
 * Holds the loop, then gives the answer of `request` sent while the app says it is under
 * pressure. The sampler averages the delay every 100 ms, so the window is found by polling;
 * a hold that lands across two samples may be averaged away, hence a few tries.
 */
async function duringPressure(request: () => Promise<LightMyRequestResponse>) {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    busy(800);
    for (let i = 0; i < 60; i += 1) {
      await sleep(5);
      if (!loop.app.isUnderPressure()) continue;
      const res = await request();
      if (loop.app.isUnderPressure()) return res;
    }
  }
  throw new Error('the app never reported pressure');
}

describe('a late event loop', () => {
  it('sheds nothing without a backlog', async () => {
    expect(await servedAgain(loop)).toBe(true);
    expect((await duringPressure(() => ready(loop))).statusCode).toBe(200);
  });

  it('with a backlog: sheds, keeps /api/health, and recovers', async () => {
    expect(await servedAgain(loop)).toBe(true);
    const restore = slowDatabase(loop, 4_000);
    const backlog = Promise.all(Array.from({ length: 20 }, () => ready(loop)));
    try {
      const shed = await duringPressure(() => ready(loop));
      expect(shed.statusCode).toBe(503);
      expect(shed.json()).toEqual({ error: 'overloaded', message: MSG.common.overloaded });
      expect(Number(shed.headers['retry-after'])).toBeGreaterThan(0);
      expect(shed.headers['x-request-id']).toBeTruthy();
      for (const [name, value] of Object.entries(API_SECURITY_HEADERS)) {
        expect(shed.headers[name]).toBe(value);
      }
      const write = await duringPressure(() =>
        loop.app.inject({
          method: 'POST',
          url: '/api/user/login',
          payload: { pseudo: 'personne', password: 'secret123' },
        }),
      );
      expect(write.statusCode).toBe(503);
      const health = await duringPressure(() => loop.app.inject({ url: '/api/health' }));
      expect(health.statusCode).toBe(200);
    } finally {
      restore();
    }
    // The backlog itself was admitted before the pressure and is answered.
    expect((await backlog).every((res) => res.statusCode === 200)).toBe(true);
    expect(await servedAgain(loop)).toBe(true);
  }, 30_000);
});

describe('requests piling up for the database', () => {
  it('sheds new ones once 16 under way have waited past the limit, then admits again', async () => {
    expect(await servedAgain(queue)).toBe(true);
    const restore = slowDatabase(queue, 400);
    try {
      // A burst on a quiet process is admitted whole: nothing has waited yet.
      const first = Promise.all(Array.from({ length: 40 }, () => ready(queue)));
      await sleep(200);
      // 40 requests have now waited 200 ms, past the 100 ms limit: new ones are shed at once.
      const during = await Promise.all(Array.from({ length: 10 }, () => ready(queue)));
      const health = await queue.app.inject({ url: '/api/health' });
      const admitted = await first;
      expect(admitted.every((res) => res.statusCode === 200)).toBe(true);
      for (const res of during) {
        expect(res.statusCode).toBe(503);
        expect(res.json()).toEqual({ error: 'overloaded', message: MSG.common.overloaded });
      }
      expect(health.statusCode).toBe(200);
    } finally {
      restore();
    }
    expect(await servedAgain(queue)).toBe(true);
  });
});
