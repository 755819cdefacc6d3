import type { FastifyInstance } from 'fastify';
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
  let stopped = false;
  let current: Promise<void> | undefined;
  let wake: NodeJS.Timeout | undefined;

  const tick = () => {
    if (stopped || current) return;
    current = runSearchAlerts(ctx, gapMs)
      .then(async () => {
        const due = await nextDueInMs(ctx, gapMs);
        if (wake) clearTimeout(wake);
        wake = undefined;
        if (due !== null && due < tickMs && !stopped) {
          wake = setTimeout(tick, Math.max(0, due) + 5);
          wake.unref();
        }
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'search alerts run failed'))
      .finally(() => {
        current = undefined;
      });
  };
  const timer = setInterval(tick, tickMs);
  timer.unref();
  return async () => {
    stopped = true;
    clearInterval(timer);
    if (wake) clearTimeout(wake);
    await current;
  };
}
