import type { FastifyBaseLogger } from 'fastify';

// Work that must not delay, or show in the timing of, the answer it follows (a reset code is
// looked up and mailed after "code sent" is answered). Failures are logged; shutdown and tests
// wait for what is under way.

export interface Background {
  /** Starts `work` on the next turn of the event loop, after the current answer is on its way. */
  run(label: string, work: () => Promise<unknown>): void;
  /** Resolves once every task started so far (and any they started) has finished. */
  idle(): Promise<void>;
}

export function createBackground(log: FastifyBaseLogger): Background {
  const pending = new Set<Promise<void>>();
  return {
    run(label, work) {
      const task = new Promise<void>((resolve) => setImmediate(resolve))
        .then(work)
        .then(
          () => undefined,
          (error: unknown) => log.error({ err: error, task: label }, 'background task failed'),
        )
        .finally(() => pending.delete(task));
      pending.add(task);
    },
    async idle() {
      while (pending.size > 0) await Promise.all(pending);
    },
  };
}
