import {
  MSG,
  REVIEW_WINDOW_DAYS,
  presentationHasContactDetails,
  type Review,
} from '@kollabo/shared';
import type { AppContext } from '../../context.js';
import { afterCommit, transaction } from '../../db/transaction.js';
import { AppError } from '../../lib/app-error.js';
import type { SessionUser } from '../auth/session-user.js';
import { partyFacts, recordEvent } from '../collab/collab.service.js';
import { recordReport } from '../notices/notices.service.js';
import { notify } from '../notifications/notifications.service.js';
import * as repo from './reviews.repository.js';
import type { ReviewView } from './reviews.repository.js';
import {
  canReply,
  canReport,
  canSeeReview,
  isReviewAuthor,
  reviewListCan,
} from './reviews.policy.js';

// Reviews: after completion each party rates the other once; both stay hidden until
// the second is written or REVIEW_WINDOW_DAYS after completion (the window then closes); the
// reviewed person answers once; anyone logged may report one.

const WINDOW_MS = REVIEW_WINDOW_DAYS * 24 * 60 * 60_000;
const HOUR_MS = 60 * 60_000;

/**
 * Writes per hour: each per author and per object (the collaboration, the
 * review), counted before the work, refused attempts included; past either, a 429 with
 * Retry-After.
 */
export const REVIEW_RATE = {
  writePerUser: 20,
  writePerOffer: 10,
  replyPerUser: 20,
  replyPerReview: 10,
  reportPerUser: 10,
  reportPerReview: 20,
} as const;

export function presentReview(row: ReviewView, now = new Date()): Review {
  return {
    _id: row.id,
    rating: row.rating,
    comment: row.comment,
    createdAt: row.createdAt.toISOString(),
    author: { pseudo: row.authorPseudo, name: row.authorName, photo: row.authorPhoto },
    project: { _id: row.projectId, title: row.projectTitle },
    reply: row.reply,
    replyAt: row.replyAt?.toISOString() ?? null,
    visible: row.visibleAt <= now,
  };
}

function checkText(text: string) {
  if (presentationHasContactDetails(text))
    throw new AppError('review_contact', { field: 'comment' });
}

/** POST /review */
export async function addReview(
  ctx: AppContext,
  viewer: SessionUser,
  body: { idOffer: string; rating: number; comment: string },
) {
  checkText(body.comment);
  await ctx.limiter.consume(`review-write:${viewer.id}`, REVIEW_RATE.writePerUser, HOUR_MS);
  await ctx.limiter.consume(
    `review-write:offer:${body.idOffer}`,
    REVIEW_RATE.writePerOffer,
    HOUR_MS,
  );
  return transaction(ctx.db, async (tx) => {
    const facts = await partyFacts(ctx, tx, viewer, body.idOffer);
    if (!facts.completedAt) throw new AppError('review_not_allowed');
    const now = new Date();
    const closesAt = new Date(facts.completedAt.getTime() + WINDOW_MS);
    if (now > closesAt) throw new AppError('review_window_closed');
    const other = await repo.findOtherReview(tx, body.idOffer, viewer.id);
    // The collaboration row is locked (partyFacts): one review per party is checked here, and
    // the unique constraint (reviews_offer_author_uq) backs it.
    if (await repo.findByAuthor(tx, body.idOffer, viewer.id)) throw new AppError('review_exists');
    const row = await repo.insertReview(tx, {
      offerId: body.idOffer,
      authorId: viewer.id,
      targetId: facts.other.id,
      rating: body.rating,
      comment: body.comment,
      visibleAt: other ? now : closesAt,
    });
    if (other) await repo.showNow(tx, other.id, now);
    await recordEvent(tx, body.idOffer, viewer.id, 'review');
    await notify(ctx, tx, {
      type: 'review_received',
      recipientId: facts.other.id,
      eventKey: row.id,
      data: {
        offerId: body.idOffer,
        projectId: facts.projectId,
        projectTitle: facts.projectTitle,
        fromPseudo: facts.selfPseudo,
        path: `/collab/${body.idOffer}`,
      },
    });
    return { ok: true as const, idReview: row.id, visible: other !== undefined };
  });
}

