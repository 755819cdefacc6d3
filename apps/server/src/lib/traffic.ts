import type { FastifyInstance } from 'fastify';

// Whether the API is serving people right now: a request under way, or one answered less than
// `quietMs` ago. Background work that competes with the requests for the cores (the mail outbox
// worker) goes slower while it is busy and at full speed once it is quiet.

export interface Traffic {
  /** A request under way, or the last one ended less than `quietMs` before `now`. */
  busy(now: number): boolean;
  /** Called by the hook: a request began; `end` when its answer is done or abandoned. */
  begin(): void;
  end(now: number): void;
}

// 1 s: reads that come in bursts (a page's requests; the bench's load generator sends each
// second's requests at its start) left gaps of 600-800 ms in which 300 ms called the API quiet.
export function createTraffic(quietMs = 1_000): Traffic {
  let underWay = 0;
  let lastEnd = Number.NEGATIVE_INFINITY;
  return {
    busy: (now) => underWay > 0 || now - lastEnd < quietMs,
    begin() {
      underWay += 1;
    },
    end(now) {
      underWay = Math.max(0, underWay - 1);
      lastEnd = now;
    },
  };
}

/** Counts every HTTP request of `app` in `traffic`, from its arrival to its answer's end. */
export function trackTraffic(app: FastifyInstance, traffic: Traffic): void {
  app.addHook('onRequest', (_request, reply, done) => {
    traffic.begin();
    // 'close' comes once per answer, finished or abandoned by the client.
    reply.raw.once('close', () => traffic.end(Date.now()));
    done();
  });
}
