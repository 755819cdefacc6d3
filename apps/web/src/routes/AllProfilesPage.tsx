import { useSearchParams } from 'react-router';
import { MSG, USER_SORTS } from '@kollabo/shared';
import { ProfileList } from '../features/profiles/ProfileCard';
import { DirectoryFacets } from '../features/search/DirectoryFacets';
import { DiscoveryLayout } from '../features/search/DiscoveryLayout';
import {
  ClearFiltersButton,
  DiscoverySearch,
  DiscoveryToolbar,
  NoResultsAction,
} from '../features/search/DiscoveryParts';
import { searchKeys, searchUsers } from '../features/search/api';
import {
  directoryApiQuery,
  directoryFilterCount,
  directorySearch,
  directorySort,
  readDirectoryQuery,
  totalLabel,
  type DirectoryQuery,
} from '../features/search/queries';
import { useAuthState } from '../lib/auth';
import { usePageMeta } from '../lib/usePageMeta';
import { usePagedList } from '../lib/usePagedList';

const directoryText = MSG.directory;

const noFilters = {
  statut: [],
  secteur: [],
  reseau: [],
  followers: [],
  pro: false,
  localisation: '',
  maxTarif: undefined,
} satisfies Partial<DirectoryQuery>;

/** /all-profiles (public): the creator directory with facets, counts and sorts. */
export function AllProfilesPage() {
  usePageMeta(directoryText.title);
  const { logged } = useAuthState();
  const [params, setParams] = useSearchParams();
  const query = readDirectoryQuery(params);
  const list = usePagedList({
    queryKey: searchKeys.directory(directoryApiQuery(query, 1, logged), logged),
    fetchPage: (page, signal) => searchUsers(directoryApiQuery(query, page, logged), signal),
    items: (page) => page.users,
  });
  const reply = list.firstPage;
  const go = (next: DirectoryQuery) => setParams(directorySearch(next).slice(1));
  const filterCount = directoryFilterCount(query);

  return (
    <DiscoveryLayout
      heading={directoryText.title}
      intro={directoryText.intro}
      search={
        <DiscoverySearch
          query={query}
          label={directoryText.searchLabel}
          placeholder={directoryText.searchPlaceholder}
          onChange={go}
        />
      }
      filterCount={filterCount}
      facets={
        <>
          <DirectoryFacets
            query={query}
            facets={reply?.facets}
            sampled={reply?.facetsSampled}
            logged={logged}
            onChange={go}
          />
          <ClearFiltersButton
            shown={filterCount > 0}
            onClear={() => go({ ...query, ...noFilters })}
          />
        </>
      }
      toolbar={
        <DiscoveryToolbar
          total={reply && totalLabel(reply, directoryText.total)}
          withText={query.q !== ''}
          sort={directorySort(query)}
          sorts={USER_SORTS}
          sortLabels={directoryText.sorts}
          onSort={(sort) => go({ ...query, sort })}
        />
      }
      results={
        <ProfileList
          list={list}
          empty={directoryText.empty}
          emptyAction={<NoResultsAction resetTo="/all-profiles" />}
        />
      }
    />
  );
}
