import type { Db, DbOrTx, Tx } from './client.js';

// Work that must wait for a commit (forgetting cached answers, so that a read between the
// write and the commit cannot put the old state back) is queued on the transaction handle.

const pending = new WeakMap<object, (() => void)[]>();

/** Runs `work` in one transaction; what it queued with `afterCommit` runs once it committed. */
export async function transaction<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  const queued: (() => void)[] = [];
  const result = await db.transaction((tx) => {
    pending.set(tx, queued);
    return work(tx);
  });
  for (const task of queued) task();
  return result;
}

/** Runs `task` after the transaction `db` belongs to commits; at once outside `transaction`. */
export function afterCommit(db: DbOrTx, task: () => void): void {
  const queue = pending.get(db);
  if (queue) queue.push(task);
  else task();
}
