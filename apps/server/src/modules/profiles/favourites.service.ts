import { PAGE_SIZES, resolveNiche, usersSecteurReply, type ProfileCard } from '@kollabo/shared';
import type { AppContext } from '../../context.js';
import { AppError } from '../../lib/app-error.js';
import type { TtlCache } from '../../lib/ttl-cache.js';
import type { SessionUser } from '../auth/session-user.js';
import * as favRepo from './favourites.repository.js';
import { presentCard } from './profiles.presenter.js';
import * as repo from './profiles.repository.js';
import { profileNotFound } from './profiles.service.js';
import { isSameUser } from '../auth/auth.policy.js';

// Favourites and the sector listing.

interface Paging {
  page: number;
  pageSize?: number;
}

function pageWindow({ page, pageSize = PAGE_SIZES.users }: Paging) {
  return { offset: (page - 1) * pageSize, limit: pageSize + 1, pageSize };
}

function toPage(rows: favRepo.CardRow[], pageSize: number, logged: boolean) {
  return {
    cards: rows.slice(0, pageSize).map((row) => presentCard(row, logged)),
    hasMore: rows.length > pageSize,
  };
}

async function targetOf(ctx: AppContext, pseudo: string) {
  const target = await repo.findUserIdByPseudo(ctx.db, pseudo);
  if (!target) throw profileNotFound();
  return target;
}

export async function inFavourites(ctx: AppContext, session: SessionUser, pseudo: string) {
  const target = await targetOf(ctx, pseudo);
  return { inFavourites: await favRepo.isFavourite(ctx.db, session.id, target.id) };
}

/** Idempotent: liking twice keeps one favourite, disliking a non-favourite changes nothing. */
export async function setFavourite(
  ctx: AppContext,
  session: SessionUser,
  pseudo: string,
  context: 'liked' | 'disliked',
) {
  const target = await targetOf(ctx, pseudo);
  if (isSameUser(target.id, session.id)) throw new AppError('self_favourite');
  const liked = context === 'liked';
  const inFavorize = await favRepo.setFavourite(ctx.db, session.id, target.id, liked);
  await ctx.userChanges.publish(target.id); // the count shows on the profile
  return { inFavourites: liked, inFavorize };
}

export async function listFavourites(
  ctx: AppContext,
  session: SessionUser,
  query: Paging & { searchUser: string; filter: string },
): Promise<{ favorisInfo: ProfileCard[]; hasMore: boolean }> {
  const { offset, limit, pageSize } = pageWindow(query);
  const rows = await favRepo.listFavourites(ctx.db, session.id, {
    search: query.searchUser,
    statut: query.filter,
    offset,
    limit,
  });
  const { cards, hasMore } = toPage(rows, pageSize, true);
  return { favorisInfo: cards, hasMore };
}

/** How long a sector page may be served from memory: identical for every visitor (and for every
 * logged viewer: only the audience numbers differ between the two). */
export const SECTOR_CACHE_MS = 5000;

/**
 * One page of a niche as the JSON text of the answer. The page is checked against the reply
 * contract once, when it is built; the cache then keeps the text, so a burst of visitors costs
 * neither a query nor a serialisation.
 */
export async function sectorPageJson(
  ctx: AppContext,
  query: Paging & { secteur: string; filter: string },
  logged: boolean,
  cache: TtlCache<string>,
): Promise<string> {
  const niche = resolveNiche(query.secteur);
  if (!niche) throw new AppError('unknown_sector');
  const { offset, limit, pageSize } = pageWindow(query);
  const key = `${niche}|${query.filter}|${offset}|${pageSize}|${logged}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const rows = await favRepo.listSector(ctx.db, niche, { statut: query.filter, offset, limit });
  const { cards, hasMore } = toPage(rows, pageSize, logged);
  const json = JSON.stringify(usersSecteurReply.parse({ users: cards, hasMore }));
  cache.set(key, json);
  return json;
}
