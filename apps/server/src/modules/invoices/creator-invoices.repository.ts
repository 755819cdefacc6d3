import { and, desc, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  billingMandateEvents,
  billingMandates,
  collabPayments,
  creatorInvoiceUploads,
  creatorTaxDetails,
  legalIdentities,
  offers,
  projects,
} from '../../db/schema/index.js';

// The creators' side of invoicing: billing mandates and their history, the invoices creators
// upload themselves, and what a creator's invoice reads of other features' tables (the parties'
// legal identities, a company's SIREN from the DAC7 details, a collaboration's payment).

export type MandateRow = typeof billingMandates.$inferSelect;
export type UploadRow = typeof creatorInvoiceUploads.$inferSelect;

export async function findMandate(
  db: DbOrTx,
  userId: string,
  lock = false,
): Promise<MandateRow | undefined> {
  const query = db.select().from(billingMandates).where(eq(billingMandates.userId, userId));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** Her first mandate: false when a concurrent acceptance wrote it first. */
export async function insertMandate(
  db: DbOrTx,
  values: { userId: string; seriesCode: string; acceptedAt: Date },
): Promise<boolean> {
  const rows = await db
    .insert(billingMandates)
    .values({ ...values, updatedAt: new Date() })
    .onConflictDoNothing({ target: billingMandates.userId })
    .returning({ userId: billingMandates.userId });
  return rows.length === 1;
}

export async function setMandateAcceptedAt(db: DbOrTx, userId: string, acceptedAt: Date | null) {
  await db
    .update(billingMandates)
    .set({ acceptedAt, updatedAt: new Date() })
    .where(eq(billingMandates.userId, userId));
}

export async function insertMandateEvent(
  db: DbOrTx,
  values: {
    userId: string;
    action: 'accepted' | 'revoked';
    textSha256: string | null;
    createdAt: Date;
  },
) {
  await db.insert(billingMandateEvents).values(values);
}

/** Her acceptances and revocations, newest first (billing_mandate_events_user_idx). */
export async function listMandateEvents(db: DbOrTx, userId: string, limit = 50) {
  return db
    .select({ action: billingMandateEvents.action, at: billingMandateEvents.createdAt })
    .from(billingMandateEvents)
    .where(eq(billingMandateEvents.userId, userId))
    .orderBy(desc(billingMandateEvents.createdAt), desc(billingMandateEvents.id))
    .limit(limit);
}

/** A party's legal identity (the collaboration's contract names her so). */
export async function findLegalIdentity(db: DbOrTx, userId: string) {
  const [row] = await db.select().from(legalIdentities).where(eq(legalIdentities.userId, userId));
  return row;
}

/** The SIREN (or SIRET) a creator gave with her DAC7 details, if any. */
export async function findTaxSiren(db: DbOrTx, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ siren: creatorTaxDetails.siren })
    .from(creatorTaxDetails)
    .where(eq(creatorTaxDetails.userId, userId));
  return row?.siren || null;
}

/** The project a collaboration (an accepted offer) belongs to: the service's description. */
export async function findProjectTitle(db: DbOrTx, offerId: string): Promise<string> {
  const [row] = await db
    .select({ title: projects.title })
    .from(offers)
    .innerJoin(projects, eq(projects.id, offers.projectId))
    .where(eq(offers.id, offerId));
  return row?.title ?? '';
}

/** What the invoice of a collaboration depends on in its payment (none before a checkout). */
export async function findPaymentState(db: DbOrTx, offerId: string, lock = false) {
  const query = db
    .select({
      status: collabPayments.status,
      amountCents: collabPayments.amountCents,
      creatorCents: collabPayments.creatorCents,
      cancelledAt: collabPayments.cancelledAt,
    })
    .from(collabPayments)
    .where(eq(collabPayments.offerId, offerId));
  // Locked like the release locks it: an upload and a release of one collaboration never cross.
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function findUpload(
  db: DbOrTx,
  offerId: string,
  lock = false,
): Promise<UploadRow | undefined> {
  const query = db
    .select()
    .from(creatorInvoiceUploads)
    .where(eq(creatorInvoiceUploads.offerId, offerId));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** Stores her file's key, replacing the previous one (the caller removes that file). */
export async function saveUpload(
  db: DbOrTx,
  values: Pick<UploadRow, 'offerId' | 'uploaderId' | 'filePath' | 'fileName' | 'sizeBytes'>,
): Promise<UploadRow> {
  const now = new Date();
  const { offerId: _offerId, ...changes } = values;
  const [row] = await db
    .insert(creatorInvoiceUploads)
    .values({ ...values, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: creatorInvoiceUploads.offerId,
      set: { ...changes, createdAt: now, updatedAt: now },
    })
    .returning();
  if (!row) throw new Error('creator invoice upload returned nothing');
  return row;
}

/** The brand's first download: true when this call recorded it. */
export async function markUploadDownloaded(db: DbOrTx, offerId: string): Promise<boolean> {
  const rows = await db
    .update(creatorInvoiceUploads)
    .set({ downloadedAt: new Date() })
    .where(
      and(eq(creatorInvoiceUploads.offerId, offerId), isNull(creatorInvoiceUploads.downloadedAt)),
    )
    .returning({ offerId: creatorInvoiceUploads.offerId });
  return rows.length === 1;
}
