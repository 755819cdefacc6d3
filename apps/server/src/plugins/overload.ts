import type { FastifyInstance, FastifyReply } from 'fastify';
import underPressure from '@fastify/under-pressure';
import { MSG } from '@kollabo/shared';
import { AppError } from '../lib/app-error.js';

// Load shedding. When the process cannot keep up, a new request is answered 503 with
// Retry-After at once, before any parsing or query, instead of queueing behind the others and
// making every answer late. Two signals:
// - the process itself falls behind: its event loop delayed past a threshold, or its heap near
//   V8's limit (@fastify/under-pressure, sampled every 100 ms);
// - requests pile up waiting for the database: the loop stays on time while they queue for a
//   pool connection (or PGlite). The requests under way, divided by the pace at which requests
//   complete, say how long a new one would wait; past the limit it is shed. The pace adapts to
//   what the routes cost, so no fixed concurrency has to be guessed.
// /api/health always answers: the process is alive, only busy.

const SAMPLE_MS = 100;
const RETRY_AFTER_SECONDS = 2;
const HEALTH = '/api/health';
/** Below this many requests under way nothing is shed (a quiet process has no pace yet). */
const MIN_IN_FLIGHT = 16;

const overloaded = () =>
  new AppError('overloaded', 503, MSG.common.overloaded, { retryAfter: RETRY_AFTER_SECONDS });

/** Requests under way and completions per second (moving average over 100 ms samples). */
function queueWatch(app: FastifyInstance) {
  let inFlight = 0;
  let completed = 0;
  let perSecond = 0;
  const timer = setInterval(() => {
    const sampled = (completed * 1000) / SAMPLE_MS;
    completed = 0;
    // Rises at once with the pace, falls over about a second.
    perSecond = sampled > perSecond ? sampled : perSecond * 0.9 + sampled * 0.1;
  }, SAMPLE_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
  const release = () => {
    inFlight -= 1;
    completed += 1;
  };
  return {
    /** How long a new request would wait at the current pace, in ms. */
    waitMs: () => (inFlight < MIN_IN_FLIGHT ? 0 : (inFlight * 1000) / Math.max(perSecond, 1)),
    admit(reply: FastifyReply) {
      inFlight += 1;
      // 'close' comes once per answer, finished or abandoned by the client.
      reply.raw.once('close', release);
    },
  };
}

export async function registerOverloadShedding(
  app: FastifyInstance,
  limits: { eventLoopDelayMs: number; heapBytes: number; maxQueueMs: number },
): Promise<void> {
  if (limits.maxQueueMs > 0) {
    const queue = queueWatch(app);
    app.addHook('onRequest', (request, reply, done) => {
      if (request.url === HEALTH) return done();
      if (queue.waitMs() > limits.maxQueueMs) return done(overloaded());
      queue.admit(reply);
      done();
    });
  }
  if (limits.eventLoopDelayMs === 0 && limits.heapBytes === 0) return;
  await app.register(underPressure, {
    sampleInterval: SAMPLE_MS,
    maxEventLoopDelay: limits.eventLoopDelayMs,
    maxHeapUsedBytes: limits.heapBytes,
    // A rejection goes to the error handler (the app's shape, Retry-After); nothing lets the
    // request through.
    pressureHandler: (request) =>
      request.url === HEALTH ? undefined : Promise.reject(overloaded()),
  });
}
