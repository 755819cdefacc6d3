import {
  BOARD_PROFILES,
  MSG,
  BUDGET_BANDS,
  FOLLOWER_BANDS,
  PROFILE_TYPES,
  SEARCH_LIMITS,
  SOCIAL_NETWORKS,
  USER_SORTS,
  PROJECT_SORTS,
  nicheSlug,
  resolveNiche,
  type BudgetBand,
  type FollowerBand,
  type Niche,
  type ProjectSearchQuery,
  type ProjectSort,
  type SearchAlertQuery,
  type SocialNetwork,
  type UserSearchQuery,
  type UserSort,
} from '@kollabo/shared';

// The board's and the directory's whole query lives in the address (a shared link opens the
// same results, Back restores the previous ones). Niches travel as their slugs; anything
// unknown in a hand-written address is dropped rather than breaking the page.

type BoardProfile = (typeof BOARD_PROFILES)[number];
type ProfileType = (typeof PROFILE_TYPES)[number];

export interface BoardQuery {
  q: string;
  profil: BoardProfile[];
  budget: BudgetBand[];
  secteur: Niche[];
  /** Absent: relevance with a query, most recent without. */
  sort?: ProjectSort;
}

export interface DirectoryQuery {
  q: string;
  statut: ProfileType[];
  secteur: Niche[];
  reseau: SocialNetwork[];
  followers: FollowerBand[];
  pro: boolean;
  localisation: string;
  maxTarif?: number;
  /** Absent: relevance with a query, most viewed without. */
  sort?: UserSort;
}

const listOf = <T extends string>(params: URLSearchParams, key: string, known: readonly T[]) => [
  ...new Set(
    (params.get(key) ?? '')
      .split(',')
      .map((item) => item.trim())
      .filter((item): item is T => (known as readonly string[]).includes(item)),
  ),
];

const nichesOf = (params: URLSearchParams) => [
  ...new Set(
    (params.get('secteur') ?? '')
      .split(',')
      .map((item) => resolveNiche(item))
      .filter((niche): niche is Niche => niche !== undefined),
  ),
];

const oneOf = <T extends string>(value: string | null, known: readonly T[]) =>
  (known as readonly string[]).includes(value ?? '') ? (value as T) : undefined;

const textOf = (params: URLSearchParams, key: string, max: number) =>
  (params.get(key) ?? '').trim().slice(0, max);

export function readBoardQuery(params: URLSearchParams): BoardQuery {
  return {
    q: textOf(params, 'q', SEARCH_LIMITS.queryMax),
    profil: listOf(params, 'profil', BOARD_PROFILES),
    budget: listOf(params, 'budget', BUDGET_BANDS),
    secteur: nichesOf(params),
    sort: oneOf(params.get('sort'), PROJECT_SORTS),
  };
}

export function readDirectoryQuery(params: URLSearchParams): DirectoryQuery {
  const rate = Number(params.get('maxTarif') ?? '');
  return {
    q: textOf(params, 'q', SEARCH_LIMITS.queryMax),
    statut: listOf(params, 'statut', PROFILE_TYPES),
    secteur: nichesOf(params),
    reseau: listOf(params, 'reseau', SOCIAL_NETWORKS),
    followers: listOf(params, 'followers', FOLLOWER_BANDS),
    pro: params.get('pro') === 'true',
    localisation: textOf(params, 'localisation', SEARCH_LIMITS.locationMax),
    maxTarif:
      params.get('maxTarif') &&
      Number.isInteger(rate) &&
      rate >= 0 &&
      rate <= SEARCH_LIMITS.maxRateMax
        ? rate
        : undefined,
    sort: oneOf(params.get('sort'), USER_SORTS),
  };
}

type Entries = Record<string, string | readonly string[] | boolean | number | undefined>;

/** The address part of a query: empty values are left out, lists joined by commas. */
function toSearch(entries: Entries): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(entries)) {
    if (value === undefined || value === false || value === '') continue;
    if (Array.isArray(value)) {
      if (value.length > 0) params.set(key, value.join(','));
    } else params.set(key, String(value));
  }
  const text = params.toString().replace(/%2C/g, ',');
  return text ? `?${text}` : '';
}

export const boardSearch = (query: BoardQuery) =>
  toSearch({ ...query, secteur: query.secteur.map(nicheSlug) });

export const directorySearch = (query: DirectoryQuery) =>
  toSearch({ ...query, secteur: query.secteur.map(nicheSlug) });

/** Relevance is the default with a query and means nothing without one. */
export const boardSort = (query: BoardQuery): ProjectSort =>
  query.q
    ? (query.sort ?? 'pertinence')
    : query.sort && query.sort !== 'pertinence'
      ? query.sort
      : 'recent';
export const directorySort = (query: DirectoryQuery): UserSort =>
  query.q
    ? (query.sort ?? 'pertinence')
    : query.sort && query.sort !== 'pertinence'
      ? query.sort
      : 'vues';

const csv = (list: readonly string[]) => (list.length > 0 ? list.join(',') : undefined);

/** The board query as GET /project/search reads it. */
export function boardApiQuery(query: BoardQuery, page: number): ProjectSearchQuery {
  return {
    q: query.q || undefined,
    profil: csv(query.profil),
    budget: csv(query.budget),
    secteur: csv(query.secteur),
    sort: boardSort(query),
    page,
    pageSize: SEARCH_LIMITS.pageSize,
  };
}

/** The directory query as GET /user/search reads it (maxTarif only when logged). */
export function directoryApiQuery(
  query: DirectoryQuery,
  page: number,
  logged: boolean,
): UserSearchQuery {
  return {
    q: query.q || undefined,
    statut: csv(query.statut),
    secteur: csv(query.secteur),
    reseau: csv(query.reseau),
    followers: csv(query.followers),
    pro: query.pro ? 'true' : undefined,
    localisation: query.localisation || undefined,
    maxTarif: logged ? query.maxTarif : undefined,
    sort: directorySort(query),
    page,
    pageSize: SEARCH_LIMITS.pageSize,
  };
}

/** Number of facet values chosen (the mobile "Filtres (n)" button). */
export const boardFilterCount = (query: BoardQuery) =>
  query.profil.length + query.budget.length + query.secteur.length;
export const directoryFilterCount = (query: DirectoryQuery) =>
  query.statut.length +
  query.secteur.length +
  query.reseau.length +
  query.followers.length +
  (query.pro ? 1 : 0) +
  (query.localisation ? 1 : 0) +
  (query.maxTarif !== undefined ? 1 : 0);

/** What an alert saves: the board's criteria without the sort. */
export const alertQueryOf = (query: BoardQuery): SearchAlertQuery => ({
  q: query.q,
  profil: query.profil,
  budget: query.budget,
  secteur: query.secteur,
});

/** A saved alert back as a board query (its link). */
export const boardQueryOfAlert = (query: SearchAlertQuery): BoardQuery => ({
  q: query.q,
  profil: query.profil,
  budget: query.budget,
  secteur: query.secteur,
});

/**
 * "12 projets", "plus de 10 000 projets" (past the cap: totalCapped), "au moins 4 321 projets"
 * (a lower bound: totalAtLeast).
 */
export function totalLabel(
  reply: { total: number; totalCapped: boolean; totalAtLeast?: boolean },
  words: (count: string, many: boolean) => string,
) {
  const formatted = new Intl.NumberFormat('fr-FR').format(reply.total);
  const count = reply.totalCapped
    ? MSG.board.moreThan(formatted)
    : reply.totalAtLeast
      ? MSG.board.atLeast(formatted)
      : formatted;
  return words(count, reply.total > 1);
}
