import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { MSG, PAGE_SIZES, PROFIL_FILTER_CHOICES, profileTypeLabel } from '@kollabo/shared';
import { LinkButton } from '../components/Button';
import { FolderIcon } from '../components/icons';
import { ListState } from '../components/ListState';
import { useIsCreator } from '../features/account/useOwnProfile';
import { SkeletonCardList } from '../components/Skeleton';
import { TabPanel, Tabs } from '../components/Tabs';
import { collabKeys, getMyCollabs } from '../features/collab/api';
import { getMyProjects, projectKeys } from '../features/projects/api';
import { GatePopup } from '../features/projects/GatePopup';
import { MyProjectsFilterPanel } from '../features/projects/MyProjectsFilterPanel';
import { ProjectCard } from '../features/projects/ProjectCard';
import {
  defaultFilters,
  toQuery,
  type MyProjectsFilters,
} from '../features/projects/myProjectsFilters';
import myProjectsStyles from '../features/projects/MyProjects.module.css';
import pagesStyles from '../features/projects/Pages.module.css';
import { usePageMeta } from '../lib/usePageMeta';
import { usePagedList } from '../lib/usePagedList';
import { SearchForm } from '../components/SearchForm';

const myProjectsText = MSG.myProjects;
const categories = [
  { id: 'all', label: myProjectsText.all },
  ...PROFIL_FILTER_CHOICES.map((choice) => ({ id: choice, label: profileTypeLabel(choice) })),
];

/** /my-projects (login required): category tabs, search, filters, cards, Afficher plus. */
export function MyProjectsPage() {
  usePageMeta(myProjectsText.title, { noindex: true });
  const [filters, setFilters] = useState<MyProjectsFilters>(defaultFilters);
  const [gateOpen, setGateOpen] = useState(false);
  const query = toQuery(filters);
  const list = usePagedList({
    queryKey: projectKeys.mine(query),
    fetchPage: (page, signal) =>
      getMyProjects({ ...query, page, pageSize: PAGE_SIZES.projects }, signal),
    items: (page) => page.projects,
  });
  const subscribed = list.firstPage?.userAuthSubscription ?? false;
  // A creator answers projects: her next step is the board, an owner's is a new project.
  const creator = useIsCreator();
  // Projects whose attribution was accepted link to their collaboration space.
  const collabs = useQuery({
    queryKey: collabKeys.mine(),
    queryFn: ({ signal }) => getMyCollabs(undefined, signal),
  });
  const collabOf = (projectId: string) =>
    collabs.data?.collaborations.find((c) => c.role === 'owner' && c.idProject === projectId)
      ?.idOffer;

  return (
    <div className={`container ${pagesStyles.page}`}>
      <div className={pagesStyles.head}>
        <h1>{myProjectsText.title}</h1>
        <LinkButton to="/create-project">{myProjectsText.newProject}</LinkButton>
      </div>
      <div className={myProjectsStyles.toolbar}>
        <Tabs
          tabs={categories}
          value={filters.filter}
          label={myProjectsText.profileLabel}
          idPrefix="categories"
          onChange={(filter) => setFilters({ ...filters, filter })}
        />
        <SearchForm
          className={myProjectsStyles.search}
          label={myProjectsText.search}
          hideLabel
          submitLabel={myProjectsText.searchSubmit}
          maxLength={150}
          onSearch={(projectName) => setFilters({ ...filters, projectName })}
        />
        <MyProjectsFilterPanel
          applied={filters}
          onApply={(panel) => setFilters({ ...filters, ...panel })}
        />
      </div>
      <TabPanel idPrefix="categories" value={filters.filter}>
        <ListState
          query={list.query}
          items={list.items}
          empty={myProjectsText.empty}
          emptyIcon={<FolderIcon size={28} />}
          emptyAction={
            creator ? (
              <LinkButton to="/projects" variant="secondary">
                {myProjectsText.emptyBrowse}
              </LinkButton>
            ) : (
              <LinkButton to="/create-project" variant="secondary">
                {myProjectsText.emptyCreate}
              </LinkButton>
            )
          }
          skeleton={<SkeletonCardList count={3} lines={5} className={myProjectsStyles.list} />}
        >
          {(projects) => (
            <ul className={myProjectsStyles.list}>
              {projects.map((project) => (
                <ProjectCard
                  key={project._id}
                  project={project}
                  canEdit={subscribed || project.freeProject}
                  onEditRefused={() => setGateOpen(true)}
                  collabOffer={collabOf(project._id)}
                />
              ))}
            </ul>
          )}
        </ListState>
      </TabPanel>
      <GatePopup kind={gateOpen ? 'subscription' : null} onClose={() => setGateOpen(false)} />
    </div>
  );
}
