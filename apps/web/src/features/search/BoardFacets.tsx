import {
  BOARD_PROFILE_OPTIONS,
  BUDGET_BANDS,
  MSG,
  NICHES,
  budgetOfBand,
  profileTypeOptions,
  type ProjectSearchReply,
} from '@kollabo/shared';
import { FacetGroup } from './FacetGroup';
import type { BoardQuery } from './queries';

const boardText = MSG.board;
const profilOptions = profileTypeOptions(BOARD_PROFILE_OPTIONS);
const budgetOptions = BUDGET_BANDS.map((value) => ({ value, label: budgetOf(value) }));
const nicheOptions = NICHES.map((value) => ({ value, label: value }));

function budgetOf(band: (typeof BUDGET_BANDS)[number]): string {
  return budgetOfBand(band) ?? band;
}

/** Profile sought, budget band and niche, each value with its count for the current query. */
export function BoardFacets({
  query,
  facets,
  onChange,
}: {
  query: BoardQuery;
  facets?: ProjectSearchReply['facets'];
  onChange: (next: BoardQuery) => void;
}) {
  return (
    <>
      <FacetGroup
        legend={boardText.profilFacet}
        options={profilOptions}
        selected={query.profil}
        counts={facets?.profil}
        onChange={(profil) => onChange({ ...query, profil })}
      />
      <FacetGroup
        legend={boardText.budgetFacet}
        options={budgetOptions}
        selected={query.budget}
        counts={facets?.budget}
        onChange={(budget) => onChange({ ...query, budget })}
      />
      <FacetGroup
        legend={boardText.secteurFacet}
        options={nicheOptions}
        selected={query.secteur}
        counts={facets?.secteur}
        limit={6}
        onChange={(secteur) => onChange({ ...query, secteur })}
      />
    </>
  );
}
