import { and, asc, desc, eq, lte, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.js';
import {
  contactMessages,
  favourites,
  legalIdentities,
  messages,
  notificationSettings,
  notifications,
  offers,
  projects,
  reports,
  reviewReports,
  reviews,
  roomMembers,
  searchAlerts,
  socials,
  users,
} from '../../db/schema/index.js';
import { shownPseudo } from '../../db/shown-pseudo.js';

// What an export reads about one person: her own rows, and the other party's part only where
// she can already read it in the app (her conversations, offers on her projects, reviews once
// visible, the collaborations she is a party to). Never a password hash, a token version, a
// third party's e-mail, IP or signature facts.

const other = alias(users, 'other_party');

export async function accountOf(db: DbOrTx, userId: string) {
  const sponsor = alias(users, 'sponsor');
  const [row] = await db
    .select({
      id: users.id,
      pseudo: users.pseudo,
      email: users.email,
      name: users.name,
      tradeName: users.tradeName,
      phone: users.phone,
      statut: users.statut,
      feminine: users.feminine,
      role: users.role,
      sponsor: shownPseudo(sponsor),
      createdAt: users.createdAt,
      lastConnect: users.lastConnect,
      notifMessages: users.notifMessages,
      // Her VAT position (HT, TTC or EXEMPT: "TVA non applicable, art. 293 B du CGI").
      vatPosition: users.vatPosition,
      presentation: users.presentation,
      localisation: users.localisation,
      categorie: users.categorie,
      videoUrl: users.videoUrl,
      views: users.views,
      inFavorize: users.inFavorize,
      photoProfile: users.photoProfile,
      photoCover: users.photoCover,
      gallery1: users.gallery1,
      gallery2: users.gallery2,
    })
    .from(users)
    .leftJoin(sponsor, eq(sponsor.id, users.sponsorId))
    .where(eq(users.id, userId));
  return row;
}

export const socialsOf = (db: DbOrTx, userId: string) =>
  db
    .select({
      network: socials.network,
      identifiant: socials.identifiant,
      verified: socials.verified,
      verifiedHandle: socials.verifiedHandle,
      storyTarif: socials.storyTarif,
      publicationTarif: socials.publicationTarif,
      followers: socials.followers,
      verifiedAt: socials.verifiedAt,
      updatedAt: socials.updatedAt,
    })
    .from(socials)
    .where(eq(socials.userId, userId))
    .orderBy(socials.network);

export const legalIdentityOf = (db: DbOrTx, userId: string) =>
  db.select().from(legalIdentities).where(eq(legalIdentities.userId, userId));

export const projectsOf = (db: DbOrTx, userId: string) =>
  db.select().from(projects).where(eq(projects.ownerId, userId)).orderBy(asc(projects.createdAt));

/** Offers she sent (her own message and file) and offers others sent on her projects. */
export const offersSentBy = (db: DbOrTx, userId: string) =>
  db
    .select({
      id: offers.id,
      projectId: offers.projectId,
      projectTitle: projects.title,
      projectOwner: shownPseudo(other),
      amountCents: offers.amountCents,
      tax: offers.tax,
      messageOffre: offers.messageOffre,
      fileName: offers.fileName,
      filePath: offers.filePath,
      statut: offers.statut,
      dateSend: offers.dateSend,
    })
    .from(offers)
    .innerJoin(projects, eq(projects.id, offers.projectId))
    .innerJoin(other, eq(other.id, projects.ownerId))
    .where(eq(offers.userId, userId))
    .orderBy(asc(offers.createdAt));

export const offersReceivedBy = (db: DbOrTx, userId: string) =>
  db
    .select({
      id: offers.id,
      projectId: offers.projectId,
      projectTitle: projects.title,
      author: shownPseudo(other),
      amountCents: offers.amountCents,
      tax: offers.tax,
      messageOffre: offers.messageOffre,
      fileName: offers.fileName,
      statut: offers.statut,
      dateSend: offers.dateSend,
    })
    .from(offers)
    .innerJoin(projects, eq(projects.id, offers.projectId))
    .innerJoin(other, eq(other.id, offers.userId))
    .where(eq(projects.ownerId, userId))
    .orderBy(asc(offers.createdAt));

/** Every message of the conversations she is a member of, both sides, still encrypted. */
export const messagesOf = (db: DbOrTx, userId: string) =>
  db
    .select({
      id: messages.id,
      offerId: messages.offerId,
      sender: shownPseudo(other),
      mine: sql<boolean>`${messages.senderId} = ${userId}`,
      contentEnc: messages.contentEnc,
      createdAt: messages.createdAt,
    })
    .from(messages)
    .innerJoin(
      roomMembers,
      and(eq(roomMembers.offerId, messages.offerId), eq(roomMembers.userId, userId)),
    )
    .innerJoin(other, eq(other.id, messages.senderId))
    .orderBy(asc(messages.offerId), asc(messages.createdAt));

const reviewColumns = {
  id: reviews.id,
  offerId: reviews.offerId,
  projectTitle: projects.title,
  rating: reviews.rating,
  comment: reviews.comment,
  reply: reviews.reply,
  replyAt: reviews.replyAt,
  visibleAt: reviews.visibleAt,
  createdAt: reviews.createdAt,
};

export const reviewsWrittenBy = (db: DbOrTx, userId: string) =>
  db
    .select({ ...reviewColumns, target: shownPseudo(other) })
    .from(reviews)
    .innerJoin(offers, eq(offers.id, reviews.offerId))
    .innerJoin(projects, eq(projects.id, offers.projectId))
    .innerJoin(other, eq(other.id, reviews.targetId))
    .where(eq(reviews.authorId, userId))
    .orderBy(asc(reviews.createdAt));

/** Reviews about her, once visible (before that, she cannot read them in the app either). */
export const reviewsReceivedBy = (db: DbOrTx, userId: string, now: Date) =>
  db
    .select({ ...reviewColumns, author: shownPseudo(other) })
    .from(reviews)
    .innerJoin(offers, eq(offers.id, reviews.offerId))
    .innerJoin(projects, eq(projects.id, offers.projectId))
    .innerJoin(other, eq(other.id, reviews.authorId))
    .where(and(eq(reviews.targetId, userId), lte(reviews.visibleAt, now)))
    .orderBy(asc(reviews.createdAt));

export const notificationsOf = (db: DbOrTx, userId: string) =>
  db
    .select({
      id: notifications.id,
      type: notifications.type,
      data: notifications.data,
      readAt: notifications.readAt,
      createdAt: notifications.createdAt,
    })
    .from(notifications)
    .where(eq(notifications.recipientId, userId))
    .orderBy(asc(notifications.createdAt));

export const notificationSettingsOf = (db: DbOrTx, userId: string) =>
  db
    .select({
      category: notificationSettings.category,
      mail: notificationSettings.mail,
      updatedAt: notificationSettings.updatedAt,
    })
    .from(notificationSettings)
    .where(eq(notificationSettings.userId, userId));

export const alertsOf = (db: DbOrTx, userId: string) =>
  db
    .select({
      id: searchAlerts.id,
      query: searchAlerts.query,
      createdAt: searchAlerts.createdAt,
      lastMailAt: searchAlerts.lastMailAt,
    })
    .from(searchAlerts)
    .where(eq(searchAlerts.userId, userId))
    .orderBy(asc(searchAlerts.createdAt));

export const favouritesOf = (db: DbOrTx, userId: string) =>
  db
    .select({ profile: shownPseudo(other), createdAt: favourites.createdAt })
    .from(favourites)
    .innerJoin(other, eq(other.id, favourites.likedId))
    .where(eq(favourites.userId, userId))
    .orderBy(desc(favourites.createdAt));

export const reportsBy = async (db: DbOrTx, userId: string) => ({
  projects: await db
    .select({
      projectId: reports.projectId,
      message: reports.message,
      createdAt: reports.createdAt,
      handledAt: reports.handledAt,
    })
    .from(reports)
    .where(eq(reports.reporterId, userId)),
  reviews: await db
    .select({
      reviewId: reviewReports.reviewId,
      message: reviewReports.message,
      createdAt: reviewReports.createdAt,
    })
    .from(reviewReports)
    .where(eq(reviewReports.reporterId, userId)),
});

export const contactMessagesFrom = (db: DbOrTx, email: string) =>
  db
    .select({
      pseudo: contactMessages.pseudo,
      email: contactMessages.email,
      phone: contactMessages.phone,
      contenu: contactMessages.contenu,
      createdAt: contactMessages.createdAt,
    })
    .from(contactMessages)
    .where(sql`lower(${contactMessages.email}) = lower(${email})`)
    .orderBy(asc(contactMessages.createdAt));
