import type { FastifyInstance } from 'fastify';
import { startPeriodicJob } from '../../lib/periodic-job.js';
import type { AppContext } from '../../context.js';
import { mailDueAlerts, nextDueInMs, routePublications } from './search-alerts.service.js';

// The alert worker (started by main.ts): every few seconds it files new publications under the
// alerts they match and mails the alerts that may mail; when an alert waits for its minute to
// end, a timer wakes it at that moment, so a match is mailed within a minute of publication.

export const ALERT_DEFAULTS = {
  /** How often new publications are looked for. */
  tickMs: 5_000,
  /** At most one mail per alert in this window. */
  gapMs: 60_000,
};

/** One pass: route every queued publication, then mail what is due. */
export async function runSearchAlerts(
  ctx: AppContext,
  gapMs = ALERT_DEFAULTS.gapMs,
): Promise<{ routed: number; mailed: number }> {
  let routed = 0;
  for (;;) {
    const taken = await routePublications(ctx);
    routed += taken;
    if (taken === 0) break;
  }
  const mailed = await mailDueAlerts(ctx, gapMs);
  return { routed, mailed };
}

export function startSearchAlertsWorker(
  app: FastifyInstance,
  options: Partial<typeof ALERT_DEFAULTS> = {},
): () => Promise<void> {
  const { tickMs, gapMs } = { ...ALERT_DEFAULTS, ...options };
  const ctx = app.ctx;
  return startPeriodicJob(app.log, {
    name: 'search alerts',
    intervalMs: tickMs,
    run: async (runEarly) => {
      await runSearchAlerts(ctx, gapMs);
      // An alert waiting for its minute to end is mailed at that moment, not at the next tick.
      const due = await nextDueInMs(ctx, gapMs);
      runEarly(due !== null && due < tickMs ? Math.max(0, due) + 5 : undefined);
    },
  });
}
