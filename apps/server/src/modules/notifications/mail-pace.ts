import type { Traffic } from '../../lib/traffic.js';

// How fast the outbox worker sends: at full speed while the API is quiet, at most
// `busyPerSecond` mails while it serves requests. The worker runs in the API's process, and a
// mail costs ~1.5 ms of CPU between the app, the relay and PostgreSQL: at full speed (300-450
// mails/s after a burst of events) it took a third of a core from the requests on a 2-core
// machine (bench/results.md, session 12). Held back, a burst's mails leave a few seconds later,
// once the requests pause. A mail is never held for ever: the busy rate is not zero, and a mail
// queued `maxHoldMs` ago goes at full speed whatever the traffic (an API that never pauses
// still gets a backlog out at the old speed, once it is that late). The busy rate is 5 mails/s:
// above the mails a normal day queues, so they still leave at once; at 50/s the worker alone
// raised the reads' p99 under 1,000 events/s by 35-50 points (bench/results.md, session 14).

export interface MailPace {
  /** Resolves when the mail queued at `queuedAt` may go: at once when quiet, spaced out when busy. */
  beforeSend(queuedAt?: Date): Promise<void>;
}

export const MAIL_PACE_DEFAULTS = { busyPerSecond: 5, maxHoldMs: 30_000 };

/** Whether a mail is held to the busy rate: the API is busy and the mail is not yet late. */
export function holdsBack(busy: boolean, ageMs: number, maxHoldMs: number): boolean {
  return busy && !(ageMs >= maxHoldMs); // an unknown age (NaN) is held: not known late
}

/**
 * How long the next mail waits, given when the previous held slot ends (`nextAt`). Not held: no
 * wait, and no debt carried over. Held: one mail every 1000/busyPerSecond ms.
 */
export function paceDelay(
  held: boolean,
  now: number,
  nextAt: number,
  busyPerSecond: number,
): { waitMs: number; nextAt: number } {
  if (!held) return { waitMs: 0, nextAt: now };
  const start = Math.max(now, nextAt);
  return { waitMs: start - now, nextAt: start + 1000 / busyPerSecond };
}

/** One pace shared by the worker's lanes (their mails together stay under the busy rate). */
export function createMailPace(
  traffic: Pick<Traffic, 'busy'>,
  {
    busyPerSecond = MAIL_PACE_DEFAULTS.busyPerSecond,
    maxHoldMs = MAIL_PACE_DEFAULTS.maxHoldMs,
    now = Date.now,
    sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)),
  }: {
    busyPerSecond?: number;
    maxHoldMs?: number;
    now?: () => number;
    sleep?: (ms: number) => Promise<void>;
  } = {},
): MailPace {
  let nextAt = 0;
  return {
    async beforeSend(queuedAt) {
      const at = now();
      const ageMs = queuedAt ? at - queuedAt.getTime() : 0;
      const step = paceDelay(
        holdsBack(traffic.busy(at), ageMs, maxHoldMs),
        at,
        nextAt,
        busyPerSecond,
      );
      nextAt = step.nextAt;
      // Even at full speed, one turn of the event loop between mails: a request that arrived
      // while a mail was being built is read before the next one is.
      if (step.waitMs > 0) await sleep(step.waitMs);
      else await new Promise<void>((resolve) => setImmediate(resolve));
    },
  };
}
