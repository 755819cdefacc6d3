import {
  FOLLOWER_BANDS,
  SEARCH_LIMITS,
  truncateText,
  userSearchQuery,
  userSearchReply,
  type DirectoryCard,
  type UserSearchReply,
  badgeTier,
} from '@kollabo/shared';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { presentSocials } from '../profiles/profiles.presenter.js';
import * as repo from './directory.repository.js';
import type { FacetRow } from './search.repository.js';
import {
  cached,
  searchCache,
  textCondition,
  sharedAnswerJson,
  type SearchCache,
} from './search-cache.js';
import { foldText } from './search-text.js';
import {
  pageAndCounts,
  pageAndItsCounts,
  passCounts,
  parseText,
  readFacetRows,
  type Counts,
} from './search.service.js';

// The creator directory: every member, French full-text search on pseudo, name and
// presentation, facets with counts. Visitors see no rates and no audience numbers.

type UserQuery = z.output<typeof userSearchQuery>;

/** The location as stored (kollabo_search_norm), as a LIKE pattern with its wildcards escaped. */
export function locationPattern(text: string): string | null {
  const folded = foldText(text)
    .replace(/([a-z]{4,})s\b/g, '$1')
    .trim();
  if (!folded) return null;
  return `%${folded.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

const isoOrNull = (value: Date | string | null) => (value ? new Date(value).toISOString() : null);

function presentCard(row: repo.DirectoryCardRow, logged: boolean): DirectoryCard {
  const card: DirectoryCard = {
    pseudo: row.pseudo,
    name: row.name,
    tradeName: row.trade_name,
    statut: row.statut,
    feminine: row.feminine,
    presentation: truncateText(row.presentation),
    _link_photo_profil: { url: row.photo_profile },
    statistique: {
      views: row.views,
      inFavorize: row.in_favorize,
      lastConnect: isoOrNull(row.last_connect),
    },
    subscription: badgeTier(row.pack),
    categorie: row.categorie,
    localisation: row.localisation,
    socials: presentSocials(row.socials, logged),
    rating: {
      average: row.rating_average == null ? null : Number(row.rating_average),
      count: Number(row.rating_count),
    },
  };
  if (logged) card.publicationTarif = row.min_tarif;
  return card;
}

function readFacets(rows: FacetRow[]) {
  const facets: UserSearchReply['facets'] = {
    statut: {},
    secteur: {},
    reseau: {},
    followers: {},
    pro: {},
  };
  const counts = readFacetRows(rows, (facet, value, n) => {
    if (facet === 'followers') {
      const band = FOLLOWER_BANDS[Number(value) - 1];
      if (band) facets.followers[band] = n;
    } else if (facet === 'pro') facets.pro.true = Math.min(n, SEARCH_LIMITS.totalCap);
    else if (facet === 'statut' || facet === 'secteur' || facet === 'reseau') {
      facets[facet][value] = n;
    }
  });
  return { facets, ...counts };
}

function emptyReply(): UserSearchReply {
  return {
    users: [],
    hasMore: false,
    total: 0,
    totalCapped: false,
    totalAtLeast: false,
    facetsSampled: false,
    facets: { statut: {}, secteur: {}, reseau: {}, followers: {}, pro: {} },
  };
}

/** A directory search's criteria, with the data version they are read at and its cache key. */
interface DirectoryCriteria {
  text: ReturnType<typeof parseText>;
  /** The filters but the text condition (read through the cache by readDirectory). */
  filters: Omit<repo.DirectoryFilters, 'tsq' | 'fewMatches' | 'scanRows'>;
  cache: SearchCache | null;
  version: string;
  /** Facets and total depend on the criteria, not on the sort or the page. */
  countsKey: string;
}

/** null when the text has no letter or digit: plain text that matches nothing. */
async function directoryCriteria(
  ctx: AppContext,
  logged: boolean,
  query: UserQuery,
): Promise<DirectoryCriteria | null> {
  const text = parseText(query.q);
  if (!text.none && text.words.length === 0) return null;
  const cache = searchCache(ctx);
  const version = cache ? await cache.version('user_search') : '';
  const filters = {
    // No type filter: creators only (directory.repository's statutSql).
    statut: query.statut,
    secteur: query.secteur,
    reseau: query.reseau,
    bands: query.followers.map((band) => FOLLOWER_BANDS.indexOf(band) + 1),
    pro: query.pro,
    locPattern: locationPattern(query.localisation),
    // Visitors see no rates: they cannot filter on them either.
    maxTarif: logged && query.maxTarif !== undefined ? query.maxTarif : null,
  };
  const countsKey = JSON.stringify([
    version,
    [...text.words].sort(),
    [...filters.statut].sort(),
    [...filters.secteur].sort(),
    [...filters.reseau].sort(),
    [...filters.bands].sort(),
    filters.pro,
    filters.locPattern,
    filters.maxTarif,
  ]);
  return { text, filters, cache, version, countsKey };
}

const directoryOrder = (query: UserQuery, noText: boolean) =>
  query.sort === 'pertinence' && noText ? 'vues' : query.sort;

/** The directory's answer, read (the benchmark explains its statements). */
export async function searchUsers(
  ctx: AppContext,
  logged: boolean,
  query: UserQuery,
): Promise<UserSearchReply> {
  const criteria = await directoryCriteria(ctx, logged, query);
  return criteria ? readDirectory(ctx, logged, query, criteria) : emptyReply();
}

/**
 * The directory as JSON text: the same for every visitor, and for every member (members see
 * rates and audience details), so kept a second per kind of viewer (search-cache.ts).
 */
export async function directoryJson(
  ctx: AppContext,
  logged: boolean,
  query: UserQuery,
): Promise<string> {
  const criteria = await directoryCriteria(ctx, logged, query);
  if (!criteria) return JSON.stringify(emptyReply());
  const order = directoryOrder(query, criteria.text.none);
  return sharedAnswerJson(
    criteria.cache,
    `${criteria.countsKey}|${order}|${query.page}|${query.pageSize}|${logged ? 'member' : 'visitor'}`,
    userSearchReply,
    () => readDirectory(ctx, logged, query, criteria),
  );
}

async function readDirectory(
  ctx: AppContext,
  logged: boolean,
  query: UserQuery,
  { text, cache, version, countsKey, ...criteria }: DirectoryCriteria,
): Promise<UserSearchReply> {
  const db = ctx.readDb;
  const condition = text.none
    ? null
    : await textCondition(
        db,
        text.words,
        'user_search',
        cache,
        `${version}:${[...text.words].sort().join(' ')}`,
      );
  const filters: repo.DirectoryFilters = {
    ...criteria.filters,
    ...condition,
    tsq: condition?.tsq ?? null,
  };
  const order = directoryOrder(query, text.none);
  const offset = (query.page - 1) * query.pageSize;
  const [rows, counts] = await pageAndItsCounts(
    filters,
    () => cached(cache?.counts, countsKey, () => directoryCounts(db, filters, text.none)),
    (density) =>
      repo.directoryPage(db, filters, order, { offset, limit: query.pageSize + 1, density }),
  );
  return {
    users: rows.slice(0, query.pageSize).map((row) => presentCard(row, logged)),
    ...pageAndCounts(rows.length, { offset, pageSize: query.pageSize }, counts),
  };
}

/** The facets and total of a set of criteria. */
async function directoryCounts(
  db: Db,
  filters: repo.DirectoryFilters,
  noText: boolean,
): Promise<Counts<UserSearchReply['facets']>> {
  const cap = SEARCH_LIMITS.totalCap;
  const fromCounts = noText && !filters.locPattern && !filters.pro && filters.maxTarif === null;
  if (fromCounts) {
    const { facets, total } = readFacets(
      await repo.directoryFacetsFromCounts(db, filters, cap + 1),
    );
    return { facets, total, lowerBound: false, sampled: false };
  }
  const pass = await repo.directoryFacetsOfMatches(db, filters);
  const { facets, ...counted } = readFacets(pass.rows);
  return passCounts(facets, counted, pass);
}
