import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { ProjectStatus } from '@kollabo/shared';
import type { DbOrTx } from '../../db/client.js';
import { projects, projectViews, userPacks, users } from '../../db/schema/index.js';

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

/** Changes the status only if the owner matches and the status is one of `from` (atomic). */
export async function transitionOwned(
  db: DbOrTx,
  id: string,
  ownerId: string,
  from: readonly ProjectStatus[],
  values: ProjectChanges,
): Promise<ProjectRow | undefined> {
  const [row] = await db
    .update(projects)
    .set(values)
    .where(
      and(eq(projects.id, id), eq(projects.ownerId, ownerId), inArray(projects.statut, [...from])),
    )
    .returning();
  return row;
}

export interface OwnerListFilters {
  statuses: ProjectStatus[];
  budgets: string[];
  /** Every profile here must be sought by the project. */
  profiles: string[];
  /** Lower-cased text searched inside the title. */
  name?: string;
  newestFirst: boolean;
  limit: number;
  offset: number;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The owner's projects, served by projects_owner_created_idx (owner_id, created_at desc, id)
 * in both directions; the other filters apply to the owner's rows only.
 */
export function ownerProjectsQuery(db: DbOrTx, ownerId: string, filters: OwnerListFilters) {
  const conditions: SQL[] = [eq(projects.ownerId, ownerId)];
  if (filters.statuses.length) conditions.push(inArray(projects.statut, filters.statuses));
  if (filters.budgets.length) conditions.push(inArray(projects.budget, filters.budgets));
  for (const profile of filters.profiles) {
    conditions.push(sql`${projects.profilSearch} @> array[${profile}]::text[]`);
  }
  if (filters.name) {
    conditions.push(sql`lower(${projects.title}) like ${`%${escapeLike(filters.name)}%`}`);
  }
  // The exact index order (created_at DESC NULLS LAST, id) or its exact reverse, so the plan
  // reads the index in order instead of sorting the owner's rows.
  const order = filters.newestFirst
    ? [sql`${projects.createdAt} desc nulls last`, asc(projects.id)]
    : [sql`${projects.createdAt} asc nulls first`, desc(projects.id)];
  return db
    .select()
    .from(projects)
    .where(and(...conditions))
    .orderBy(...order)
    .limit(filters.limit)
    .offset(filters.offset);
}

export async function listOwnerProjects(
  db: DbOrTx,
  ownerId: string,
  filters: OwnerListFilters,
): Promise<ProjectRow[]> {
  return ownerProjectsQuery(db, ownerId, filters);
}

/** The project with its author's public card and pack, in one round trip. */
export async function findProjectWithAuthor(db: DbOrTx, id: string) {
  const [row] = await db
    .select({
      project: projects,
      author: {
        pseudo: users.pseudo,
        name: users.name,
        statut: users.statut,
        categorie: users.categorie,
        phone: users.phone,
        photoProfile: users.photoProfile,
        lastConnect: users.lastConnect,
      },
      authorPackType: userPacks.type,
      authorPackExpire: userPacks.expireDate,
    })
    .from(projects)
    .innerJoin(users, eq(users.id, projects.ownerId))
    .leftJoin(userPacks, eq(userPacks.userId, projects.ownerId))
    .where(eq(projects.id, id))
    .limit(1);
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
