import { z } from 'zod';
import {
  BUDGETS,
  NICHES,
  PROFILE_TYPES,
  PROFIL_FILTER_CHOICES,
  PROFIL_SEARCH_CHOICES,
  PROJECT_STATUSES,
  SOCIAL_NETWORKS,
} from '../constants.js';
import { endpoint } from '../endpoint.js';
import { resolveNiche } from '../profile-helpers.js';
import { okSchema } from './common.js';
import {
  cardSocialsSchema,
  imageRefSchema,
  ratingSummarySchema,
  subscriptionTierSchema,
} from './profiles.js';

// Discovery: the open-projects board, the creator directory and saved alerts. Query
// parameters follow the spec's conventions (French names, comma-separated lists); every value
// is checked, and anything unknown answers 400 with the invalid-input text.

export const SEARCH_LIMITS = {
  queryMax: 200,
  pageMax: 1000,
  pageSize: 10,
  /** `total` is exact up to this count; above it says this with totalCapped. */
  totalCap: 10_000,
  alertsPerUser: 10,
  locationMax: 80,
  maxRateMax: 1_000_000,
} as const;

/** Budget bands of the board, in the order of BUDGETS. */
export const BUDGET_BANDS = ['moins500', '500a1k', '1ka10k', 'plus10k'] as const;
export type BudgetBand = (typeof BUDGET_BANDS)[number];
export const budgetOfBand = (band: BudgetBand) => BUDGETS[BUDGET_BANDS.indexOf(band)];
export const bandOfBudget = (budget: string): BudgetBand | undefined =>
  BUDGET_BANDS[BUDGETS.indexOf(budget as (typeof BUDGETS)[number])];

export const PROJECT_SORTS = ['recent', 'budget', 'offers', 'pertinence'] as const;
export type ProjectSort = (typeof PROJECT_SORTS)[number];

export const FOLLOWER_BANDS = ['moins10k', '10ka50k', '50ka200k', 'plus200k'] as const;
export type FollowerBand = (typeof FOLLOWER_BANDS)[number];
/** Inclusive lower and exclusive upper follower counts of each band. */
export const FOLLOWER_BAND_RANGES: Record<FollowerBand, readonly [number, number]> = {
  moins10k: [0, 10_000],
  '10ka50k': [10_000, 50_000],
  '50ka200k': [50_000, 200_000],
  plus200k: [200_000, Number.MAX_SAFE_INTEGER],
};

export const USER_SORTS = ['pertinence', 'vues', 'favoris', 'actifs', 'recents'] as const;
export type UserSort = (typeof USER_SORTS)[number];

/** "a,b,c" → a checked list of known values (niches also by slug); '' → []. */
function csvOf<const T extends readonly string[]>(values: T, resolve?: (v: string) => string) {
  return z
    .string()
    .max(2000)
    .optional()
    .transform((text) =>
      (text ?? '')
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean)
        .map((item) => (resolve ? resolve(item) : item)),
    )
    .pipe(z.array(z.enum(values)).max(values.length))
    .transform((list) => [...new Set(list)]);
}

const nicheList = csvOf(NICHES, (value) => resolveNiche(value) ?? value);
const searchText = z.string().trim().max(SEARCH_LIMITS.queryMax).optional().default('');
const paging = {
  page: z.coerce.number().int().min(1).max(SEARCH_LIMITS.pageMax).default(1),
  pageSize: z.coerce.number().int().min(1).max(SEARCH_LIMITS.pageSize).default(10),
};

/**
 * Profile values the board's `profil` filter accepts (the spec's two lists together, so older
 * links and saved alerts still parse). The filter offers only BOARD_PROFILE_OPTIONS.
 */
export const BOARD_PROFILES = [
  ...new Set([...PROFIL_SEARCH_CHOICES, ...PROFIL_FILTER_CHOICES]),
] as readonly string[] as readonly (
  (typeof PROFIL_SEARCH_CHOICES)[number] | (typeof PROFIL_FILTER_CHOICES)[number]
)[];

/** The types a project can seek (its form's choices): the board's filter offers only these, a
 * "Youtubeur" box would find nothing. */
export const BOARD_PROFILE_OPTIONS = PROFIL_SEARCH_CHOICES;

