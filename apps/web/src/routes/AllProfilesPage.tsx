import { useSearchParams } from 'react-router';
import { MSG, SEARCH_LIMITS, USER_SORTS, type UserSort } from '@kollabo/shared';
import { Button, LinkButton } from '../components/Button';
import { SearchForm } from '../components/SearchForm';
import { Select } from '../components/Select';
import { ProfileList } from '../features/profiles/ProfileCard';
import { DirectoryFacets } from '../features/search/DirectoryFacets';
import { DiscoveryLayout } from '../features/search/DiscoveryLayout';
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
import searchStyles from '../features/search/Search.module.css';
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
  const sorts = USER_SORTS.filter((value) => value !== 'pertinence' || query.q);
  const filterCount = directoryFilterCount(query);

  return (
    <DiscoveryLayout
      heading={directoryText.title}
      intro={directoryText.intro}
      search={
        <SearchForm
          key={query.q}
          className={searchStyles.search}
          label={directoryText.searchLabel}
          hideLabel
          placeholder={directoryText.searchPlaceholder}
          submitLabel={MSG.myProjects.searchSubmit}
          maxLength={SEARCH_LIMITS.queryMax}
          initialText={query.q}
          onSearch={(q) => go({ ...query, q, sort: q ? query.sort : undefined })}
        />
      }
      filterCount={filterCount}
      facets={
        <>
          <DirectoryFacets query={query} facets={reply?.facets} logged={logged} onChange={go} />
          {filterCount > 0 && (
            <Button variant="ghost" block onClick={() => go({ ...query, ...noFilters })}>
              {MSG.board.clearFilters}
            </Button>
          )}
        </>
      }
      toolbar={
        <>
          <p className={searchStyles.total} aria-live="polite">
            {reply && totalLabel(reply.total, reply.totalCapped, directoryText.total)}
          </p>
          <Select
            label={MSG.board.sortLabel}
            fieldClassName={searchStyles.sort}
            value={directorySort(query)}
            options={sorts.map((value) => ({ value, label: directoryText.sorts[value] }))}
            onChange={(event) => go({ ...query, sort: event.target.value as UserSort })}
          />
        </>
      }
      results={
        <ProfileList
          list={list}
          empty={directoryText.empty}
          emptyAction={
            <>
              <p className={searchStyles.muted}>{MSG.board.emptyHint}</p>
              <LinkButton to="/all-profiles" variant="secondary">
                {MSG.board.resetSearch}
              </LinkButton>
            </>
          }
        />
      }
    />
  );
}
