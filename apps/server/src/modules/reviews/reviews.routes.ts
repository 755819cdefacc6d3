import { reviewsApi } from '@kollabo/shared';
import type { AppContext } from '../../context.js';
import { apiRoutes } from '../../lib/api-routes.js';
import { currentUser } from '../../plugins/auth.js';
import * as reviews from './reviews.service.js';

export function reviewsRoutes(ctx: AppContext) {
  return apiRoutes(ctx, (route) => {
    route(reviewsApi.add, (request) => reviews.addReview(ctx, currentUser(request), request.body));
    route(reviewsApi.reply, (request) =>
      reviews.replyToReview(ctx, currentUser(request), request.body),
    );
    route(reviewsApi.report, (request) =>
      reviews.reportReview(ctx, currentUser(request), request.body),
    );
    route(reviewsApi.list, (request) => reviews.userReviews(ctx, request.user, request.query));
  });
}
