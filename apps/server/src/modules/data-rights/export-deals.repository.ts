import { and, asc, desc, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.js';
import {
  collabDeliverables,
  collabEvents,
  collabPayments,
  collaborations,
  contractSignatures,
  contractVersions,
  packGrants,
  payments,
  payoutAccounts,
  payoutReleases,
  paymentRefunds,
  projects,
  simulatedAccounts,
  userPacks,
  users,
} from '../../db/schema/index.js';
import { shownPseudo } from '../../db/shown-pseudo.js';

// What an export reads of her deals: the collaborations she is a party to (their deliverables,
// history, contracts and signatures), her packs and what she paid, her payouts account. The rest
// of her data: export-data.repository.ts.

const other = alias(users, 'other_party');

const partyOf = (userId: string) =>
  or(eq(collaborations.ownerId, userId), eq(collaborations.authorId, userId));

export async function collaborationsOf(db: DbOrTx, userId: string) {
  const owner = alias(users, 'owner');
  const author = alias(users, 'author');
  return db
    .select({
      offerId: collaborations.offerId,
      projectId: collaborations.projectId,
      projectTitle: projects.title,
      owner: shownPseudo(owner),
      author: shownPseudo(author),
      role: sql<string>`case when ${collaborations.ownerId} = ${userId} then 'owner' else 'author' end`,
      version: collaborations.version,
      signedVersion: collaborations.signedVersion,
      signedAt: collaborations.signedAt,
      valueHtCents: collaborations.valueHtCents,
      completedAt: collaborations.completedAt,
      createdAt: collaborations.createdAt,
    })
    .from(collaborations)
    .innerJoin(projects, eq(projects.id, collaborations.projectId))
    .innerJoin(owner, eq(owner.id, collaborations.ownerId))
    .innerJoin(author, eq(author.id, collaborations.authorId))
    .where(partyOf(userId))
    .orderBy(asc(collaborations.createdAt));
}

export async function deliverablesOf(db: DbOrTx, offerIds: string[]) {
  if (offerIds.length === 0) return [];
  return db
    .select({
      offerId: collabDeliverables.offerId,
      index: collabDeliverables.index,
      status: collabDeliverables.status,
      link: collabDeliverables.link,
      screenshot: collabDeliverables.screenshot,
      labelled: collabDeliverables.labelled,
      comment: collabDeliverables.comment,
      publishedAt: collabDeliverables.publishedAt,
      reviewedAt: collabDeliverables.reviewedAt,
    })
    .from(collabDeliverables)
    .where(inArray(collabDeliverables.offerId, offerIds))
    .orderBy(asc(collabDeliverables.offerId), asc(collabDeliverables.index));
}

export async function collabHistoryOf(db: DbOrTx, offerIds: string[]) {
  if (offerIds.length === 0) return [];
  return db
    .select({
      offerId: collabEvents.offerId,
      actor: shownPseudo(other),
      type: collabEvents.type,
      detail: collabEvents.detail,
      createdAt: collabEvents.createdAt,
    })
    .from(collabEvents)
    .leftJoin(other, eq(other.id, collabEvents.actorId))
    .where(inArray(collabEvents.offerId, offerIds))
    .orderBy(asc(collabEvents.offerId), asc(collabEvents.createdAt));
}

/** The contract versions of her collaborations: terms and the PDFs both parties received. */
export async function contractsOf(db: DbOrTx, offerIds: string[]) {
  if (offerIds.length === 0) return [];
  return db
    .select({
      offerId: contractVersions.offerId,
      version: contractVersions.version,
      terms: contractVersions.terms,
      createdAt: contractVersions.createdAt,
      documentPdf: contractVersions.documentPdf,
      documentSha256: contractVersions.documentSha256,
      signedPdf: contractVersions.signedPdf,
      signedSha256: contractVersions.signedSha256,
      documentKey: contractVersions.documentKey,
      signedKey: contractVersions.signedKey,
    })
    .from(contractVersions)
    .where(inArray(contractVersions.offerId, offerIds))
    .orderBy(asc(contractVersions.offerId), asc(contractVersions.version));
}

/** Her own signatures only: the other party's address and browser are not hers to take. */
export const signaturesOf = (db: DbOrTx, userId: string) =>
  db
    .select({
      offerId: contractSignatures.offerId,
      version: contractSignatures.version,
      role: contractSignatures.role,
      fullName: contractSignatures.fullName,
      ip: contractSignatures.ip,
      userAgent: contractSignatures.userAgent,
      documentSha256: contractSignatures.documentSha256,
      signedAt: contractSignatures.signedAt,
    })
    .from(contractSignatures)
    .where(eq(contractSignatures.userId, userId))
    .orderBy(asc(contractSignatures.signedAt));

export const packOf = (db: DbOrTx, userId: string) =>
  db.select().from(userPacks).where(eq(userPacks.userId, userId));

export const packGrantsOf = (db: DbOrTx, userId: string) =>
  db
    .select({ sessionId: packGrants.sessionId, grantedAt: packGrants.grantedAt })
    .from(packGrants)
    .where(eq(packGrants.userId, userId))
    .orderBy(asc(packGrants.grantedAt));

export const packPaymentsOf = (db: DbOrTx, userId: string) =>
  db
    .select({
      id: payments.id,
      provider: payments.provider,
      packType: payments.packType,
      amountCents: payments.amountCents,
      status: payments.status,
      createdAt: payments.createdAt,
      paidAt: payments.paidAt,
      periodEnd: payments.periodEnd,
      refundedAt: payments.refundedAt,
    })
    .from(payments)
    .where(eq(payments.userId, userId))
    .orderBy(asc(payments.createdAt));

/** Her side of each collaboration payment: amounts, status and dates, never the provider's ids. */
export const collabPaymentsOf = (db: DbOrTx, userId: string) =>
  db
    .select({
      offerId: collabPayments.offerId,
      role: sql<string>`case when ${collabPayments.ownerId} = ${userId} then 'owner' else 'author' end`,
      status: collabPayments.status,
      amountCents: collabPayments.amountCents,
      feeCents: collabPayments.feeCents,
      vatOnFeeCents: collabPayments.vatOnFeeCents,
      totalCents: collabPayments.totalCents,
      currency: collabPayments.currency,
      paidAt: collabPayments.paidAt,
      releasedAt: collabPayments.releasedAt,
      refundedAt: collabPayments.refundedAt,
      creatorCents: collabPayments.creatorCents,
      refundCents: collabPayments.refundCents,
      cancelReason: collabPayments.cancelReason,
      createdAt: collabPayments.createdAt,
      releaseStatus: payoutReleases.status,
      refundStatus: paymentRefunds.status,
    })
    .from(collabPayments)
    .leftJoin(payoutReleases, eq(payoutReleases.offerId, collabPayments.offerId))
    .leftJoin(paymentRefunds, eq(paymentRefunds.offerId, collabPayments.offerId))
    .where(or(eq(collabPayments.ownerId, userId), eq(collabPayments.authorId, userId)))
    .orderBy(asc(collabPayments.createdAt));

export async function payoutAccountOf(db: DbOrTx, userId: string) {
  const [account] = await db
    .select({
      provider: payoutAccounts.provider,
      status: payoutAccounts.status,
      createdAt: payoutAccounts.createdAt,
      updatedAt: payoutAccounts.updatedAt,
    })
    .from(payoutAccounts)
    .where(eq(payoutAccounts.userId, userId));
  // The simulated provider's own record: the holder and the IBAN's end, as the payouts page
  // shows them (never the full IBAN).
  const [simulated] = await db
    .select({ holderName: simulatedAccounts.holderName, iban: simulatedAccounts.iban })
    .from(simulatedAccounts)
    .where(and(eq(simulatedAccounts.userId, userId), isNotNull(simulatedAccounts.iban)))
    .orderBy(desc(simulatedAccounts.createdAt))
    .limit(1);
  return { account, simulated };
}