/** The two reviews of a collaboration as one party sees them (for the space). */
export async function reviewState(
  ctx: AppContext,
  viewerId: string,
  offerId: string,
  completedAt: string | null,
) {
  // A review removed by a moderation decision is gone for its parties too.
  const rows = (await repo.reviewsOfOffer(ctx.db, offerId)).filter((r) =>
    canSeeReview(r, viewerId),
  );
  const now = new Date();
  const mine = rows.find((r) => isReviewAuthor(r, viewerId));
  const theirs = rows.find((r) => !isReviewAuthor(r, viewerId));
  const open = completedAt !== null && now.getTime() <= new Date(completedAt).getTime() + WINDOW_MS;
  return {
    canWrite: open && !mine,
    mine: mine ? presentReview(mine, now) : null,
    theirs: theirs && theirs.visibleAt <= now ? presentReview(theirs, now) : null,
  };
}

/** POST /review/reply: the reviewed person, once, on a visible review. */
export async function replyToReview(
  ctx: AppContext,
  viewer: SessionUser,
  body: { idReview: string; comment: string },
) {
  await ctx.limiter.consume(`review-reply:${viewer.id}`, REVIEW_RATE.replyPerUser, HOUR_MS);
  const review = await repo.findReview(ctx.db, body.idReview);
  if (!review || review.visibleAt > new Date() || !canSeeReview(review, viewer.id)) {
    throw new AppError('review_not_found');
  }
  if (!canReply(review, viewer.id)) throw new AppError('reply_forbidden');
  await ctx.limiter.consume(
    `review-reply:review:${review.id}`,
    REVIEW_RATE.replyPerReview,
    HOUR_MS,
  );
  checkText(body.comment);
  if (!(await repo.setReply(ctx.db, review.id, body.comment))) throw new AppError('reply_exists');
  return { ok: true as const };
}

/**
 * POST /review/report: stored, told to the team, and waiting in the notices queue (DSA art.
 * 16) in the same transaction, acknowledged to the reporter.
 */
export async function reportReview(
  ctx: AppContext,
  viewer: SessionUser,
  body: { idReview: string; message: string },
) {
  const review = await repo.findReview(ctx.db, body.idReview);
  if (!review || review.visibleAt > new Date() || !canSeeReview(review, viewer.id)) {
    throw new AppError('review_not_found');
  }
  if (!canReport(review, viewer.id)) throw new AppError('review_report_own');
  await ctx.limiter.consume(`review-report:${viewer.id}`, REVIEW_RATE.reportPerUser, HOUR_MS);
  await ctx.limiter.consume(
    `review-report:review:${review.id}`,
    REVIEW_RATE.reportPerReview,
    HOUR_MS,
  );
  await transaction(ctx.db, async (tx) => {
    const added = await repo.insertReport(tx, {
      reviewId: review.id,
      reporterId: viewer.id,
      message: body.message,
    });
    if (!added) throw new AppError('review_reported');
    await recordReport(ctx, tx, viewer, { kind: 'review', id: review.id }, body.message);
    afterCommit(tx, () =>
      ctx.background.run('review report mail', () =>
        ctx.mail.send({
          to: ctx.config.contactTo,
          subject: MSG.reviews.reportMailSubject,
          text: MSG.reviews.reportMailText(
            review.authorPseudo,
            review.projectTitle,
            viewer.pseudo,
            review.comment,
            body.message,
          ),
        }),
      ),
    );
  });
  return { ok: true as const };
}

/** GET /user/reviews: visible reviews, newest first, with the average and the count. */
export async function userReviews(
  ctx: AppContext,
  viewer: SessionUser | undefined,
  query: { user: string; page: number; pageSize: number },
) {
  const user = await repo.findUserByPseudo(ctx.db, query.user);
  if (!user) throw new AppError('profile_not_found');
  const [rows, rating] = await Promise.all([
    repo.listVisible(ctx.db, user.id, query.pageSize + 1, (query.page - 1) * query.pageSize),
    repo.ratingOf(ctx.db, user.id),
  ]);
  const now = new Date();
  return {
    reviews: rows.slice(0, query.pageSize).map((row) => presentReview(row, now)),
    average: rating.average === null ? null : Math.round(rating.average * 10) / 10,
    count: rating.count,
    hasMore: rows.length > query.pageSize,
    can: reviewListCan(user.id, viewer?.id),
  };
}

/** Average and count of visible reviews, for profile pages and cards. */
export async function ratingSummary(ctx: AppContext, userId: string) {
  const rating = await repo.ratingOf(ctx.db, userId);
  return {
    average: rating.average === null ? null : Math.round(rating.average * 10) / 10,
    count: rating.count,
  };
}
