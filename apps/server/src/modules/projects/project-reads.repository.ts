import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { ProjectStatus } from '@kollabo/shared';
import type { Db } from '../../db/client.js';
import { preparedOnce } from '../../db/prepared.js';
import { createBatchLoader } from '../../lib/batch-loader.js';
import { projects, userPacks, users } from '../../db/schema/index.js';
import { DELETED, shownPseudo } from '../../db/shown-pseudo.js';

// The two hot reads keep their SQL text built once (drizzle's query building costs more than
// the query itself here). The detail is also a named statement planned once per connection.

// Keyed by the JSON of {id, viewerId} for the batch loader: every (project, viewer) pair asked
// during one turn of the event loop is answered by this one statement. The service checks the
// id is a uuid first: one malformed id must not fail the others' batch.
const detailQuery = (db: Db) =>
  db
    .select({
      key: sql<string>`k.key`,
      project: projects,
      author: {
        pseudo: shownPseudo(),
        name: users.name,
        tradeName: users.tradeName,
        statut: users.statut,
        feminine: users.feminine,
        categorie: users.categorie,
        phone: users.phone,
        photoProfile: users.photoProfile,
        lastConnect: users.lastConnect,
      },
      authorDeleted: sql<boolean>`${users.deletedAt} is not null`,
      authorPackType: userPacks.type,
      authorPackExpire: userPacks.expireDate,
      // The viewer's own fact rides along (false for visitors).
      viewerHasVerifiedSocial: sql<boolean>`exists (select 1 from socials vs
        where vs.user_id = k.viewer_id and vs.verified)`,
      // A party of a project under a moderation restriction still reaches it (false for visitors).
      viewerHasOffer: sql<boolean>`exists (select 1 from offers vo
        where vo.project_id = k.id and vo.user_id = k.viewer_id)`,
      // The viewer's conversation that stays open once the selection ended: the
      // attributed offer (preSelect or select) when the viewer is its author or the owner, with
      // the other party's displayed name.
      attributedChat: sql<{ idOffer: string; withName: string } | null>`(select json_build_object(
          'idOffer', o.id,
          'withName', case when o.user_id = k.viewer_id
            then coalesce(nullif(${users.name}, ''), ${shownPseudo()})
            else coalesce(nullif(ou.name, ''), case when ou.deleted_at is null then ou.pseudo else ${DELETED} end) end)
        from offers o join users ou on ou.id = o.user_id
        where o.project_id = k.id and o.statut in ('preSelect', 'select')
          and (o.user_id = k.viewer_id or ${projects.ownerId} = k.viewer_id)
        limit 1)`,
    })
    .from(
      sql`unnest(${sql.placeholder('keys')}::text[], ${sql.placeholder('ids')}::uuid[],
        ${sql.placeholder('viewers')}::uuid[]) as k(key, id, viewer_id)`,
    )
    .innerJoin(projects, sql`${projects.id} = k.id`)
    .innerJoin(users, eq(users.id, projects.ownerId))
    .leftJoin(userPacks, eq(userPacks.userId, projects.ownerId));

type DetailRow = Omit<
  Awaited<ReturnType<ReturnType<typeof detailQuery>['execute']>>[number],
  'key'
>;
type DetailKey = { id: string; viewerId: string | null };

const detailLoader = (db: Db) =>
  preparedOnce(db, 'project_detail_loader', () => {
    const statement = detailQuery(db).prepare('project_detail');
    return createBatchLoader<string, DetailRow>(async (keys) => {
      const pairs = keys.map((key): DetailKey => JSON.parse(key) as DetailKey);
      const rows = await statement.execute({
        keys,
        ids: pairs.map((pair) => pair.id),
        viewers: pairs.map((pair) => pair.viewerId),
      });
      return new Map(rows.map(({ key, ...row }) => [key, row]));
    });
  });

/**
 * The project with its author's public card and pack, and whether the viewer (null for a
 * visitor) has a verified network: one round trip, shared by the reads arriving together.
 */
export function findProjectWithAuthor(db: Db, id: string, viewerId: string | null) {
  return detailLoader(db).load(JSON.stringify({ id, viewerId } satisfies DetailKey));
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

/** Which filters are present: one prepared statement per shape (32 at most). */
export interface OwnerListShape {
  statuses: boolean;
  budgets: boolean;
  profiles: boolean;
  name: boolean;
  newestFirst: boolean;
}

export const shapeOf = (filters: OwnerListFilters): OwnerListShape => ({
  statuses: filters.statuses.length > 0,
  budgets: filters.budgets.length > 0,
  profiles: filters.profiles.length > 0,
  name: Boolean(filters.name),
  newestFirst: filters.newestFirst,
});

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The placeholder values of ownerProjectsQuery. */
export const ownerProjectsValues = (ownerId: string, filters: OwnerListFilters) => ({
  ownerId,
  statuses: filters.statuses,
  budgets: filters.budgets,
  profiles: filters.profiles,
  name: `%${escapeLike(filters.name ?? '')}%`,
  limit: filters.limit,
  offset: filters.offset,
});

/**
 * The owner's projects, served by projects_owner_created_idx (owner_id, created_at desc, id)
 * in both directions; the other filters apply to the owner's rows only.
 */
export function ownerProjectsQuery(db: Db, shape: OwnerListShape) {
  const conditions: SQL[] = [eq(projects.ownerId, sql.placeholder('ownerId'))];
  if (shape.statuses) {
    conditions.push(sql`${projects.statut} = any(${sql.placeholder('statuses')}::text[])`);
  }
  if (shape.budgets) {
    conditions.push(sql`${projects.budget} = any(${sql.placeholder('budgets')}::text[])`);
  }
  if (shape.profiles) {
    conditions.push(sql`${projects.profilSearch} @> ${sql.placeholder('profiles')}::text[]`);
  }
  if (shape.name) {
    conditions.push(sql`lower(${projects.title}) like ${sql.placeholder('name')}`);
  }
  // The exact index order (created_at DESC NULLS LAST, id) or its exact reverse, so the plan
  // reads the index in order instead of sorting the owner's rows.
  const order = shape.newestFirst
    ? [sql`${projects.createdAt} desc nulls last`, asc(projects.id)]
    : [sql`${projects.createdAt} asc nulls first`, desc(projects.id)];
  return db
    .select()
    .from(projects)
    .where(and(...conditions))
    .orderBy(...order)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'));
}

export async function listOwnerProjects(db: Db, ownerId: string, filters: OwnerListFilters) {
  const shape = shapeOf(filters);
  const mask = Object.values(shape).reduce((bits, on, i) => bits | (on ? 1 << i : 0), 0);
  // The SQL text is built once per shape, but sent as an unnamed statement: PostgreSQL then
  // plans it with the real owner. A named statement would switch to a generic plan made for
  // the average owner (about ten projects), which sorts every row of an owner who has
  // thousands (measured 7-35 ms instead of 0.2-2 ms for an owner with 5,000 projects).
  const statement = preparedOnce(db, `my_projects_${mask}`, () =>
    ownerProjectsQuery(db, shape).prepare(''),
  );
  return statement.execute(ownerProjectsValues(ownerId, filters));
}
