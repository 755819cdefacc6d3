import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { projects, users } from '../../db/schema/index.js';
import { shownPseudo } from '../../db/shown-pseudo.js';

/** Publication requests, oldest first (served by projects_statut_created_idx). */
export async function listPending(db: DbOrTx, limit: number, offset: number) {
  return db
    .select({ project: projects, ownerPseudo: shownPseudo(), ownerName: users.name })
    .from(projects)
    .innerJoin(users, eq(users.id, projects.ownerId))
    .where(eq(projects.statut, 'prePublish'))
    .orderBy(asc(projects.createdAt), asc(projects.id))
    .limit(limit)
    .offset(offset);
}
