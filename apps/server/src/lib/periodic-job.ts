import type { FastifyBaseLogger } from 'fastify';

// The background workers' loop: a run every `intervalMs` (and after `firstDelayMs` when given),
// one run at a time, failures logged, nothing started once stopped, and the stop waits for the
// run under way.

export interface JobOptions {
  name: string;
  intervalMs: number;
  /** The first run after this delay; without it, the first run comes with the first interval. */
  firstDelayMs?: number;
  /** `runEarly(ms)` sets one extra run `ms` from now, replacing the one set before (undefined: none). */
  run: (runEarly: (delayMs: number | undefined) => void) => Promise<void>;
}

export interface WokenJob {
  /** Runs now, or once more right after the run under way (a queued item must not wait a poll). */
  wake: () => void;
  stop: () => Promise<void>;
}

function startJob(log: FastifyBaseLogger, job: JobOptions, catchUp: boolean): WokenJob {
  let current: Promise<void> | undefined;
  let again = false;
  let stopped = false;
  let early: NodeJS.Timeout | undefined;
  const runEarly = (delayMs: number | undefined) => {
    if (early) clearTimeout(early);
    early = undefined;
    if (delayMs === undefined || stopped) return;
    early = setTimeout(tick, delayMs);
    early.unref();
  };
  const tick = () => {
    if (stopped) return;
    if (current) {
      if (catchUp) again = true;
      return;
    }
    current = job
      .run(runEarly)
      .catch((error: unknown) => log.error({ err: error }, `${job.name} run failed`))
      .finally(() => {
        current = undefined;
        if (again) {
          again = false;
          setImmediate(tick);
        }
      });
  };
  const first = job.firstDelayMs === undefined ? undefined : setTimeout(tick, job.firstDelayMs);
  first?.unref();
  const timer = setInterval(tick, job.intervalMs);
  timer.unref();
  return {
    wake: tick,
    stop: async () => {
      stopped = true;
      clearTimeout(first);
      clearInterval(timer);
      runEarly(undefined);
      await current;
    },
  };
}

/** A job on a timer only: a tick that finds a run under way does nothing. Returns the stop. */
export function startPeriodicJob(log: FastifyBaseLogger, job: JobOptions): () => Promise<void> {
  return startJob(log, job, false).stop;
}

/** A polling job that may also be woken: a wake or tick during a run asks for one more pass. */
export function startWokenJob(log: FastifyBaseLogger, job: JobOptions): WokenJob {
  return startJob(log, job, true);
}
