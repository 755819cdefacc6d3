import {
  BUDGET_BANDS,
  SEARCH_LIMITS,
  bandOfBudget,
  type BudgetBand,
  projectSearchQuery,
  projectSearchReply,
  truncateText,
  type ProjectCardDto,
  type ProjectSearchReply,
  type ProjectStatus,
  badgeTier,
} from '@kollabo/shared';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import {
  cached,
  searchCache,
  textCondition,
  sharedAnswerJson,
  type SearchCache,
} from './search-cache.js';
import { queryWords } from './search-text.js';
import * as repo from './search.repository.js';

// The open-projects board: published projects only, French full-text search with
// one typo tolerated in words of 6+ letters, facets with counts, total exact up to 10,000.

type ProjectQuery = z.output<typeof projectSearchQuery>;

/** The database search reads go to: the replica when DATABASE_READ_URL is set. */
const readDb = (ctx: AppContext) => ctx.readDb;

export interface TextQuery {
  /** No query text at all. */
  none: boolean;
  /** The query's words, folded; empty when the text has no letter or digit. */
  words: string[];
}

export function parseText(text: string): TextQuery {
  if (!text.trim()) return { none: true, words: [] };
  return { none: false, words: queryWords(text) };
}

const iso = (value: Date | string) => new Date(value).toISOString();

function presentCard(row: repo.ProjectCardRow, logged: boolean): ProjectCardDto {
  const card: ProjectCardDto = {
    _id: row.id,
    title: row.title,
    description: truncateText(row.description),
    budget: row.budget,
    secteur: row.secteur,
    profilSearch: row.profil_search,
    statut: row.statut as ProjectStatus,
    dateCrea: iso(row.published_at),
    views: row.views,
    totalOffers: row.total_offers,
  };
  if (!logged) return card;
  // Set for each member by markOwnOffers.
  card.userOffered = false;
  if (row.author_pseudo !== null) {
    card.authorInfo = {
      pseudo: row.author_pseudo,
      name: row.author_name ?? '',
      tradeName: row.author_trade_name,
      statut: row.author_statut ?? '',
      feminine: row.author_feminine ?? false,
      _link_photo_profil: { url: row.author_photo },
      subscription: badgeTier(row.author_pack),
    };
  }
  return card;
}

function emptyFacets(): ProjectSearchReply['facets'] {
  return { profil: {}, budget: {}, secteur: {} };
}

function readFacets(rows: repo.FacetRow[]) {
  const facets = emptyFacets();
  const counts = readFacetRows(rows, (facet, value, n) => {
    if (facet === 'budget') {
      const band = bandOfBudget(value);
      if (band) facets.budget[band] = n;
    } else if (facet === 'secteur' || facet === 'profil') facets[facet][value] = n;
  });
  return { facets, ...counts };
}

/** The total and scanned rows of a facet query; each facet value counted above 0 goes to `put`.
 * Shared by the board and the directory. */
export function readFacetRows(
  rows: repo.FacetRow[],
  put: (facet: string, value: string, n: number) => void,
): { total: number; scanned: number } {
  let total = 0;
  let scanned = 0;
  for (const row of rows) {
    const n = Number(row.n);
    if (row.facet === 'total') total = n;
    else if (row.facet === 'scanned') scanned = n;
    else if (n > 0) put(row.facet, row.value, n);
  }
  return { total, scanned };
}

/**
 * The board's criteria as SQL filters; null when the text has no letter or digit at all
 * (plain text such as "%" or "_" matches nothing).
 */
export function projectFilters(query: {
  q: string;
  profil: string[];
  budget: readonly string[];
  secteur: string[];
}): { filters: repo.ProjectFilters; hasText: boolean; words: string[] } | null {
  const text = parseText(query.q);
  if (!text.none && text.words.length === 0) return null;
  return {
    hasText: !text.none,
    words: text.words,
    filters: {
      tsq: text.none ? null : repo.textMatch(text.words),
      profil: query.profil,
      // budget_rank is the 1-based position in BUDGETS, like the band's in BUDGET_BANDS.
      budgetRanks: query.budget.map((band) => BUDGET_BANDS.indexOf(band as BudgetBand) + 1),
      secteur: query.secteur,
    },
  };
}