// GET /project/search
export const projectSearchQuery = z.object({
  q: searchText,
  profil: csvOf(BOARD_PROFILES),
  budget: csvOf(BUDGET_BANDS),
  secteur: nicheList,
  /** pertinence without a query falls back to recent. */
  sort: z.enum(PROJECT_SORTS).optional().default('recent'),
  ...paging,
});
export type ProjectSearchQuery = z.input<typeof projectSearchQuery>;

/** The author's mini-card, for logged users only (visitors never see who posted). */
export const projectAuthorCardSchema = z.object({
  pseudo: z.string(),
  name: z.string(),
  /** A brand's trade name (brand types), shown instead of the pseudo; null when none. */
  tradeName: z.string().nullable(),
  statut: z.string(),
  /** The type shown in the feminine ("Influenceuse"): the person chose it on her account. */
  feminine: z.boolean(),
  _link_photo_profil: imageRefSchema,
  subscription: subscriptionTierSchema,
});

export const projectCardSchema = z.object({
  _id: z.string(),
  title: z.string(),
  /** Cut at 196 characters with an ellipsis. */
  description: z.string(),
  budget: z.string(),
  /** One of the 16 niches, or null when the owner gave none. */
  secteur: z.string().nullable(),
  profilSearch: z.array(z.string()),
  statut: z.enum(PROJECT_STATUSES),
  /** The publication date shown as "Publiée il y a …" (ISO). */
  dateCrea: z.string(),
  views: z.number().int(),
  totalOffers: z.number().int(),
  /** Logged users only. */
  authorInfo: projectAuthorCardSchema.optional(),
  /** Logged users only: they already sent an offer on it ("Offre déposée"). */
  userOffered: z.boolean().optional(),
});
export type ProjectCardDto = z.infer<typeof projectCardSchema>;

const counts = z.record(z.string(), z.number().int());

export const projectSearchReply = z.object({
  projects: z.array(projectCardSchema),
  hasMore: z.boolean(),
  /** Exact unless totalCapped or totalAtLeast says otherwise. */
  total: z.number().int(),
  /** "plus de 10 000": there are more than `total` (10,000) results. */
  totalCapped: z.boolean(),
  /**
   * "au moins {total}": the text matches more than 10,001 projects and the results were counted
   * among its first 10,001 matches only, so `total` is a lower bound (never more than the truth).
   */
  totalAtLeast: z.boolean().optional(),
  /**
   * The facets were counted over the first 2,000 matches of the text (it matches more): each
   * count is then a lower bound, shown as such. Absent or false: every count is exact.
   */
  facetsSampled: z.boolean().optional(),
  /**
   * For each facet, value → number of results with that value under the query and the OTHER
   * facets' filters (a checked value does not hide its neighbours); values with 0 are left out.
   * Exact while the text query matches at most 2,000 projects; above, counted over 2,000 of them
   * (facetsSampled).
   */
  facets: z.object({ profil: counts, budget: counts, secteur: counts }),
});
export type ProjectSearchReply = z.infer<typeof projectSearchReply>;

// GET /user/search
export const userSearchQuery = z.object({
  q: searchText,
  statut: csvOf(PROFILE_TYPES),
  secteur: nicheList,
  reseau: csvOf(SOCIAL_NETWORKS),
  followers: csvOf(FOLLOWER_BANDS),
  /** "true": PRO badges only (premium and ultimate packs running). */
  pro: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true'),
  localisation: z.string().trim().max(SEARCH_LIMITS.locationMax).optional().default(''),
  /** Logged users only (visitors see no rates): the highest publication rate in euros. */
  maxTarif: z.coerce.number().int().min(0).max(SEARCH_LIMITS.maxRateMax).optional(),
  /** pertinence without a query falls back to vues. */
  sort: z.enum(USER_SORTS).optional().default('pertinence'),
  ...paging,
});
export type UserSearchQuery = z.input<typeof userSearchQuery>;

