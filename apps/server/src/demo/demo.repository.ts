import { eq, inArray, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client.js';
import {
  collabDeliverables,
  collabEvents,
  collaborations,
  contractSignatures,
  contractVersions,
  coupons,
  favourites,
  legalIdentities,
  messages,
  offers,
  projects,
  reports,
  reviews,
  roomMembers,
  socials,
  userPacks,
  users,
} from '../db/schema/index.js';
import { DEMO_LOGINS, type DemoPseudos } from './demo-accounts.js';

// The demo's writes: rows inserted as they would be after months of use (statuses, counters and
// dates set directly, in one transaction), which no API does in one go.

/** Whether the demo marketplace is in this database (its owner account exists). */
export async function isDemoLoaded(db: Db): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, DEMO_LOGINS.owner))
    .limit(1);
  return rows.length > 0;
}

/** The demo accounts' pseudos, or null without demo data. */
export async function demoPseudos(db: Db): Promise<DemoPseudos | null> {
  const rows = await db
    .select({ email: users.email, pseudo: users.pseudo })
    .from(users)
    .where(
      inArray(sql`lower(${users.email})`, [
        DEMO_LOGINS.owner,
        DEMO_LOGINS.influencer,
        DEMO_LOGINS.admin,
      ]),
    );
  const pseudoOf = (email: string) => rows.find((r) => r.email.toLowerCase() === email)?.pseudo;
  const owner = pseudoOf(DEMO_LOGINS.owner);
  const influencer = pseudoOf(DEMO_LOGINS.influencer);
  const admin = pseudoOf(DEMO_LOGINS.admin);
  return owner && influencer && admin ? { owner, influencer, admin } : null;
}

/** Number of accounts: the demo fills only an empty database. */
export async function countUsers(db: Db): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
  return row?.n ?? 0;
}

export type NewUser = typeof users.$inferInsert;
export type NewSocial = typeof socials.$inferInsert;
export type NewProject = typeof projects.$inferInsert;
export type NewOffer = typeof offers.$inferInsert;
export type NewMessage = typeof messages.$inferInsert;
export type NewRoomMember = typeof roomMembers.$inferInsert;

export async function insertUsers(tx: DbOrTx, rows: NewUser[]) {
  return tx.insert(users).values(rows).returning({ id: users.id, pseudo: users.pseudo });
}

export async function insertSocials(tx: DbOrTx, rows: NewSocial[]) {
  if (rows.length > 0) await tx.insert(socials).values(rows);
}

export async function insertPacks(tx: DbOrTx, rows: (typeof userPacks.$inferInsert)[]) {
  if (rows.length > 0) await tx.insert(userPacks).values(rows);
}

export async function insertProjects(tx: DbOrTx, rows: NewProject[]) {
  return tx.insert(projects).values(rows).returning({ id: projects.id });
}

export async function insertOffers(tx: DbOrTx, rows: NewOffer[]) {
  if (rows.length === 0) return [];
  return tx.insert(offers).values(rows).returning({ id: offers.id });
}

export async function insertMessages(tx: DbOrTx, rows: NewMessage[]) {
  if (rows.length > 0) await tx.insert(messages).values(rows);
}

export async function insertRoomMembers(tx: DbOrTx, rows: NewRoomMember[]) {
  if (rows.length > 0) await tx.insert(roomMembers).values(rows);
}

/** Favourites, then each liked profile's counter from the rows (as the favourites module keeps it). */
export async function insertFavourites(
  tx: DbOrTx,
  rows: { userId: string; likedId: string; createdAt: Date }[],
) {
  if (rows.length === 0) return;
  await tx.insert(favourites).values(rows).onConflictDoNothing();
  await tx.execute(sql`update ${users} u set in_favorize = f.n
    from (select liked_id, count(*)::int as n from ${favourites} group by liked_id) f
    where f.liked_id = u.id`);
}

export async function insertReports(tx: DbOrTx, rows: (typeof reports.$inferInsert)[]) {
  if (rows.length > 0) await tx.insert(reports).values(rows);
}

export async function insertCoupon(tx: DbOrTx, row: typeof coupons.$inferInsert) {
  await tx.insert(coupons).values(row);
}

/** The collaborations' rows, parents first (each table in one statement). */
export async function insertCollabRows(
  tx: DbOrTx,
  rows: {
    identities: (typeof legalIdentities.$inferInsert)[];
    collaborations: (typeof collaborations.$inferInsert)[];
    versions: (typeof contractVersions.$inferInsert)[];
    signatures: (typeof contractSignatures.$inferInsert)[];
    deliverables: (typeof collabDeliverables.$inferInsert)[];
    events: (typeof collabEvents.$inferInsert)[];
    reviews: (typeof reviews.$inferInsert)[];
  },
) {
  if (rows.identities.length > 0) await tx.insert(legalIdentities).values(rows.identities);
  if (rows.collaborations.length === 0) return;
  await tx.insert(collaborations).values(rows.collaborations);
  if (rows.versions.length > 0) await tx.insert(contractVersions).values(rows.versions);
  if (rows.signatures.length > 0) await tx.insert(contractSignatures).values(rows.signatures);
  if (rows.deliverables.length > 0) await tx.insert(collabDeliverables).values(rows.deliverables);
  if (rows.events.length > 0) await tx.insert(collabEvents).values(rows.events);
  if (rows.reviews.length > 0) await tx.insert(reviews).values(rows.reviews);
}
