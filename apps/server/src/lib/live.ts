import type { FastifyBaseLogger } from 'fastify';

// Live updates to a user's open pages, from any service: an event sent to the user's room
// (`user:<id>`), which every socket of theirs joins on every instance (through the Socket.IO
// Redis adapter with REDIS_URL). Counters are pushed through `createCountPusher`: the users
// touched during a short window get one count query for all of them, then one event each.

export interface Live {
  /** Sends `event` to every open socket of the user, on every instance. */
  toUser(userId: string, event: string, payload: unknown): void;
  /** plugins/socket.ts connects the Socket.IO server (its user rooms) once it exists. */
  attach(send: (userId: string, event: string, payload: unknown) => void): void;
}

export function createLive(): Live {
  let send: ((userId: string, event: string, payload: unknown) => void) | undefined;
  return {
    toUser(userId, event, payload) {
      send?.(userId, event, payload);
    },
    attach(sender) {
      send = sender;
    },
  };
}

export interface CountPusher {
  /** The user's count may have changed: it is read and sent within `delayMs`. */
  touch(userId: string): void;
  /** Sends what is pending now (tests, shutdown). */
  flush(): Promise<void>;
}

/**
 * Coalesces count pushes: every user touched within `delayMs` is counted by one `count` call
 * (one query for all of them), then sent `{ unread }` under `event`.
 */
export function createCountPusher(options: {
  live: Live;
  event: string;
  count: (userIds: string[]) => Promise<Map<string, number>>;
  log?: FastifyBaseLogger;
  delayMs?: number;
}): CountPusher {
  const delayMs = options.delayMs ?? 25;
  let pending = new Set<string>();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();

  const send = async (ids: string[]) => {
    for (let i = 0; i < ids.length; i += 500) {
      const slice = ids.slice(i, i + 500);
      const counts = await options.count(slice);
      for (const id of slice) {
        options.live.toUser(id, options.event, { unread: counts.get(id) ?? 0 });
      }
    }
  };
  const flush = () => {
    if (timer) clearTimeout(timer);
    timer = undefined;
    const ids = [...pending];
    pending = new Set();
    if (ids.length === 0) return running;
    // One batch at a time, in order: a later count is never overtaken by an earlier one.
    running = running
      .then(() => send(ids))
      .catch((error: unknown) => options.log?.warn({ err: error }, 'live count push failed'));
    return running;
  };
  return {
    touch(userId) {
      pending.add(userId);
      if (!timer) {
        timer = setTimeout(() => void flush(), delayMs);
        timer.unref();
      }
    },
    flush,
  };
}
