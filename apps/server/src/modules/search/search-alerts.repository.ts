import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { searchAlerts, users } from '../../db/schema/index.js';
import { list, rowsOf, type ProjectFilters } from './search.repository.js';

// Saved alerts (search_alerts, Drizzle) and their queues (project_publications and
// search_alert_matches, custom SQL in db/migrations/0011_search_alerts_queue.sql).

export type AlertRow = typeof searchAlerts.$inferSelect;

export function listAlerts(db: DbOrTx, userId: string): Promise<AlertRow[]> {
  return db
    .select()
    .from(searchAlerts)
    .where(eq(searchAlerts.userId, userId))
    .orderBy(asc(searchAlerts.createdAt), asc(searchAlerts.id));
}

/** Locks the user's row: alert creations of one user run one at a time (the limit of 10). */
export async function lockUser(tx: DbOrTx, userId: string): Promise<void> {
  await tx.execute(sql`select 1 from ${users} where ${users.id} = ${userId} for update`);
}

export async function countAlerts(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(searchAlerts)
    .where(eq(searchAlerts.userId, userId));
  return Number(row?.n ?? 0);
}

export async function insertAlert(db: DbOrTx, userId: string, query: unknown): Promise<AlertRow> {
  const [row] = await db.insert(searchAlerts).values({ userId, query }).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function deleteAlert(db: DbOrTx, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(searchAlerts)
    .where(and(eq(searchAlerts.id, id), eq(searchAlerts.userId, userId)))
    .returning({ id: searchAlerts.id });
  return rows.length > 0;
}

// The worker

/** Takes up to `limit` queued publications (each taken by one worker only). */
export async function takePublications(tx: DbOrTx, limit: number): Promise<string[]> {
  const rows = await rowsOf<{ project_id: string }>(
    tx,
    sql`delete from project_publications where project_id in (
        select project_id from project_publications order by queued_at
        limit ${limit} for update skip locked
      ) returning project_id`,
  );
  return rows.map((row) => row.project_id);
}

export async function allAlerts(db: DbOrTx): Promise<AlertRow[]> {
  return db.select().from(searchAlerts).orderBy(asc(searchAlerts.id));
}

/** Which of `ids` are published projects matching the filters, not the alert owner's own. */
export async function matchingProjects(
  db: DbOrTx,
  filters: ProjectFilters,
  ids: string[],
  ownerId: string,
): Promise<string[]> {
  const f = filters;
  const rows = await rowsOf<{ id: string }>(
    db,
    sql`select ps.project_id as id from project_search ps
      join projects p on p.id = ps.project_id
      where ps.project_id = any(${list(ids)}::uuid[]) and p.owner_id <> ${ownerId}
        and ${f.tsq ? sql`ps.tsv @@ (${f.tsq})` : sql`true`}
        and ${f.profil.length ? sql`ps.profils && ${list(f.profil)}::text[]` : sql`true`}
        and ${f.budgetRanks.length ? sql`ps.budget_rank = any(${list(f.budgetRanks)}::int[])` : sql`true`}
        and ${f.secteur.length ? sql`ps.secteur = any(${list(f.secteur)}::text[])` : sql`true`}`,
  );
  return rows.map((row) => row.id);
}

export async function addMatches(db: DbOrTx, alertId: string, projectIds: string[]) {
  if (projectIds.length === 0) return;
  await db.execute(sql`insert into search_alert_matches (alert_id, project_id)
    select ${alertId}::uuid, id from unnest(${list(projectIds)}::uuid[]) as x(id)
    on conflict do nothing`);
}

/** Alerts with matches waiting whose last mail is at least `gapMs` old. */
export async function dueAlertIds(db: DbOrTx, gapMs: number): Promise<string[]> {
  const rows = await rowsOf<{ id: string }>(
    db,
    sql`select a.id from search_alerts a
      where (a.last_mail_at is null or a.last_mail_at <= now() - ${gapMs} * interval '1 millisecond')
        and exists (select 1 from search_alert_matches m where m.alert_id = a.id)
      order by a.id`,
  );
  return rows.map((row) => row.id);
}

/** When the next alert with waiting matches may mail (ms from now), or null. */
export async function nextDueInMs(db: DbOrTx, gapMs: number): Promise<number | null> {
  const [row] = await rowsOf<{ ms: number | null }>(
    db,
    sql`select (extract(epoch from min(a.last_mail_at) + ${gapMs} * interval '1 millisecond'
        - now()) * 1000)::int as ms
      from search_alerts a
      where exists (select 1 from search_alert_matches m where m.alert_id = a.id)`,
  );
  return row?.ms ?? null;
}

/** Locks a due alert for this worker (another worker skips it); undefined if not due any more. */
export async function lockDueAlert(
  tx: DbOrTx,
  id: string,
  gapMs: number,
): Promise<AlertRow | undefined> {
  const [row] = await tx
    .select()
    .from(searchAlerts)
    .where(
      and(
        eq(searchAlerts.id, id),
        sql`(${searchAlerts.lastMailAt} is null
          or ${searchAlerts.lastMailAt} <= now() - ${gapMs} * interval '1 millisecond')`,
      ),
    )
    .for('update', { skipLocked: true });
  return row;
}

/** Takes an alert's waiting matches: the ones still published, newest first. */
export async function takeMatches(
  tx: DbOrTx,
  alertId: string,
): Promise<{ id: string; title: string }[]> {
  return rowsOf<{ id: string; title: string }>(
    tx,
    sql`with taken as (
        delete from search_alert_matches where alert_id = ${alertId} returning project_id
      )
      select p.id, p.title from taken
      join project_search ps on ps.project_id = taken.project_id
      join projects p on p.id = taken.project_id
      order by ps.published_at desc, p.id`,
  );
}

export async function markMailed(tx: DbOrTx, alertId: string): Promise<void> {
  await tx
    .update(searchAlerts)
    .set({ lastMailAt: sql`now()` })
    .where(eq(searchAlerts.id, alertId));
}