function emptyReply(): ProjectSearchReply {
  return {
    projects: [],
    hasMore: false,
    total: 0,
    totalCapped: false,
    totalAtLeast: false,
    facetsSampled: false,
    facets: emptyFacets(),
  };
}

/** A board search's criteria, with the data version they are read at and its cache keys. */
export interface BoardCriteria {
  built: NonNullable<ReturnType<typeof projectFilters>>;
  cache: SearchCache | null;
  version: string;
  /** Facets and total depend on the criteria, not on the sort or the page. */
  countsKey: string;
}

/** null when the text has no letter or digit ("%", "_", quotes): plain text that matches nothing. */
export async function boardCriteria(
  ctx: AppContext,
  query: ProjectQuery,
): Promise<BoardCriteria | null> {
  const built = projectFilters(query);
  if (!built) return null;
  const cache = searchCache(ctx);
  const version = cache ? await cache.version('project_search') : '';
  const { filters, words } = built;
  const countsKey = JSON.stringify([
    version,
    [...words].sort(),
    [...filters.profil].sort(),
    [...filters.budgetRanks].sort(),
    [...filters.secteur].sort(),
  ]);
  return { built, cache, version, countsKey };
}

const boardOrder = (query: ProjectQuery, hasText: boolean) =>
  query.sort === 'pertinence' && !hasText ? 'recent' : query.sort;

const answerKey = (query: ProjectQuery, criteria: BoardCriteria, viewer: 'visitor' | 'member') =>
  `${criteria.countsKey}|${boardOrder(query, criteria.built.hasText)}|${query.page}|${query.pageSize}|${viewer}`;

/** The board as a member sees it: the members' shared answer (kept a second), her offers read now. */
export async function searchProjects(
  ctx: AppContext,
  viewerId: string,
  query: ProjectQuery,
): Promise<ProjectSearchReply> {
  const criteria = await boardCriteria(ctx, query);
  if (!criteria) return emptyReply();
  const shared = await cached(criteria.cache?.answers, answerKey(query, criteria, 'member'), () =>
    readBoard(ctx, true, query, criteria),
  );
  return markOwnOffers(ctx, viewerId, shared);
}

/** "Offre déposée": the cards of the projects she sent an offer to (the shared answer is kept as it is). */
async function markOwnOffers(
  ctx: AppContext,
  viewerId: string,
  answer: ProjectSearchReply,
): Promise<ProjectSearchReply> {
  const offered = await repo.offeredAmong(
    readDb(ctx),
    viewerId,
    answer.projects.map((card) => card._id),
  );
  return {
    ...answer,
    projects: answer.projects.map((card) => ({ ...card, userOffered: offered.has(card._id) })),
  };
}

/** The board as a visitor sees it, as JSON text (kept a second: search-cache.ts). */
export async function visitorBoardJson(ctx: AppContext, query: ProjectQuery): Promise<string> {
  const criteria = await boardCriteria(ctx, query);
  if (!criteria) return JSON.stringify(emptyReply());
  return sharedAnswerJson(
    criteria.cache,
    answerKey(query, criteria, 'visitor'),
    projectSearchReply,
    () => readBoard(ctx, false, query, criteria),
  );
}

