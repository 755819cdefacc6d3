import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { projects, reports, users } from '../../db/schema/index.js';
import { shownPseudo } from '../../db/shown-pseudo.js';

export type ReportRow = typeof reports.$inferSelect;

export async function insertReport(
  db: DbOrTx,
  values: typeof reports.$inferInsert,
): Promise<ReportRow> {
  const [row] = await db.insert(reports).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

/**
 * Open reports newest first, or handled ones most recently handled first: both orders walk
 * reports_open_idx (handled_at, created_at desc).
 */
export async function listReports(db: DbOrTx, handled: boolean, limit: number, offset: number) {
  return db
    .select({
      id: reports.id,
      message: reports.message,
      createdAt: reports.createdAt,
      handledAt: reports.handledAt,
      projectId: projects.id,
      projectTitle: projects.title,
      projectStatut: projects.statut,
      reporterPseudo: shownPseudo(),
    })
    .from(reports)
    .innerJoin(projects, eq(projects.id, reports.projectId))
    .innerJoin(users, eq(users.id, reports.reporterId))
    .where(handled ? isNotNull(reports.handledAt) : isNull(reports.handledAt))
    .orderBy(
      ...(handled
        ? [sql`${reports.handledAt} desc nulls first`, sql`${reports.createdAt} asc nulls first`]
        : [sql`${reports.createdAt} desc nulls last`]),
    )
    .limit(limit)
    .offset(offset);
}

/** Marks an open report handled; false when unknown or already handled. */
export async function markHandled(db: DbOrTx, id: string): Promise<boolean> {
  const rows = await db
    .update(reports)
    .set({ handledAt: new Date() })
    .where(and(eq(reports.id, id), isNull(reports.handledAt)))
    .returning({ id: reports.id });
  return rows.length === 1;
}
