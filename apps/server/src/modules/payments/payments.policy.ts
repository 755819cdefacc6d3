import { isSameUser } from '../auth/auth.policy.js';

// A pack's payment belongs to the user who opened its checkout: another user's session grants
// nothing, and a provider's session for someone else does not match.

export const isBuyer = (payment: { userId: string }, userId: string | null | undefined): boolean =>
  isSameUser(payment.userId, userId);
