import { isSameUser } from '../auth/auth.policy.js';

// Who may do what with a review: its author wrote it (and may not report it), the reviewed
// person answers it once.

interface ReviewFacts {
  authorId: string;
  targetId: string;
  /** Set by a moderation decision (notices module): 'removed' or 'restricted'. */
  moderation: string | null;
}

export const isReviewAuthor = (review: Pick<ReviewFacts, 'authorId'>, userId?: string | null) =>
  isSameUser(review.authorId, userId);

/** The reviewed person answers. */
export const canReply = (review: Pick<ReviewFacts, 'targetId'>, userId: string) =>
  isSameUser(review.targetId, userId);

/** Anyone logged reports a review, except its author. */
export const canReport = (review: Pick<ReviewFacts, 'authorId'>, userId: string) =>
  !isReviewAuthor(review, userId);

/** On a profile's review list: its own person may answer the reviews. */
export const reviewListCan = (profileUserId: string, viewerId?: string | null) => ({
  reply: isSameUser(profileUserId, viewerId),
});

/** Its two parties: who wrote it and who it is about. */
export const isReviewParty = (
  review: Pick<ReviewFacts, 'authorId' | 'targetId'>,
  userId?: string | null,
) => isReviewAuthor(review, userId) || isSameUser(review.targetId, userId);

/**
 * After a moderation decision: removed, a review is shown to no one (its parties in the
 * collaboration space included); restricted, it leaves the public profile and rating and stays
 * shown to its two parties.
 */
export const canSeeReview = (review: ReviewFacts, userId?: string | null) =>
  !review.moderation || (review.moderation === 'restricted' && isReviewParty(review, userId));