export const directoryCardSchema = z.object({
  pseudo: z.string(),
  name: z.string(),
  /** A brand's trade name (brand types), shown instead of the pseudo; null when none. */
  tradeName: z.string().nullable(),
  statut: z.string(),
  /** The type shown in the feminine ("Influenceuse"): the person chose it on her account. */
  feminine: z.boolean(),
  /** Cut at 196 characters with an ellipsis. */
  presentation: z.string(),
  _link_photo_profil: imageRefSchema,
  statistique: z.object({
    views: z.number().int(),
    inFavorize: z.number().int(),
    lastConnect: z.string().nullable(),
  }),
  subscription: subscriptionTierSchema,
  categorie: z.string(),
  localisation: z.string(),
  socials: cardSocialsSchema,
  /** Logged users only: the lowest publication rate among verified networks, in euros. */
  publicationTarif: z.number().int().nullable().optional(),
  rating: ratingSummarySchema,
});
export type DirectoryCard = z.infer<typeof directoryCardSchema>;

export const userSearchReply = z.object({
  users: z.array(directoryCardSchema),
  hasMore: z.boolean(),
  /** Same rules as the board's total, totalCapped, totalAtLeast and facetsSampled. */
  total: z.number().int(),
  totalCapped: z.boolean(),
  totalAtLeast: z.boolean().optional(),
  facetsSampled: z.boolean().optional(),
  /**
   * Same rules as the board's facets. `reseau` counts verified networks, `followers` the band of
   * the highest verified count, `pro` is `{ true: n }` (members with a PRO badge).
   */
  facets: z.object({
    statut: counts,
    secteur: counts,
    reseau: counts,
    followers: counts,
    pro: counts,
  }),
});
export type UserSearchReply = z.infer<typeof userSearchReply>;

// Saved alerts on the board's query.
export const searchAlertQuerySchema = z.object({
  q: z.string().trim().max(SEARCH_LIMITS.queryMax).default(''),
  profil: z.array(z.enum(BOARD_PROFILES)).max(BOARD_PROFILES.length).default([]),
  budget: z.array(z.enum(BUDGET_BANDS)).max(BUDGET_BANDS.length).default([]),
  secteur: z.array(z.enum(NICHES)).max(NICHES.length).default([]),
});
export type SearchAlertQuery = z.infer<typeof searchAlertQuerySchema>;

export const searchAlertSchema = z.object({
  _id: z.string(),
  query: searchAlertQuerySchema,
  /** A French summary of the criteria, e.g. "« maquillage » · Beauté · Moins de 500 €". */
  label: z.string(),
  createdAt: z.string(),
});
export type SearchAlert = z.infer<typeof searchAlertSchema>;

export const searchAlertsReply = z.object({ alerts: z.array(searchAlertSchema) });
export const createSearchAlertBody = z.object({ query: searchAlertQuerySchema });
export const createSearchAlertReply = z.object({ alert: searchAlertSchema });
export const searchAlertParams = z.object({ id: z.string().trim().max(64) });
/** The one-click unsubscribe link of an alert mail (no login). */
export const alertUnsubscribeQuery = z.object({ token: z.string().trim().min(1).max(512) });

export const searchApi = {
  projects: endpoint({
    method: 'GET',
    path: '/project/search',
    access: 'optional',
    tag: 'search',
    summary: 'The open-projects board: published projects only, with facets',
    query: projectSearchQuery,
    reply: projectSearchReply,
    errors: [],
    noStore: true,
  }),
  users: endpoint({
    method: 'GET',
    path: '/user/search',
    access: 'optional',
    tag: 'search',
    summary: 'The creator directory, with facets',
    query: userSearchQuery,
    reply: userSearchReply,
    errors: [],
    noStore: true,
  }),
};

export const searchAlertsApi = {
  list: endpoint({
    method: 'GET',
    path: '/search-alerts',
    access: 'user',
    tag: 'search',
    reply: searchAlertsReply,
    errors: [],
    noStore: true,
  }),
  create: endpoint({
    method: 'POST',
    path: '/search-alerts',
    access: 'user',
    tag: 'search',
    body: createSearchAlertBody,
    status: 201,
    reply: createSearchAlertReply,
    errors: ['alert_limit'],
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/search-alerts/:id',
    access: 'user',
    tag: 'search',
    params: searchAlertParams,
    reply: okSchema,
    errors: ['alert_not_found'],
  }),
};
