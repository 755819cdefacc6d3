import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { projects, projectViews } from '../../db/schema/index.js';

export type ProjectRow = typeof projects.$inferSelect;
export type NewProject = typeof projects.$inferInsert;
export type ProjectChanges = Partial<Omit<NewProject, 'id' | 'ownerId'>>;

export async function insertProject(db: DbOrTx, values: NewProject): Promise<ProjectRow> {
  const [row] = await db.insert(projects).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function findProjectById(db: DbOrTx, id: string): Promise<ProjectRow | undefined> {
  const [row] = await db.select().from(projects).where(eq(projects.id, id)).limit(1);
  return row;
}

/** Locks the row until the transaction ends: transitions on one project run one at a time. */
export async function lockProject(db: DbOrTx, id: string): Promise<ProjectRow | undefined> {
  const [row] = await db.select().from(projects).where(eq(projects.id, id)).limit(1).for('update');
  return row;
}

export async function updateProject(
  db: DbOrTx,
  id: string,
  values: ProjectChanges,
): Promise<ProjectRow> {
  const [row] = await db.update(projects).set(values).where(eq(projects.id, id)).returning();
  if (!row) throw new Error('project vanished');
  return row;
}

/**
 * Records a view unless this viewer was counted for the project in the last `windowMs`;
 * the conditional upsert makes two simultaneous calls count once. Returns true when counted.
 */
export async function countView(
  db: DbOrTx,
  projectId: string,
  viewerKey: string,
  windowMs: number,
): Promise<boolean> {
  const since = new Date(Date.now() - windowMs);
  const rows = await db
    .insert(projectViews)
    .values({ projectId, viewerKey, viewedAt: new Date() })
    .onConflictDoUpdate({
      target: [projectViews.projectId, projectViews.viewerKey],
      set: { viewedAt: new Date() },
      setWhere: sql`${projectViews.viewedAt} <= ${since.toISOString()}::timestamptz`,
    })
    .returning({ projectId: projectViews.projectId });
  if (rows.length === 0) return false;
  await db
    .update(projects)
    .set({ views: sql`${projects.views} + 1` })
    .where(eq(projects.id, projectId));
  return true;
}