/** One page of the board and its counts; `members` adds the authors' mini-cards. */
export async function readBoard(
  ctx: AppContext,
  members: boolean,
  query: ProjectQuery,
  { built, cache, version, countsKey }: BoardCriteria,
): Promise<ProjectSearchReply> {
  const db = readDb(ctx);
  const { hasText, words } = built;
  const text = built.filters.tsq
    ? await textCondition(
        db,
        words,
        'project_search',
        cache,
        `${version}:${[...words].sort().join(' ')}`,
      )
    : null;
  const filters = text ? { ...built.filters, ...text } : built.filters;
  const order = boardOrder(query, hasText);
  const offset = (query.page - 1) * query.pageSize;
  const [rows, counts] = await pageAndItsCounts(
    filters,
    () => cached(cache?.counts, countsKey, () => projectCounts(db, filters, hasText)),
    (density) =>
      repo.projectPage(db, filters, order, { offset, limit: query.pageSize + 1, density }, members),
  );
  return {
    projects: rows.slice(0, query.pageSize).map((row) => presentCard(row, members)),
    ...pageAndCounts(rows.length, { offset, pageSize: query.pageSize }, counts),
  };
}

/**
 * A page and its counts. A common text's counts come first: their sample says how many of the
 * text's matches pass the filters, so how far the page's walk must read, or that it would not
 * meet the page and every result is read at once. Otherwise both at once. Shared by the board
 * and the directory.
 */
export async function pageAndItsCounts<R, F>(
  text: repo.TextReading & { tsq: unknown },
  counts: () => Promise<Counts<F>>,
  page: (density: number | undefined) => Promise<R[]>,
): Promise<[R[], Counts<F>]> {
  if (!text.tsq || text.fewMatches) return Promise.all([page(undefined), counts()]);
  const counted = await counts();
  return [await page(counted.density), counted];
}

/**
 * The reply's paging and counts: the extra row says whether there is more; past the cap
 * `totalCapped` says "plus de 10 000"; a total counted among the first matches only is "au moins"
 * (`totalAtLeast`), unless the page itself saw the last result (then it is exact);
 * `facetsSampled` says the facets were counted over a sample of the matches (each a lower
 * bound). Shared by the board and the directory.
 */
export function pageAndCounts<F>(
  rowCount: number,
  page: { offset: number; pageSize: number },
  counts: Counts<F>,
) {
  const cap = SEARCH_LIMITS.totalCap;
  const lastSeen = rowCount <= page.pageSize && (rowCount > 0 || page.offset === 0);
  const exact = counts.lowerBound && lastSeen ? page.offset + rowCount : null;
  // A lower bound is at least what the page read (its extra row included).
  const total =
    exact ?? (counts.lowerBound ? Math.max(counts.total, page.offset + rowCount) : counts.total);
  return {
    hasMore: rowCount > page.pageSize,
    total: Math.min(total, cap),
    totalCapped: total > cap,
    totalAtLeast: exact === null && counts.lowerBound && total <= cap,
    facetsSampled: counts.sampled,
    facets: counts.facets,
  };
}

/** A search's facets and total. */
export interface Counts<F> {
  facets: F;
  /** Counted up to the cap, or cap + 1 past it. */
  total: number;
  /** `total` is a lower bound: counted among the text's first matches (the facet sample). */
  lowerBound: boolean;
  /** The facets were counted over the text's first matches, not all. */
  sampled: boolean;
  /** Results per row the page may expect (repo.FacetPass), from the facet sample. */
  density?: number;
}

/**
 * The counts one facet pass read: exact when it saw every match, otherwise counted over a
 * sample of them, each a lower bound. Shared by the board and the directory.
 */
export function passCounts<F>(
  facets: F,
  { total }: { total: number },
  { complete, density }: repo.FacetPass,
): Counts<F> {
  return { facets, total, lowerBound: !complete, sampled: !complete, density };
}

/** The facets and total of a set of criteria. */
async function projectCounts(
  db: Db,
  filters: repo.ProjectFilters,
  hasText: boolean,
): Promise<Counts<ProjectSearchReply['facets']>> {
  if (!hasText) {
    const { facets, total } = readFacets(await repo.facetsFromCounts(db, filters));
    return { facets, total, lowerBound: false, sampled: false };
  }
  const pass = await repo.facetsOfMatches(db, filters);
  const { facets, ...counted } = readFacets(pass.rows);
  return passCounts(facets, counted, pass);
}
