import { useSearchParams } from 'react-router';
import { MSG, PROJECT_SORTS } from '@kollabo/shared';
import { LinkButton } from '../components/Button';
import { Card } from '../components/Card';
import { ListState } from '../components/ListState';
import { SkeletonCardList } from '../components/Skeleton';
import { AlertsPanel } from '../features/search/AlertsPanel';
import { BoardCard } from '../features/search/BoardCard';
import { BoardFacets } from '../features/search/BoardFacets';
import { DiscoveryLayout } from '../features/search/DiscoveryLayout';
import {
  ClearFiltersButton,
  DiscoverySearch,
  DiscoveryToolbar,
  NoResultsAction,
} from '../features/search/DiscoveryParts';
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

  return (
    <DiscoveryLayout
      heading={boardText.heading}
      intro={boardText.intro}
      banner={!logged && <VisitorInvite />}
      search={
        <DiscoverySearch
          query={query}
          label={boardText.searchLabel}
          placeholder={boardText.searchPlaceholder}
          onChange={go}
        />
      }
      filterCount={boardFilterCount(query)}
      facets={
        <>
          <BoardFacets
            query={query}
            facets={reply?.facets}
            sampled={reply?.facetsSampled}
            onChange={go}
          />
          <ClearFiltersButton
            shown={boardFilterCount(query) > 0}
            onClear={() => go({ ...query, profil: [], budget: [], secteur: [] })}
          />
        </>
      }
      toolbar={
        <DiscoveryToolbar
          total={reply && totalLabel(reply, boardText.total)}
          withText={query.q !== ''}
          sort={boardSort(query)}
          sorts={PROJECT_SORTS}
          sortLabels={boardText.sorts}
          onSort={(sort) => go({ ...query, sort })}
        />
      }
      results={
        <ListState
          query={list.query}
          items={list.items}
          empty={boardText.empty}
          emptyAction={<NoResultsAction resetTo="/projects" />}
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
