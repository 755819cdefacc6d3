import type { FastifyBaseLogger } from 'fastify';

// A job that runs a while after start, then every `intervalMs`: one run at a time (a tick that
// finds a run under way does nothing), failures logged, and the stop waits for the run under way.

export function startPeriodicJob(
  log: FastifyBaseLogger,
  job: { name: string; firstDelayMs: number; intervalMs: number; run: () => Promise<void> },
): () => Promise<void> {
  let current: Promise<void> | undefined;
  const tick = () => {
    current ??= job
      .run()
      .catch((error: unknown) => log.error({ err: error }, `${job.name} run failed`))
      .finally(() => {
        current = undefined;
      });
  };
  const first = setTimeout(tick, job.firstDelayMs);
  const timer = setInterval(tick, job.intervalMs);
  first.unref();
  timer.unref();
  return async () => {
    clearTimeout(first);
    clearInterval(timer);
    await current;
  };
}
