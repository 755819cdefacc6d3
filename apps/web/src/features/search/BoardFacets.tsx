import {
  BOARD_PROFILE_OPTIONS,
  BUDGET_BANDS,
  MSG,
  NICHES,
  budgetOfBand,
  profileTypeOptions,
  type ProjectSearchReply,
} from '@kollabo/shared';
import { ListFacets, listFacet } from './FacetGroup';
import type { BoardQuery } from './queries';

const boardText = MSG.board;
const profilOptions = profileTypeOptions(BOARD_PROFILE_OPTIONS);
const budgetOptions = BUDGET_BANDS.map((value) => ({ value, label: budgetOf(value) }));
const nicheOptions = NICHES.map((value) => ({ value, label: value }));

const boardFacets = [
  listFacet<BoardQuery, 'profil'>('profil', boardText.profilFacet, profilOptions),
  listFacet<BoardQuery, 'budget'>('budget', boardText.budgetFacet, budgetOptions),
  listFacet<BoardQuery, 'secteur'>('secteur', boardText.secteurFacet, nicheOptions, 6),
];

function budgetOf(band: (typeof BUDGET_BANDS)[number]): string {
  return budgetOfBand(band) ?? band;
}

/** Profile sought, budget band and niche, each value with its count for the current query. */
export function BoardFacets({
  query,
  facets,
  sampled = false,
  onChange,
}: {
  query: BoardQuery;
  facets?: ProjectSearchReply['facets'];
  /** The counts are lower bounds (facetsSampled). */
  sampled?: boolean;
  onChange: (next: BoardQuery) => void;
}) {
  return (
    <ListFacets
      facets={boardFacets}
      query={query}
      counts={facets}
      sampled={sampled}
      onChange={onChange}
    />
  );
}
