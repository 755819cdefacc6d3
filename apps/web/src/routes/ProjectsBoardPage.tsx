import { useSearchParams } from 'react-router';
import { MSG, PROJECT_SORTS, SEARCH_LIMITS, type ProjectSort } from '@kollabo/shared';
import { Button, LinkButton } from '../components/Button';
import { Card } from '../components/Card';
import { ListState } from '../components/ListState';
import { SearchForm } from '../components/SearchForm';
import { Select } from '../components/Select';
import { SkeletonCardList } from '../components/Skeleton';
import { AlertsPanel } from '../features/search/AlertsPanel';
import { BoardCard } from '../features/search/BoardCard';
import { BoardFacets } from '../features/search/BoardFacets';
import { DiscoveryLayout } from '../features/search/DiscoveryLayout';
import { searchKeys, searchProjects } from '../features/search/api';
import {
  boardApiQuery,
  boardFilterCount,
  boardSearch,
  boardSort,
  readBoardQuery,
  totalLabel,
  type BoardQuery,
} from '../features/search/queries';
import searchStyles from '../features/search/Search.module.css';
import { useAuthState } from '../lib/auth';
import { usePageMeta } from '../lib/usePageMeta';
import { usePagedList } from '../lib/usePagedList';

const boardText = MSG.board;

/** /projects (public): published projects, search, facets with counts, sort, alerts. */
export function ProjectsBoardPage() {
  usePageMeta(boardText.title);
  const { logged } = useAuthState();
  const [params, setParams] = useSearchParams();
  const query = readBoardQuery(params);
  const apiQuery = boardApiQuery(query, 1);
  const list = usePagedList({
    queryKey: searchKeys.board(apiQuery, logged),
    fetchPage: (page, signal) => searchProjects(boardApiQuery(query, page), signal),
    items: (page) => page.projects,
  });
  const reply = list.firstPage;
  // Each change is a new history entry: Back restores the previous results.
  const go = (next: BoardQuery) => setParams(boardSearch(next).slice(1));
  const sort = boardSort(query);
  const sorts = PROJECT_SORTS.filter((value) => value !== 'pertinence' || query.q);

  return (
    <DiscoveryLayout
      heading={boardText.heading}
      intro={boardText.intro}
      banner={!logged && <VisitorInvite />}
      search={
        <SearchForm
          key={query.q}
          className={searchStyles.search}
          label={boardText.searchLabel}
          hideLabel
          placeholder={boardText.searchPlaceholder}
          submitLabel={MSG.myProjects.searchSubmit}
          maxLength={SEARCH_LIMITS.queryMax}
          initialText={query.q}
          onSearch={(q) => go({ ...query, q, sort: q ? query.sort : undefined })}
        />
      }
      filterCount={boardFilterCount(query)}
      facets={
        <>
          <BoardFacets query={query} facets={reply?.facets} onChange={go} />
          {boardFilterCount(query) > 0 && (
            <Button
              variant="ghost"
              block
              onClick={() => go({ ...query, profil: [], budget: [], secteur: [] })}
            >
              {boardText.clearFilters}
            </Button>
          )}
        </>
      }
      toolbar={
        <>
          <p className={searchStyles.total} aria-live="polite">
            {reply && totalLabel(reply.total, reply.totalCapped, boardText.total)}
          </p>
          <Select
            label={boardText.sortLabel}
            fieldClassName={searchStyles.sort}
            value={sort}
            options={sorts.map((value) => ({ value, label: boardText.sorts[value] }))}
            onChange={(event) => go({ ...query, sort: event.target.value as ProjectSort })}
          />
        </>
      }
      results={
        <ListState
          query={list.query}
          items={list.items}
          empty={boardText.empty}
          emptyAction={
            <>
              <p className={searchStyles.muted}>{boardText.emptyHint}</p>
              <LinkButton to="/projects" variant="secondary">
                {boardText.resetSearch}
              </LinkButton>
            </>
          }
          skeleton={<SkeletonCardList count={3} lines={5} className={searchStyles.projectList} />}
        >
          {(projects) => (
            <ul className={searchStyles.projectList} aria-label={boardText.results}>
              {projects.map((project) => (
                <BoardCard key={project._id} project={project} />
              ))}
            </ul>
          )}
        </ListState>
      }
      aside={logged ? <AlertsPanel query={query} /> : undefined}
    />
  );
}

/** Visitors: the spec's login and sign-up prompts, before they open a project. */
function VisitorInvite() {
  return (
    <Card className={searchStyles.invite}>
      <div>
        <p className={searchStyles.inviteTitle}>{boardText.visitorTitle}</p>
        <p className={searchStyles.muted}>{boardText.visitorText}</p>
      </div>
      <div className={searchStyles.inviteActions}>
        <LinkButton to="/connexion" variant="secondary" size="sm">
          {MSG.nav.login}
        </LinkButton>
        <LinkButton to="/inscription" size="sm">
          {MSG.nav.signup}
        </LinkButton>
      </div>
    </Card>
  );
}
