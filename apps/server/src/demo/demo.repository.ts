import { eq, inArray, sql, type SQL } from 'drizzle-orm';
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
  notifications,
  offers,
  payments,
  projects,
  reports,
  reviews,
  roomMembers,
  socials,
  userPacks,
  users,
} from '../db/schema/index.js';
import { roomGroup } from '../modules/offers/messages.service.js';
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

export async function insertPayments(tx: DbOrTx, rows: (typeof payments.$inferInsert)[]) {
  if (rows.length === 0) return [];
  return tx.insert(payments).values(rows).returning();
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

/**
 * The bell's history, as the events' notify() calls would have left it: offers received,
 * attributions and their answers, publications, reviews, and the unread conversations (one
 * notification per room, grouped like the live one so that opening the conversation reads it).
 * Read after 3 days; the recent ones, the attributions still waiting for an answer and the
 * unread rooms are unread. In-app only: no mail is queued for the past.
 */
export async function insertNotificationHistory(tx: DbOrTx) {
  const party = (offerId: SQL, projectId: SQL, title: SQL, from: SQL, extra = sql``) =>
    sql`jsonb_build_object('offerId', ${offerId}::text, 'projectId', ${projectId}::text,
      'projectTitle', ${title}, 'fromPseudo', ${from} ${extra})`;
  const readIfOld = sql`case when not waiting and at < now() - interval '3 days'
    then at + interval '2 hours' end`;
  const events = sql`
    select p.owner_id as recipient, 'offer_received' as type, o.id as key, o.created_at as at,
      false as waiting,
      ${party(sql`o.id`, sql`p.id`, sql`p.title`, sql`a.pseudo`, sql`, 'amountCents', o.amount_cents`)} as data
    from ${offers} o join ${projects} p on p.id = o.project_id join ${users} a on a.id = o.user_id
    union all
    select o.user_id, 'offer_attributed', o.id,
      least(o.created_at + interval '20 hours', now() - interval '4 hours'),
      o.statut = 'preSelect',
      ${party(sql`o.id`, sql`p.id`, sql`p.title`, sql`w.pseudo`)}
    from ${offers} o join ${projects} p on p.id = o.project_id join ${users} w on w.id = p.owner_id
    where o.statut in ('preSelect', 'select', 'declined')
    union all
    select p.owner_id, case o.statut when 'select' then 'attribution_accepted'
        else 'attribution_declined' end, o.id,
      least(o.created_at + interval '1 day', now() - interval '2 hours'), false,
      ${party(sql`o.id`, sql`p.id`, sql`p.title`, sql`a.pseudo`)}
    from ${offers} o join ${projects} p on p.id = o.project_id join ${users} a on a.id = o.user_id
    where o.statut in ('select', 'declined')
    union all
    select p.owner_id, 'project_published', p.id, p.published_at, false,
      jsonb_build_object('projectId', p.id::text, 'projectTitle', p.title)
    from ${projects} p where p.published_at is not null
    union all
    select r.target_id, 'review_received', r.id, r.visible_at, false,
      ${party(sql`r.offer_id`, sql`p.id`, sql`p.title`, sql`a.pseudo`, sql`, 'path', '/collab/' || r.offer_id`)}
    from ${reviews} r join ${offers} o on o.id = r.offer_id
      join ${projects} p on p.id = o.project_id join ${users} a on a.id = r.author_id
    where r.visible_at <= now()`;
  await tx.execute(sql`
    insert into ${notifications} (recipient_id, type, data, event_key, read_at, created_at)
    select recipient, type, data, type || ':' || key, ${readIfOld}, at
    from (${events}) e`);
  await tx.execute(sql`
    insert into ${notifications} (recipient_id, type, data, event_key, group_key, created_at)
    select m.user_id, 'message_received',
      ${party(sql`o.id`, sql`p.id`, sql`p.title`, sql`f.pseudo`)},
      'message_received:demo-' || o.id, ${roomGroup('')} || o.id, m.last_message_at
    from ${roomMembers} m join ${offers} o on o.id = m.offer_id
      join ${projects} p on p.id = o.project_id join ${users} f on f.id = m.other_id
    where not m.read`);
}
