import {
  DURATIONS,
  isBrandProfileType,
  parseVideoUrl,
  presentationHasContactDetails,
  profileReply,
  videoKey,
  videoPublicUrl,
  type UpdateInfoBody,
} from '@kollabo/shared';
import type { AppContext } from '../../context.js';
import type { DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { assertFeminineAllowed, assertTradeNameAllowed } from './brand-rules.js';
import { hashIp } from '../../lib/secrets.js';
import type { Owned } from '../../lib/user-changes.js';
import type { SessionUser } from '../auth/session-user.js';
import type { ProfileAnswer, ProfileCache } from './profile-cache.js';
import { presentProfile } from './profiles.presenter.js';
import { canViewRestrictedProfile, isProfilePublic } from './profiles.policy.js';
import * as repo from './profiles.repository.js';
import { isSameUser, seesPhoneOf } from '../auth/auth.policy.js';

// Profile rules: reading a profile, editing one's own, the presentation video and statistics.

export const profileNotFound = () => new AppError('profile_not_found');

/**
 * GET /user/profile's answer for everyone as its validated JSON text (profile-cache.ts keeps
 * it), never with the phone: a profile under a moderation decision is not found, like a
 * removed one.
 */
export async function loadProfileAnswer(
  ctx: AppContext,
  pseudo: string,
  logged: boolean,
): Promise<Owned<ProfileAnswer>> {
  const row = await repo.findProfile(ctx.db, pseudo);
  if (!row || !isProfilePublic(row)) throw profileNotFound();
  const profile = presentProfile(row, { logged, phone: false });
  const json = JSON.stringify(profileReply.parse({ profile }));
  return { userId: row.id, value: { ownerId: row.id, json } };
}

/** Her own view, or her signed partner's: the same answer with the phone, never cached. */
async function answerWithPhone(ctx: AppContext, pseudo: string, extra?: { restricted: true }) {
  const row = await repo.findProfile(ctx.db, pseudo);
  if (!row) throw profileNotFound();
  const profile = { ...presentProfile(row, { logged: true, phone: true }), ...extra };
  return JSON.stringify(profileReply.parse({ profile }));
}

/**
 * GET /user/profile: the shared answer (cached); her own view and her signed partners' carry
 * the phone. Her own profile restricted by a moderation decision is her own view, never
 * cached, marked `restricted` (the page says so).
 */
export async function profileAnswer(
  ctx: AppContext,
  cache: ProfileCache,
  pseudo: string,
  viewer: SessionUser | undefined,
): Promise<string> {
  const logged = viewer !== undefined;
  try {
    const answer = await cache.get(pseudo, logged, () => loadProfileAnswer(ctx, pseudo, logged));
    return seesPhoneOf(viewer, answer.ownerId) ? await answerWithPhone(ctx, pseudo) : answer.json;
  } catch (error) {
    if (!viewer || !(error instanceof AppError) || error.code !== 'profile_not_found') throw error;
    const row = await repo.findProfile(ctx.db, pseudo);
    if (!row || !canViewRestrictedProfile(row, viewer.id)) throw error;
    return answerWithPhone(ctx, pseudo, { restricted: true });
  }
}

export async function updateInfo(
  ctx: AppContext,
  session: SessionUser,
  body: Required<Omit<UpdateInfoBody, 'feminine' | 'tradeName'>> & {
    feminine?: boolean;
    tradeName?: string | null;
  },
): Promise<void> {
  assertTradeNameAllowed(body.statut, body.tradeName);
  assertFeminineAllowed(body.statut, body.feminine);
  const brand = isBrandProfileType(body.statut);
  // The same rule as the form: no way to pass contact details through the presentation.
  if (presentationHasContactDetails(body.presentation)) {
    throw new AppError('presentation_contact', {
      field: 'presentation',
    });
  }
  await repo.updateInfo(ctx.db, session.id, {
    statut: body.statut,
    presentation: body.presentation,
    categorie: body.categorie,
    localisation: body.localisation,
    phone: body.phone,
    // Absent: unchanged (older clients do not send it); a brand type is never in the feminine.
    ...(brand
      ? { feminine: false }
      : body.feminine === undefined
        ? {}
        : { feminine: body.feminine }),
    // A creator type has no trade name (changing to one removes it); absent: unchanged.
    ...(!brand
      ? { tradeName: null }
      : body.tradeName === undefined
        ? {}
        : { tradeName: body.tradeName }),
  });
  await ctx.userChanges.publish(session.id);
}

/** Stores a YouTube or Vimeo link as its normalised id; '' removes the video. */
export async function setVideo(ctx: AppContext, session: SessionUser, link: string) {
  const removing = link.trim() === '';
  const video = removing ? undefined : parseVideoUrl(link);
  if (!removing && !video) {
    throw new AppError('invalid_video', { field: 'id' });
  }
  await repo.setVideo(ctx.db, session.id, video ? videoKey(video) : null);
  await ctx.userChanges.publish(session.id);
  return { video_url: video ? videoPublicUrl(video) : '' };
}

export type StatBody =
  | { lastConnect: unknown; pseudoUser?: string }
  | { view: 1; pseudoUser: string }
  | { inFavorize: 'like' | 'dislike'; pseudoUser: string };

/**
 * POST /user/statprofile. The server enforces the spec's throttles whatever the client's
 * cookies say: one last-connection stamp per 10 minutes, one view per viewer and profile per
 * 10 minutes, and no view of one's own profile. The favourites count follows the favourites
 * table (POST /user/favourite), so an inFavorize statistic changes nothing.
 */
export async function recordStat(
  ctx: AppContext,
  body: StatBody,
  ip: string,
  session?: SessionUser,
): Promise<{ counted: boolean }> {
  if ('view' in body) {
    const target = await repo.findUserIdByPseudo(ctx.db, body.pseudoUser);
    if (!target) throw profileNotFound();
    if (isSameUser(target.id, session?.id)) return { counted: false };
    const viewerKey = session ? `u:${session.id}` : `ip:${hashIp(ip, ctx.config.jwtSecret)}`;
    const counted = await repo.recordView(ctx.db, target.id, viewerKey, DURATIONS.viewWindowMs);
    return { counted };
  }
  if (!session) throw new AppError('unauthorized');
  if ('lastConnect' in body) {
    // Always the caller's own statistic: pseudoUser cannot stamp someone else.
    return { counted: await recordConnection(ctx, session.id) };
  }
  return { counted: false };
}

/**
 * Stamps a user's last connection (throttled). Login and sign-up call it too, so her own
 * profile never says "Pas encore connecté" right after she logged in.
 */
export async function recordConnection(ctx: AppContext, userId: string): Promise<boolean> {
  const counted = await repo.touchLastConnect(ctx.db, userId, DURATIONS.lastConnectThrottleMs);
  // "Disponible" lasts a minute: a cached profile must not hide a fresh connection.
  if (counted) await ctx.userChanges.publish(userId);
  return counted;
}

/** The id of the account behind a pseudo (socials reads another user's networks by pseudo). */
export const findProfileUserId = (db: DbOrTx, pseudo: string) =>
  repo.findUserIdByPseudo(db, pseudo);
