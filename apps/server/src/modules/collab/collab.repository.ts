import { and, asc, desc, eq, isNotNull, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.js';
import {
  collabDeliverables,
  collabEvents,
  collaborations,
  contractSignatures,
  contractVersions,
  legalIdentities,
  offers,
  projects,
  users,
} from '../../db/schema/index.js';
import { shownPseudo } from '../../db/shown-pseudo.js';

const owner = alias(users, 'collab_owner');
const author = alias(users, 'collab_author');

export type CollabRow = typeof collaborations.$inferSelect;
export type VersionRow = typeof contractVersions.$inferSelect;
export type SignatureRow = typeof contractSignatures.$inferSelect;
export type DeliverableRow = typeof collabDeliverables.$inferSelect;
export type IdentityRow = typeof legalIdentities.$inferSelect;

/** The offer, its project and both parties: who may enter the space. */
export async function findOfferParties(db: DbOrTx, offerId: string) {
  const [row] = await db
    .select({
      offerId: offers.id,
      offerStatut: offers.statut,
      amountCents: offers.amountCents,
      tax: offers.tax,
      projectId: projects.id,
      projectTitle: projects.title,
      ownerId: projects.ownerId,
      authorId: offers.userId,
      ownerPseudo: shownPseudo(owner),
      ownerName: owner.name,
      ownerPhoto: owner.photoProfile,
      ownerEmail: owner.email,
      authorPseudo: shownPseudo(author),
      authorName: author.name,
      authorPhoto: author.photoProfile,
      authorEmail: author.email,
    })
    .from(offers)
    .innerJoin(projects, eq(projects.id, offers.projectId))
    .innerJoin(owner, eq(owner.id, projects.ownerId))
    .innerJoin(author, eq(author.id, offers.userId))
    .where(eq(offers.id, offerId));
  return row;
}
export type OfferParties = NonNullable<Awaited<ReturnType<typeof findOfferParties>>>;

/** Creates the collaboration once; true when this call created it. */
export async function ensureCollab(
  db: DbOrTx,
  values: { offerId: string; projectId: string; ownerId: string; authorId: string },
): Promise<boolean> {
  const rows = await db
    .insert(collaborations)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: collaborations.offerId });
  return rows.length === 1;
}

