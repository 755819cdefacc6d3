import type { AppContext } from '../../context.js';

/** Rate limits of the collaboration's writes: per user and per object. */
export const COLLAB_LIMITS = {
  contractPerUser: { max: 30, windowMs: 60 * 60_000 },
  contractPerOffer: { max: 10, windowMs: 60 * 60_000 },
  deliverablePerUser: { max: 60, windowMs: 60 * 60_000 },
  /** Publish and review of one deliverable (a publish / change-request loop). */
  deliverablePerItem: { max: 10, windowMs: 60 * 60_000 },
} as const;

/** Counts one write of the collaboration: per user, and per object (a collaboration's contract,
 * one deliverable). Past either limit: 429 with Retry-After. */
export async function limitWrite(
  ctx: AppContext,
  kind: 'contract' | 'deliverable',
  userId: string,
  objectKey: string,
) {
  const [perUser, perObject] =
    kind === 'contract'
      ? [COLLAB_LIMITS.contractPerUser, COLLAB_LIMITS.contractPerOffer]
      : [COLLAB_LIMITS.deliverablePerUser, COLLAB_LIMITS.deliverablePerItem];
  await ctx.limiter.consume(`collab-${kind}-user:${userId}`, perUser.max, perUser.windowMs);
  await ctx.limiter.consume(`collab-${kind}:${objectKey}`, perObject.max, perObject.windowMs);
}
