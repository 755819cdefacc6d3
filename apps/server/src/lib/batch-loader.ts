// Coalesces the lookups asked for during one turn of the event loop into one call of
// `loadMany` (the DataLoader idea). A one-query route is bound by what each round trip to the
// database costs the server (system calls, parsing), not by the query itself: under load, one
// round trip then serves every request that arrived together. Alone, a lookup waits only for
// the end of the current turn (setImmediate runs right after the pending I/O callbacks).

export interface BatchLoader<K, V> {
  /** The value for `key`, or undefined when `loadMany` found none. */
  load(key: K): Promise<V | undefined>;
}

interface Waiter<V> {
  resolve(value: V | undefined): void;
  reject(error: unknown): void;
}

/**
 * `loadMany` gets distinct keys (at most `maxBatch`) and answers a map by key; a failure
 * reaches every caller of that batch. Callers of the same key share one value: treat it as
 * read-only.
 */
export function createBatchLoader<K, V>(
  loadMany: (keys: K[]) => Promise<Map<K, V>>,
  { maxBatch = 64 }: { maxBatch?: number } = {},
): BatchLoader<K, V> {
  let queue = new Map<K, Waiter<V>[]>();
  let scheduled = false;

  const dispatch = () => {
    scheduled = false;
    if (queue.size === 0) return;
    const batch = queue;
    queue = new Map();
    loadMany([...batch.keys()]).then(
      (found) => {
        for (const [key, waiters] of batch) {
          const value = found.get(key);
          for (const waiter of waiters) waiter.resolve(value);
        }
      },
      (error: unknown) => {
        for (const waiters of batch.values()) for (const waiter of waiters) waiter.reject(error);
      },
    );
  };

  return {
    load(key) {
      return new Promise<V | undefined>((resolve, reject) => {
        const waiters = queue.get(key);
        if (waiters) waiters.push({ resolve, reject });
        else queue.set(key, [{ resolve, reject }]);
        if (queue.size >= maxBatch) dispatch();
        else if (!scheduled) {
          scheduled = true;
          setImmediate(dispatch);
        }
      });
    },
  };
}
