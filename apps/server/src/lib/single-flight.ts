/**
 * Concurrent calls with one key share the first call's promise until it settles: a double click
 * costs one request's work, the second request waits for the first one's answer. Per instance
 * only, and only an optimisation: what must happen once is still decided by the database (the
 * key must name everything the answer depends on, the caller included).
 */
export function singleFlight<T>() {
  const running = new Map<string, Promise<T>>();
  return (key: string, work: () => Promise<T>): Promise<T> => {
    const current = running.get(key);
    if (current) return current;
    const started = work().finally(() => running.delete(key));
    running.set(key, started);
    return started;
  };
}