export async function findCollab(db: DbOrTx, offerId: string, lock = false) {
  const query = db.select().from(collaborations).where(eq(collaborations.offerId, offerId));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function updateCollab(
  db: DbOrTx,
  offerId: string,
  values: Partial<
    Pick<CollabRow, 'version' | 'signedAt' | 'signedVersion' | 'valueHtCents' | 'completedAt'>
  >,
) {
  await db.update(collaborations).set(values).where(eq(collaborations.offerId, offerId));
}

export async function findVersion(db: DbOrTx, offerId: string, version: number) {
  const [row] = await db
    .select()
    .from(contractVersions)
    .where(and(eq(contractVersions.offerId, offerId), eq(contractVersions.version, version)));
  return row;
}

/** Every version of a collaboration, newest first, without their PDFs. */
export async function listVersions(db: DbOrTx, offerId: string) {
  return db
    .select({
      version: contractVersions.version,
      createdAt: contractVersions.createdAt,
      signedSha256: contractVersions.signedSha256,
    })
    .from(contractVersions)
    .where(eq(contractVersions.offerId, offerId))
    .orderBy(desc(contractVersions.version));
}

export async function insertVersion(db: DbOrTx, values: typeof contractVersions.$inferInsert) {
  await db.insert(contractVersions).values(values);
}

export async function updateVersion(
  db: DbOrTx,
  offerId: string,
  version: number,
  values: Partial<
    Pick<VersionRow, 'parties' | 'documentKey' | 'documentSha256' | 'signedKey' | 'signedSha256'>
  >,
) {
  await db
    .update(contractVersions)
    .set(values)
    .where(and(eq(contractVersions.offerId, offerId), eq(contractVersions.version, version)));
}

/** Versions whose PDF bytes are still in the database (written before the storage held them). */
export async function listVersionsWithPdfBytes(db: DbOrTx, limit: number) {
  return db
    .select({
      offerId: contractVersions.offerId,
      version: contractVersions.version,
      documentPdf: contractVersions.documentPdf,
      documentKey: contractVersions.documentKey,
      signedPdf: contractVersions.signedPdf,
      signedKey: contractVersions.signedKey,
    })
    .from(contractVersions)
    .where(or(isNotNull(contractVersions.documentPdf), isNotNull(contractVersions.signedPdf)))
    .orderBy(asc(contractVersions.offerId), asc(contractVersions.version))
    .limit(limit);
}

/** One PDF of a version now in the storage: its key kept, its bytes dropped from the row. */
export async function setVersionPdfKey(
  db: DbOrTx,
  offerId: string,
  version: number,
  which: 'document' | 'signed',
  key: string,
) {
  await db
    .update(contractVersions)
    .set(
      which === 'document'
        ? { documentKey: key, documentPdf: null }
        : { signedKey: key, signedPdf: null },
    )
    .where(and(eq(contractVersions.offerId, offerId), eq(contractVersions.version, version)));
}

export async function listSignatures(db: DbOrTx, offerId: string, version: number) {
  return db
    .select({
      role: contractSignatures.role,
      userId: contractSignatures.userId,
      pseudo: shownPseudo(),
      fullName: contractSignatures.fullName,
      version: contractSignatures.version,
      ip: contractSignatures.ip,
      userAgent: contractSignatures.userAgent,
      documentSha256: contractSignatures.documentSha256,
      signedAt: contractSignatures.signedAt,
    })
    .from(contractSignatures)
    .innerJoin(users, eq(users.id, contractSignatures.userId))
    .where(and(eq(contractSignatures.offerId, offerId), eq(contractSignatures.version, version)))
    .orderBy(asc(contractSignatures.signedAt));
}
export type SignatureView = Awaited<ReturnType<typeof listSignatures>>[number];

export async function insertSignature(db: DbOrTx, values: typeof contractSignatures.$inferInsert) {
  await db.insert(contractSignatures).values(values);
}

export async function listDeliverables(db: DbOrTx, offerId: string) {
  return db
    .select()
    .from(collabDeliverables)
    .where(eq(collabDeliverables.offerId, offerId))
    .orderBy(asc(collabDeliverables.index));
}

export async function replaceDeliverables(db: DbOrTx, offerId: string, count: number) {
  await db.delete(collabDeliverables).where(eq(collabDeliverables.offerId, offerId));
  if (count === 0) return;
  await db
    .insert(collabDeliverables)
    .values(Array.from({ length: count }, (_, index) => ({ offerId, index })));
}

export async function findDeliverable(db: DbOrTx, offerId: string, index: number) {
  const [row] = await db
    .select()
    .from(collabDeliverables)
    .where(and(eq(collabDeliverables.offerId, offerId), eq(collabDeliverables.index, index)))
    .for('update');
  return row;
}

export async function updateDeliverable(
  db: DbOrTx,
  offerId: string,
  index: number,
  values: Partial<Omit<DeliverableRow, 'offerId' | 'index'>>,
) {
  await db
    .update(collabDeliverables)
    .set(values)
    .where(and(eq(collabDeliverables.offerId, offerId), eq(collabDeliverables.index, index)));
}

export async function insertEvent(
  db: DbOrTx,
  values: { offerId: string; actorId: string | null; type: string; detail?: object },
) {
  // Later than every event of the collaboration so far, so that two events of one transaction
  // (the last approval and the completion) keep their order in the history: the transaction's
  // now() is the same for both, and clock_timestamp() can repeat where the clock is coarse
  // (PGlite's, seen in CI: the completion listed before the approval).
  const after = sql`(select max(e.created_at) + interval '1 microsecond'
    from collab_events e where e.offer_id = ${values.offerId})`;
  await db.insert(collabEvents).values({
    ...values,
    detail: values.detail ?? {},
    createdAt: sql`greatest(clock_timestamp(), ${after})`,
  });
}

export async function listEvents(db: DbOrTx, offerId: string) {
  return db
    .select({
      type: collabEvents.type,
      actor: shownPseudo(),
      detail: collabEvents.detail,
      at: collabEvents.createdAt,
    })
    .from(collabEvents)
    .leftJoin(users, eq(users.id, collabEvents.actorId))
    .where(eq(collabEvents.offerId, offerId))
    .orderBy(asc(collabEvents.createdAt), asc(collabEvents.id))
    .limit(500);
}

export async function findIdentity(db: DbOrTx, userId: string) {
  const [row] = await db.select().from(legalIdentities).where(eq(legalIdentities.userId, userId));
  return row;
}

export async function upsertIdentity(
  db: DbOrTx,
  values: Omit<typeof legalIdentities.$inferInsert, 'updatedAt'>,
) {
  const { userId: _userId, ...rest } = values;
  const [row] = await db
    .insert(legalIdentities)
    .values(values)
    .onConflictDoUpdate({
      target: legalIdentities.userId,
      set: { ...rest, updatedAt: new Date() },
    })
    .returning();
  if (!row) throw new Error('upsert returned no row');
  return row;
}

/** The collaborations of a user (either party) not yet completed, with a contract version. */
export async function listOpenCollabIds(db: DbOrTx, userId: string): Promise<string[]> {
  const rows = await db
    .select({ offerId: collaborations.offerId })
    .from(collaborations)
    .where(
      and(
        or(eq(collaborations.ownerId, userId), eq(collaborations.authorId, userId)),
        sql`${collaborations.completedAt} is null`,
        sql`${collaborations.version} > 0`,
      ),
    );
  return rows.map((r) => r.offerId);
}

/** This year's (Europe/Paris) signed value of the pair's other collaborations, HT cents. */
export async function pairYearTotal(
  db: DbOrTx,
  ownerId: string,
  authorId: string,
  exceptOfferId: string,
): Promise<number> {
  const [row] = await db
    .select({
      total: sql<string>`coalesce(sum(${collaborations.valueHtCents}), 0)`,
    })
    .from(collaborations)
    .where(
      and(
        eq(collaborations.ownerId, ownerId),
        eq(collaborations.authorId, authorId),
        isNotNull(collaborations.signedAt),
        ne(collaborations.offerId, exceptOfferId),
        sql`extract(year from ${collaborations.signedAt} at time zone 'Europe/Paris') = extract(year from now() at time zone 'Europe/Paris')`,
      ),
    );
  return Number(row?.total ?? 0);
}

/** The viewer's collaborations, newest first (optionally those of one project). */
export async function listMine(db: DbOrTx, userId: string, projectId?: string) {
  return db
    .select({
      idOffer: collaborations.offerId,
      idProject: collaborations.projectId,
      projectTitle: projects.title,
      ownerId: collaborations.ownerId,
      authorId: collaborations.authorId,
      ownerPseudo: shownPseudo(owner),
      authorPseudo: shownPseudo(author),
    })
    .from(collaborations)
    .innerJoin(projects, eq(projects.id, collaborations.projectId))
    .innerJoin(owner, eq(owner.id, collaborations.ownerId))
    .innerJoin(author, eq(author.id, collaborations.authorId))
    .where(
      and(
        or(eq(collaborations.ownerId, userId), eq(collaborations.authorId, userId)),
        projectId ? eq(collaborations.projectId, projectId) : undefined,
      ),
    )
    .orderBy(desc(collaborations.createdAt))
    .limit(100);
}

/** Accepted offers of the viewer with no collaboration row yet (listed too). */
export async function listAcceptedWithoutCollab(db: DbOrTx, userId: string, projectId?: string) {
  return db
    .select({
      idOffer: offers.id,
      idProject: projects.id,
      projectTitle: projects.title,
      ownerId: projects.ownerId,
      authorId: offers.userId,
      ownerPseudo: shownPseudo(owner),
      authorPseudo: shownPseudo(author),
    })
    .from(offers)
    .innerJoin(projects, eq(projects.id, offers.projectId))
    .innerJoin(owner, eq(owner.id, projects.ownerId))
    .innerJoin(author, eq(author.id, offers.userId))
    .leftJoin(collaborations, eq(collaborations.offerId, offers.id))
    .where(
      and(
        eq(offers.statut, 'select'),
        sql`${collaborations.offerId} is null`,
        or(eq(offers.userId, userId), eq(projects.ownerId, userId)),
        projectId ? eq(projects.id, projectId) : undefined,
      ),
    )
    .limit(100);
}
