import { and, desc, eq, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { dataExports, users } from '../../db/schema/index.js';

export type ExportRow = typeof dataExports.$inferSelect;

export async function insertExport(db: DbOrTx, userId: string): Promise<ExportRow> {
  const [row] = await db.insert(dataExports).values({ userId }).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function latestExport(db: DbOrTx, userId: string): Promise<ExportRow | undefined> {
  const [row] = await db
    .select()
    .from(dataExports)
    .where(eq(dataExports.userId, userId))
    .orderBy(desc(dataExports.createdAt))
    .limit(1);
  return row;
}

export async function findExport(db: DbOrTx, id: string): Promise<ExportRow | undefined> {
  const [row] = await db.select().from(dataExports).where(eq(dataExports.id, id)).limit(1);
  return row;
}

/** Serialises the requests of one person (two at once cannot both pass the daily check). */
export async function lockUser(db: DbOrTx, userId: string): Promise<void> {
  await db.execute(sql`select 1 from ${users} where ${users.id} = ${userId} for update`);
}

export interface ClaimedExport {
  id: string;
  userId: string;
  attempts: number;
  pseudo: string;
}

/**
 * Claims one due pending export for this worker (FOR UPDATE SKIP LOCKED, like the mail outbox):
 * stamps the claim, counts the attempt and moves `next_attempt_at` one lease ahead, so a worker
 * that dies leaves it for another once the lease ends.
 */
export async function claimDueExport(
  db: DbOrTx,
  claimToken: string,
  leaseMs: number,
): Promise<ClaimedExport | undefined> {
  const result = await db.execute(sql`
    with due as (
      select id from ${dataExports}
      where status = 'pending' and next_attempt_at <= now()
      order by next_attempt_at
      limit 1
      for update skip locked
    )
    update ${dataExports} e
    set claim_token = ${claimToken}, attempts = e.attempts + 1,
      next_attempt_at = now() + ${`${leaseMs} milliseconds`}::interval
    from due, ${users} u
    where e.id = due.id and u.id = e.user_id
    returning e.id, e.user_id, e.attempts, u.pseudo`);
  type Claimed = { id: string; user_id: string; attempts: number; pseudo: string };
  const rows = (result as unknown as { rows?: Claimed[] }).rows ?? (result as unknown as Claimed[]);
  const row = rows[0];
  return row
    ? { id: row.id, userId: row.user_id, attempts: Number(row.attempts), pseudo: row.pseudo }
    : undefined;
}

/** Marks a claimed export ready; false when the claim was lost meanwhile. */
export async function markReady(
  db: DbOrTx,
  id: string,
  claimToken: string,
  values: { fileKey: string; sizeBytes: number; readyAt: Date; expiresAt: Date },
): Promise<boolean> {
  const rows = await db
    .update(dataExports)
    .set({ ...values, status: 'ready', claimToken: null, lastError: null })
    .where(
      and(
        eq(dataExports.id, id),
        eq(dataExports.claimToken, claimToken),
        eq(dataExports.status, 'pending'),
      ),
    )
    .returning({ id: dataExports.id });
  return rows.length === 1;
}

export async function markAttemptFailed(
  db: DbOrTx,
  id: string,
  claimToken: string,
  values: { error: string; retryInMs: number | null },
): Promise<void> {
  await db
    .update(dataExports)
    .set({
      lastError: values.error,
      claimToken: null,
      ...(values.retryInMs === null
        ? { status: 'failed' }
        : { nextAttemptAt: sql`now() + ${`${values.retryInMs} milliseconds`}::interval` }),
    })
    .where(and(eq(dataExports.id, id), eq(dataExports.claimToken, claimToken)));
}

/** Ready exports past their 7 days: their files are removed, then they are marked expired. */
export const expiredExports = (db: DbOrTx, now: Date) =>
  db
    .select({ id: dataExports.id, fileKey: dataExports.fileKey })
    .from(dataExports)
    .where(and(eq(dataExports.status, 'ready'), lte(dataExports.expiresAt, now)))
    .limit(100);

export async function markExpired(db: DbOrTx, id: string): Promise<void> {
  await db
    .update(dataExports)
    .set({ status: 'expired', fileKey: null })
    .where(eq(dataExports.id, id));
}

/** Every export file of a person (her account is being deleted). */
export const exportFilesOf = (db: DbOrTx, userId: string) =>
  db
    .select({ id: dataExports.id, fileKey: dataExports.fileKey })
    .from(dataExports)
    .where(eq(dataExports.userId, userId));

export async function forgetExports(db: DbOrTx, userId: string): Promise<void> {
  await db.delete(dataExports).where(eq(dataExports.userId, userId));
}
