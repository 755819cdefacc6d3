import { useQuery } from '@tanstack/react-query';
import { BOARD_PROFILES, MSG, isCreatorType, resolveNiche } from '@kollabo/shared';
import { LinkButton } from '../../components/Button';
import { EmptyState } from '../../components/EmptyState';
import { SkeletonCardList } from '../../components/Skeleton';
import { useOwnProfile } from '../account/useOwnProfile';
import { searchKeys, searchProjects } from './api';
import { BoardCard } from './BoardCard';
import { boardApiQuery, boardSearch, type BoardQuery } from './queries';
import styles from './Search.module.css';

const forYouText = MSG.forYou;
const SHOWN = 4;

/**
 * "Projets pour vous" on a logged creator's home: the newest published projects seeking their
 * profile type and niche. Nothing for visitors and owners.
 */
export function ForYouSection() {
  const profile = useOwnProfile();
  const creator = isCreatorType(profile?.statut);
  const niche = resolveNiche(profile?.categorie ?? '');
  const query: BoardQuery = {
    q: '',
    profil: BOARD_PROFILES.filter((value) => value === profile?.statut),
    budget: [],
    secteur: niche ? [niche] : [],
    sort: 'recent',
  };
  const apiQuery = { ...boardApiQuery(query, 1), pageSize: SHOWN };
  const projects = useQuery({
    queryKey: searchKeys.board(apiQuery, true),
    queryFn: ({ signal }) => searchProjects(apiQuery, signal),
    enabled: creator,
  });
  if (!creator) return null;
  const list = projects.data?.projects ?? [];
  return (
    <section className={styles.forYou} aria-labelledby="home-for-you">
      <div className="container">
        <div className={styles.forYouHead}>
          <div>
            <h2 id="home-for-you" className={styles.forYouTitle}>
              {forYouText.title}
            </h2>
            <p className={styles.muted}>{forYouText.intro}</p>
          </div>
          <LinkButton
            to={`/projects${boardSearch({ ...query, sort: undefined })}`}
            variant="secondary"
          >
            {forYouText.seeAll}
          </LinkButton>
        </div>
        {projects.isPending ? (
          <SkeletonCardList count={2} lines={4} className={styles.projectList} />
        ) : list.length === 0 ? (
          <EmptyState message={forYouText.empty}>
            <LinkButton to="/projects">{MSG.nav.viewProjects}</LinkButton>
          </EmptyState>
        ) : (
          <ul className={`${styles.projectList} ${styles.forYouList}`}>
            {list.map((project) => (
              <BoardCard key={project._id} project={project} />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
