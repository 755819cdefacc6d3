import {
  EMPTY_SOCIAL_ID,
  SOCIAL_NETWORKS,
  isEmptySocialId,
  type AllSocialsReply,
  type SocialEntry,
  type SocialNetwork,
} from '@kollabo/shared';
import type { AppContext } from '../../context.js';
import type { DbOrTx } from '../../db/client.js';
import { isUniqueViolation } from '../../db/errors.js';
import { AppError } from '../../lib/app-error.js';
import type { SessionUser } from '../auth/session-user.js';
import { findProfileUserId } from '../profiles/profiles.service.js';
import { profileNotFound } from '../profiles/profiles.service.js';
import * as repo from './socials.repository.js';
import { isSameUser } from '../auth/auth.policy.js';

// Social networks: identifiers, rates, and what others may see of them.

/** Whether the user owns at least one verified social account (used by offers). */
export function hasVerifiedSocial(db: DbOrTx, userId: string): Promise<boolean> {
  return repo.anyVerified(db, userId);
}

export const NETWORK_LABELS: Record<SocialNetwork, string> = {
  instagram: 'Instagram',
  tiktok: 'TikTok',
};

const emptyEntry = (): SocialEntry => ({
  identifiant: EMPTY_SOCIAL_ID,
  statutVerif: false,
  storyTarif: 0,
  publicationTarif: 0,
  followers: null,
  verifiedAt: null,
});

/** Own entries show everything; others see rates only once the account is verified. */
export function presentSocial(row: repo.SocialRow | undefined, own: boolean): SocialEntry {
  if (!row) return emptyEntry();
  const showRates = own || row.verified;
  return {
    identifiant: row.verified && row.verifiedHandle ? row.verifiedHandle : row.identifiant,
    statutVerif: row.verified,
    storyTarif: showRates ? row.storyTarif : 0,
    publicationTarif: showRates ? row.publicationTarif : 0,
    // The audience read at verification: shown while the account stays verified.
    followers: row.verified ? row.followers : null,
    verifiedAt: row.verified && row.verifiedAt ? row.verifiedAt.toISOString() : null,
  };
}

export async function allSocials(
  ctx: AppContext,
  session: SessionUser,
  pseudo?: string,
): Promise<AllSocialsReply> {
  const target = pseudo ? await findProfileUserId(ctx.db, pseudo) : session;
  if (!target) throw profileNotFound();
  const own = isSameUser(target.id, session.id);
  const rows = await repo.findSocials(ctx.db, target.id);
  const entry = (network: SocialNetwork) =>
    presentSocial(
      rows.find((r) => r.network === network),
      own,
    );
  return { pseudo: target.pseudo, instagram: entry('instagram'), tiktok: entry('tiktok') };
}

export async function updateIdentifiant(
  ctx: AppContext,
  session: SessionUser,
  network: SocialNetwork,
  identifiant: string,
) {
  const reset = isEmptySocialId(identifiant);
  const row = await repo.saveIdentifiant(
    ctx.db,
    session.id,
    network,
    reset ? EMPTY_SOCIAL_ID : identifiant,
  );
  return { reset, social: presentSocial(row, true) };
}

export async function updateRates(
  ctx: AppContext,
  session: SessionUser,
  network: SocialNetwork,
  rates: { storyTarif: number; publicationTarif: number },
) {
  const row = await repo.saveRates(ctx.db, session.id, network, rates);
  return { social: presentSocial(row, true) };
}

export const isNetwork = (value: string): value is SocialNetwork =>
  (SOCIAL_NETWORKS as readonly string[]).includes(value);

/** The network a path names; any other name is a path that does not exist (404). */
export function networkOf(value: string): SocialNetwork {
  if (!isNetwork(value)) throw new AppError('not_found');
  return value;
}

/** Records the provider's handle; false when another verification of it won the race. */
export async function recordVerifiedHandle(
  ctx: AppContext,
  userId: string,
  network: SocialNetwork,
  handle: string,
  followers: number | null = null,
): Promise<boolean> {
  try {
    await repo.markVerified(ctx.db, userId, network, handle, followers);
    return true;
  } catch (error) {
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}

export function identifierRequired() {
  return new AppError('identifier_required');
}
