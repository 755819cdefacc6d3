import { reviewsApi } from '@kollabo/shared';
import { call } from '../../lib/api';

// Calls of the reviews, through the shared descriptors.

export const reviewKeys = {
  ofUser: (pseudo: string) => ['reviews', pseudo] as const,
};

export const addReview = (idOffer: string, rating: number, comment: string) =>
  call(reviewsApi.add, { body: { idOffer, rating, comment } });

export const replyReview = (idReview: string, comment: string) =>
  call(reviewsApi.reply, { body: { idReview, comment } });

export const reportReview = (idReview: string, message: string) =>
  call(reviewsApi.report, { body: { idReview, message } });

export const getUserReviews = (user: string, page: number, signal?: AbortSignal) =>
  call(reviewsApi.list, { query: { user, page, pageSize: 10 } }, { signal });
