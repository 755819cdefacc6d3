import type { MyProjectsQuery } from '@kollabo/shared';

// The filters of /my-projects and their translation into the spec's query string.

export const STATUS_FLAGS = ['publish', 'close', 'attribute', 'save'] as const;
export const BUDGET_FLAGS = [
  'budgetMoins500',
  'budget500a1k',
  'budget1ka10k',
  'budgetplus10k',
] as const;
export type StatusFlag = (typeof STATUS_FLAGS)[number];
export type BudgetFlag = (typeof BUDGET_FLAGS)[number];

export interface MyProjectsFilters {
  /** Category tab: 'all' or a profile type. */
  filter: string;
  projectName: string;
  /** Filter panel profile ('' for any). */
  profil: string;
  triPar: 'croissant' | 'decroissant';
  statuses: StatusFlag[];
  budgets: BudgetFlag[];
}

export const defaultFilters: MyProjectsFilters = {
  filter: 'all',
  projectName: '',
  profil: '',
  triPar: 'croissant',
  statuses: [],
  budgets: [],
};

/** Only what is set is sent; the page number is added by the list query. */
export function toQuery(filters: MyProjectsFilters): MyProjectsQuery {
  const query: MyProjectsQuery = { filter: filters.filter as MyProjectsQuery['filter'] };
  if (filters.projectName.trim()) query.projectName = filters.projectName.trim();
  if (filters.profil) query.profil = filters.profil as MyProjectsQuery['profil'];
  query.triPar = filters.triPar;
  for (const flag of filters.statuses) query[flag] = 'true';
  for (const flag of filters.budgets) query[flag] = 'true';
  return query;
}
