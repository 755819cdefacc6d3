import { useState, type FormEvent } from 'react';
import {
  FOLLOWER_BANDS,
  MSG,
  NICHES,
  PROFILE_TYPES,
  SEARCH_LIMITS,
  SOCIAL_NETWORKS,
  profileTypeOptions,
  type UserSearchReply,
} from '@kollabo/shared';
import { Button } from '../../components/Button';
import { Input } from '../../components/Input';
import { FacetGroup, ListFacets, listFacet } from './FacetGroup';
import type { DirectoryQuery } from './queries';
import styles from './Search.module.css';

const directoryText = MSG.directory;
const typeOptions = profileTypeOptions(PROFILE_TYPES);
const nicheOptions = NICHES.map((value) => ({ value, label: value }));
const networkOptions = SOCIAL_NETWORKS.map((value) => ({
  value,
  label: directoryText.networks[value],
}));
const proOptions = [{ value: 'true' as const, label: directoryText.proFacet }];
const bandOptions = FOLLOWER_BANDS.map((value) => ({
  value,
  label: directoryText.followerBands[value],
}));
const directoryFacets = [
  listFacet<DirectoryQuery, 'statut'>('statut', directoryText.statutFacet, typeOptions),
  listFacet<DirectoryQuery, 'secteur'>('secteur', directoryText.secteurFacet, nicheOptions, 6),
  listFacet<DirectoryQuery, 'reseau'>('reseau', directoryText.reseauFacet, networkOptions),
  listFacet<DirectoryQuery, 'followers'>('followers', directoryText.followersFacet, bandOptions),
];

/**
 * Profile type, niche, verified network, followers band and PRO (each value with its count),
 * then the location text and, for logged users, the highest publication rate.
 */
export function DirectoryFacets({
  query,
  facets,
  sampled = false,
  logged,
  onChange,
}: {
  query: DirectoryQuery;
  facets?: UserSearchReply['facets'];
  /** The counts are lower bounds (facetsSampled). */
  sampled?: boolean;
  logged: boolean;
  onChange: (next: DirectoryQuery) => void;
}) {
  const proCount = facets?.pro.true ?? facets?.pro.pro;
  return (
    <>
      <ListFacets
        facets={directoryFacets}
        query={query}
        counts={facets}
        sampled={sampled}
        onChange={onChange}
      />
      <FacetGroup
        legend={directoryText.proTitle}
        options={proOptions}
        selected={query.pro ? ['true'] : []}
        atLeast={sampled}
        counts={proCount === undefined ? undefined : { true: proCount }}
        onChange={(pro) => onChange({ ...query, pro: pro.length > 0 })}
      />
      <TextFilters
        key={`${query.localisation}|${query.maxTarif ?? ''}`}
        query={query}
        logged={logged}
        onChange={onChange}
      />
    </>
  );
}

/** Location (and maximum rate for logged users): applied when sent, not on each key. */
function TextFilters({
  query,
  logged,
  onChange,
}: {
  query: DirectoryQuery;
  logged: boolean;
  onChange: (next: DirectoryQuery) => void;
}) {
  const [localisation, setLocalisation] = useState(query.localisation);
  const [maxTarif, setMaxTarif] = useState(query.maxTarif?.toString() ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const rate = Number.parseInt(maxTarif, 10);
    onChange({
      ...query,
      localisation: localisation.trim(),
      maxTarif: logged && Number.isInteger(rate) && rate >= 0 ? rate : undefined,
    });
  };
  return (
    <form className={styles.textFilters} onSubmit={submit}>
      <Input
        label={directoryText.localisationLabel}
        placeholder={directoryText.localisationPlaceholder}
        maxLength={SEARCH_LIMITS.locationMax}
        value={localisation}
        onChange={(event) => setLocalisation(event.target.value)}
      />
      {logged && (
        <Input
          label={directoryText.maxTarifLabel}
          type="number"
          inputMode="numeric"
          min={0}
          max={SEARCH_LIMITS.maxRateMax}
          step={1}
          value={maxTarif}
          onChange={(event) => setMaxTarif(event.target.value)}
        />
      )}
      <Button type="submit" variant="secondary" block>
        {MSG.ui.apply}
      </Button>
    </form>
  );
}
