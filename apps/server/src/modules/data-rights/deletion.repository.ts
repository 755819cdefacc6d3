import { and, eq, inArray, isNotNull, isNull, notInArray, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  collabPayments,
  collaborations,
  favourites,
  legalIdentities,
  mailOutbox,
  notificationSettings,
  notifications,
  oauthStates,
  offers,
  paymentRefunds,
  payoutReleases,
  profileViews,
  projects,
  reservedPseudos,
  searchAlerts,
  socials,
  userPacks,
  users,
  userSessions,
  recoveryCodes,
  secondFactors,
  knownDevices,
  billingDetails,
  verificationCodes,
} from '../../db/schema/index.js';

export type UserRow = typeof users.$inferSelect;
export type ProjectRow = typeof projects.$inferSelect;

/** Her row, locked for the deletion (a second request waits, then finds it deleted). */
export async function lockUserRow(db: DbOrTx, userId: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).for('update');
  return row;
}

const IN_PROGRESS_PAYMENT = ['unpaid', 'held', 'disputed'];

/**
 * A collaboration she is a party to (an accepted offer, its space opened or not) that is neither
 * completed nor cancelled: its payment is missing, unpaid, held or disputed.
 */
export async function hasCollabInProgress(db: DbOrTx, userId: string): Promise<boolean> {
  const rows = await db
    .select({ offerId: offers.id })
    .from(offers)
    .innerJoin(projects, eq(projects.id, offers.projectId))
    .leftJoin(collaborations, eq(collaborations.offerId, offers.id))
    .leftJoin(collabPayments, eq(collabPayments.offerId, offers.id))
    .where(
      and(
        eq(offers.statut, 'select'),
        or(eq(offers.userId, userId), eq(projects.ownerId, userId)),
        isNull(collaborations.completedAt),
        isNull(collabPayments.cancelledAt),
        or(isNull(collabPayments.offerId), inArray(collabPayments.status, IN_PROGRESS_PAYMENT)),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/**
 * Money held or owed on her side: a payment held or frozen by a dispute, a release to her not yet
 * paid out, or a refund to her not yet done.
 */
export async function hasMoneyHeld(db: DbOrTx, userId: string): Promise<boolean> {
  const party = or(eq(collabPayments.ownerId, userId), eq(collabPayments.authorId, userId));
  const held = await db
    .select({ offerId: collabPayments.offerId })
    .from(collabPayments)
    .where(and(party, inArray(collabPayments.status, ['held', 'disputed'])))
    .limit(1);
  if (held.length > 0) return true;
  const release = await db
    .select({ offerId: payoutReleases.offerId })
    .from(payoutReleases)
    .innerJoin(collabPayments, eq(collabPayments.offerId, payoutReleases.offerId))
    .where(
      and(eq(collabPayments.authorId, userId), notInArray(payoutReleases.status, ['paid_out'])),
    )
    .limit(1);
  if (release.length > 0) return true;
  const refund = await db
    .select({ offerId: paymentRefunds.offerId })
    .from(paymentRefunds)
    .innerJoin(collabPayments, eq(collabPayments.offerId, paymentRefunds.offerId))
    .where(and(eq(collabPayments.ownerId, userId), eq(paymentRefunds.status, 'pending')))
    .limit(1);
  return refund.length > 0;
}

/** Her projects still open to the public or to moderation (they go back to her drafts). */
export const openProjectsOf = (db: DbOrTx, userId: string) =>
  db
    .select()
    .from(projects)
    .where(
      and(
        eq(projects.ownerId, userId),
        inArray(projects.statut, ['prePublish', 'publish', 'close']),
      ),
    );

/** The files of her offers: their attachments go with her account. */
export async function detachOfferFiles(db: DbOrTx, userId: string): Promise<string[]> {
  const mine = and(eq(offers.userId, userId), isNotNull(offers.filePath));
  const rows = await db.select({ filePath: offers.filePath }).from(offers).where(mine);
  await db.update(offers).set({ filePath: null, fileName: null }).where(mine);
  return rows.flatMap((row) => (row.filePath ? [row.filePath] : []));
}

/** Everything that is hers alone and nobody else needs: erased. */
export async function eraseOwnRows(db: DbOrTx, userId: string): Promise<void> {
  // The profiles she liked lose one favourite each.
  await db.execute(sql`
    update ${users} u set in_favorize = greatest(0, u.in_favorize - 1)
    from ${favourites} f where f.user_id = ${userId} and f.liked_id = u.id`);
  await db
    .delete(favourites)
    .where(or(eq(favourites.userId, userId), eq(favourites.likedId, userId)));
  await db.delete(socials).where(eq(socials.userId, userId));
  await db.delete(searchAlerts).where(eq(searchAlerts.userId, userId));
  await db.delete(notificationSettings).where(eq(notificationSettings.userId, userId));
  await db.delete(notifications).where(eq(notifications.recipientId, userId));
  await db
    .delete(mailOutbox)
    .where(and(eq(mailOutbox.recipientId, userId), eq(mailOutbox.status, 'pending')));
  await db.delete(profileViews).where(eq(profileViews.profileId, userId));
  await db.delete(oauthStates).where(eq(oauthStates.userId, userId));
  await db.delete(legalIdentities).where(eq(legalIdentities.userId, userId));
  await db.delete(userPacks).where(eq(userPacks.userId, userId));
  // Her sessions end here (every token names its session row), with her second factor and the
  // devices she logged in from; her billing details go too (the invoices keep their own copy).
  await db.delete(userSessions).where(eq(userSessions.userId, userId));
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await db.delete(secondFactors).where(eq(secondFactors.userId, userId));
  await db.delete(knownDevices).where(eq(knownDevices.userId, userId));
  await db.delete(billingDetails).where(eq(billingDetails.userId, userId));
}

/** The codes mailed to her address (kept by address, not by account): erased with her. */
export async function eraseAddressRows(db: DbOrTx, email: string): Promise<void> {
  await db.delete(verificationCodes).where(eq(verificationCodes.email, email.toLowerCase()));
}

/**
 * The account row stays (messages, reviews, contracts and payments keep their author) but is
 * emptied: no pseudo, e-mail, name, phone, profile or photos; a role nobody logs in with (the
 * directory's trigger drops any role but 'user'); every token revoked.
 */
export async function emptyAccount(db: DbOrTx, userId: string, at: Date): Promise<void> {
  const tombstone = `supprime-${userId.replaceAll('-', '').slice(0, 16)}`;
  await db
    .update(users)
    .set({
      pseudo: tombstone,
      email: `${tombstone}@compte-supprime.invalid`,
      passwordHash: '!deleted',
      name: '',
      statut: '',
      localisation: '',
      presentation: '',
      categorie: '',
      feminine: false,
      tradeName: null,
      phone: '',
      role: 'deleted',
      tokenVersion: sql`${users.tokenVersion} + 1`,
      sponsorId: null,
      photoProfile: null,
      photoCover: null,
      gallery1: null,
      gallery2: null,
      videoUrl: null,
      views: 0,
      inFavorize: 0,
      lastConnect: null,
      notifMessages: false,
      vatPosition: null,
      deletedAt: at,
    })
    .where(eq(users.id, userId));
}

/** Her pseudo is refused to sign-ups until `until` (no one takes her name to pose as her). */
export async function reservePseudo(db: DbOrTx, pseudo: string, until: Date): Promise<void> {
  await db
    .insert(reservedPseudos)
    .values({ pseudo: pseudo.toLowerCase(), reservedUntil: until })
    .onConflictDoUpdate({ target: reservedPseudos.pseudo, set: { reservedUntil: until } });
}

export async function isPseudoReserved(db: DbOrTx, pseudo: string, now: Date): Promise<boolean> {
  const rows = await db
    .select({ pseudo: reservedPseudos.pseudo })
    .from(reservedPseudos)
    .where(
      and(
        eq(reservedPseudos.pseudo, pseudo.toLowerCase()),
        sql`${reservedPseudos.reservedUntil} > ${now}`,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** The team's view: that accounts were deleted, and when; nothing else about them. */
export const deletedAccounts = (db: DbOrTx, limit: number, offset: number) =>
  db
    .select({ id: users.id, deletedAt: users.deletedAt })
    .from(users)
    .where(isNotNull(users.deletedAt))
    .orderBy(sql`${users.deletedAt} desc`, users.id)
    .limit(limit)
    .offset(offset);
