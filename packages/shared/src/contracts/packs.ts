import { z } from 'zod';
import { PACK_TYPES } from '../constants.js';
import { endpoint } from '../endpoint.js';

export const subscriptionSchema = z.object({
  type: z.enum(PACK_TYPES),
  balanceOffer: z.number().int(),
  expireDate: z.string(),
});

/**
 * GET /user/user-subscription. `state` is the create/publish gate: firstProject (free),
 * allowed, balanceOver (pack without credits) or none (no active pack).
 */
export const userSubscriptionReply = z.object({
  subscription: subscriptionSchema.nullable(),
  firstProject: z.enum(['yes', 'no']),
  state: z.enum(['firstProject', 'allowed', 'balanceOver', 'none']),
});
export type UserSubscriptionReply = z.infer<typeof userSubscriptionReply>;

/** GET /user/user-subscription (packs module; the spec says "no cache"). */
export const packsApi = {
  userSubscription: endpoint({
    method: 'GET',
    path: '/user/user-subscription',
    access: 'user',
    tag: 'packs',
    reply: userSubscriptionReply,
    errors: [],
    noStore: true,
  }),
};
