import Fastify from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { createTraffic, trackTraffic } from './traffic.js';

describe('traffic', () => {
  it('is busy while a request is under way and for quietMs after its answer', async () => {
    const traffic = createTraffic(300);
    const app = Fastify();
    trackTraffic(app, traffic);
    let during: boolean | undefined;
    app.get('/x', async () => {
      during = traffic.busy(Date.now() + 10_000); // under way: busy whatever the time
      return { ok: true };
    });
    expect(traffic.busy(Date.now())).toBe(false);
    const before = Date.now();
    expect((await app.inject({ url: '/x' })).statusCode).toBe(200);
    expect(during).toBe(true);
    // The answer's 'close' may come a turn after inject resolves; then nothing is under way.
    await vi.waitFor(() => expect(traffic.busy(Number.POSITIVE_INFINITY)).toBe(false));
    const ended = Date.now();
    // It ended between `before` and `ended`: busy until 300 ms after, quiet from then on.
    expect(traffic.busy(ended)).toBe(true);
    expect(traffic.busy(before + 299)).toBe(true);
    expect(traffic.busy(ended + 300)).toBe(false);
    await app.close();
  });

  it('counts an abandoned answer as ended', () => {
    const traffic = createTraffic(100);
    traffic.begin();
    traffic.begin();
    traffic.end(1_000);
    expect(traffic.busy(5_000)).toBe(true); // one still under way
    traffic.end(1_000);
    expect(traffic.busy(1_050)).toBe(true);
    expect(traffic.busy(1_100)).toBe(false);
  });
});
