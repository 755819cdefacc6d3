import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import underPressure from '@fastify/under-pressure';
import { AppError } from '../lib/app-error.js';
import { apiPath, healthApi } from '@kollabo/shared';

// Load shedding. When the process cannot keep up, a new request is answered 503 with
// Retry-After at once, before any parsing or query, instead of queueing behind the others and
// making every answer late. Nothing is shed while fewer than 16 requests are under way: with
// no backlog there is nothing to relieve (a loop late because the machine is busy elsewhere is
// not helped by refusing one login). Past that, two signals:
// - the process itself falls behind: its event loop delayed past a threshold, or its heap near
//   V8's limit (@fastify/under-pressure, sampled every 100 ms);
// - requests pile up waiting (for a pool connection, for PGlite) while the loop stays on time:
//   once 16 requests under way have each waited longer than the limit, new ones are shed until
//   the backlog clears. A few slow requests (an upload, a payment call) shed nothing, and a
//   burst on a cold process (a page and its assets) is never refused for lack of history.
// /api/health always answers: the process is alive, only busy.

const SAMPLE_MS = 100;
const RETRY_AFTER_SECONDS = 2;
const HEALTH = apiPath(healthApi.live);
/** How many requests must be late at once before anything is shed. */
const LATE_REQUESTS = 16;

const overloaded = () => new AppError('overloaded', { retryAfter: RETRY_AFTER_SECONDS });

/** Requests under way with their start, oldest first (a Map keeps insertion order). */
function backlog(maxWaitMs: number) {
  const underWay = new Map<ServerResponse, number>();
  return {
    /** Whether there are enough requests under way for shedding to relieve anything. */
    busy: () => underWay.size >= LATE_REQUESTS,
    /** Whether the 16th oldest request under way started more than the limit ago. */
    late(now: number): boolean {
      if (maxWaitMs === 0 || underWay.size < LATE_REQUESTS) return false;
      let seen = 0;
      for (const started of underWay.values()) {
        seen += 1;
        if (seen === LATE_REQUESTS) return now - started > maxWaitMs;
      }
      return false;
    },
    admit(res: ServerResponse, now: number) {
      underWay.set(res, now);
      // 'close' comes once per answer, finished or abandoned by the client.
      res.once('close', () => underWay.delete(res));
    },
  };
}

export async function registerOverloadShedding(
  app: FastifyInstance,
  limits: { eventLoopDelayMs: number; heapBytes: number; maxQueueMs: number },
): Promise<void> {
  const shedding = limits.maxQueueMs > 0 || limits.eventLoopDelayMs > 0 || limits.heapBytes > 0;
  if (!shedding) return;
  const waiting = backlog(limits.maxQueueMs);
  app.addHook('onRequest', (request, reply, done) => {
    if (request.url === HEALTH) return done();
    const now = Date.now();
    if (waiting.late(now)) return done(overloaded());
    waiting.admit(reply.raw, now);
    done();
  });
  if (limits.eventLoopDelayMs === 0 && limits.heapBytes === 0) return;
  await app.register(underPressure, {
    sampleInterval: SAMPLE_MS,
    maxEventLoopDelay: limits.eventLoopDelayMs,
    maxHeapUsedBytes: limits.heapBytes,
    // A rejection goes to the error handler (the app's shape, Retry-After); undefined lets the
    // request through.
    pressureHandler: (request) =>
      request.url === HEALTH || !waiting.busy() ? undefined : Promise.reject(overloaded()),
  });
}
