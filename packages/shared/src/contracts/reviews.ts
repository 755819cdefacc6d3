import { z } from 'zod';
import { endpoint } from '../endpoint.js';
import { okSchema } from './common.js';
import { reviewSchema } from './collab.js';

// Reviews after a completed collaboration.

export const REVIEW_COMMENT_MIN = 20;
export const REVIEW_COMMENT_MAX = 1000;
export const REVIEWS_PAGE_SIZE = 10;

// POST /review: the rules (1-5, 20-1000, no contact details) are checked by the server too.
export const addReviewBody = z.object({
  idOffer: z.uuid(),
  rating: z.number().int().min(1).max(5),
  comment: z.string().trim().min(REVIEW_COMMENT_MIN).max(REVIEW_COMMENT_MAX),
});
export type AddReviewBody = z.input<typeof addReviewBody>;

// POST /review/reply
export const replyReviewBody = z.object({
  idReview: z.uuid(),
  comment: z.string().trim().min(1).max(REVIEW_COMMENT_MAX),
});

// POST /review/report
export const reportReviewBody = z.object({
  idReview: z.uuid(),
  message: z.string().trim().min(1).max(2000),
});

// GET /user/reviews?user={pseudo}&page&pageSize=10
export const userReviewsQuery = z.object({
  user: z.string().trim().min(1).max(100),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(REVIEWS_PAGE_SIZE),
});
export const userReviewsReply = z.object({
  reviews: z.array(reviewSchema),
  /** Rounded to one decimal; null without reviews. */
  average: z.number().nullable(),
  count: z.number().int(),
  hasMore: z.boolean(),
  /** What the viewer may do with the list: the reviewed person answers the reviews. */
  can: z.object({ reply: z.boolean() }),
});
export type UserReviewsReply = z.infer<typeof userReviewsReply>;

export const reviewsApi = {
  add: endpoint({
    method: 'POST',
    path: '/review',
    access: 'user',
    tag: 'reviews',
    body: addReviewBody,
    status: 201,
    reply: z.object({ ok: z.literal(true), idReview: z.string(), visible: z.boolean() }),
    invalidBody: 'review_invalid',
    errors: [
      'collab_forbidden',
      'offer_not_found',
      'collab_not_started',
      'review_not_allowed',
      'review_exists',
      'review_window_closed',
      'review_contact',
    ],
  }),
  reply: endpoint({
    method: 'POST',
    path: '/review/reply',
    access: 'user',
    tag: 'reviews',
    body: replyReviewBody,
    reply: okSchema,
    invalidBody: 'reply_invalid',
    errors: ['review_not_found', 'reply_forbidden', 'reply_exists', 'review_contact'],
  }),
  report: endpoint({
    method: 'POST',
    path: '/review/report',
    access: 'user',
    tag: 'reviews',
    body: reportReviewBody,
    reply: okSchema,
    invalidBody: 'review_report_invalid',
    errors: ['review_not_found', 'review_report_own', 'review_reported'],
  }),
  list: endpoint({
    method: 'GET',
    path: '/user/reviews',
    access: 'optional',
    tag: 'reviews',
    query: userReviewsQuery,
    reply: userReviewsReply,
    errors: ['profile_not_found'],
    noStore: true,
  }),
};
