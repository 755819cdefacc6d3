import { Link } from 'react-router';
import {
  MSG,
  formatShortDate,
  profileTypeAndNiche,
  type HomeHighlights,
  pagePath,
} from '@kollabo/shared';
import { Avatar } from '../../components/Avatar';
import { ProBadge } from '../../components/Badge';
import { LinkButton } from '../../components/Button';
import { HomeSection } from './HomeSection';
import styles from './Home.module.css';

/** "Ils sont déjà sur Kollabo": real profiles and the latest projects; hidden on an empty site. */
export function SocialProof({ data }: { data: HomeHighlights | undefined }) {
  if (!data || (data.profiles.length === 0 && data.projects.length === 0)) return null;
  return (
    <HomeSection id="home-proof" title={MSG.home.proofTitle}>
      <p className={styles.sectionIntro}>
        {MSG.home.proofIntro(data.counts.projects, data.counts.creators)}
      </p>
      {data.profiles.length > 0 && (
        <>
          <h3 className={styles.proofHeading}>{MSG.home.proofProfiles}</h3>
          <ul className={styles.proofPeople}>
            {data.profiles.map((person) => (
              <li key={person.pseudo}>
                <Link
                  to={pagePath('/profile/:user', { user: person.pseudo })}
                  className={styles.proofPerson}
                >
                  <Avatar src={person.photoUrl} name={person.name} size={64} />
                  <span className={styles.proofName}>
                    {person.name} <ProBadge type={person.subscription} />
                  </span>
                  <span className={styles.proofMeta}>
                    {profileTypeAndNiche(person.statut, person.categorie, person.feminine)}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
      {data.projects.length > 0 && (
        <>
          <h3 className={styles.proofHeading}>{MSG.home.proofProjects}</h3>
          <ul className={styles.proofProjects}>
            {data.projects.map((project) => (
              <li key={project.id}>
                <Link
                  to={pagePath('/project/:id', { id: project.id })}
                  className={styles.proofProject}
                >
                  <Avatar src={project.owner.photoUrl} name={project.owner.name} size={40} />
                  <span className={styles.proofProjectText}>
                    <strong>{project.title}</strong>
                    <span className={styles.proofMeta}>
                      {MSG.home.proofProjectBy(
                        project.owner.name,
                        formatShortDate(project.publishedAt),
                      )}
                    </span>
                  </span>
                  <span className={styles.proofBudget}>{project.budget}</span>
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
      <div className={styles.proofActions}>
        <LinkButton to="/all-profiles" variant="secondary">
          {MSG.home.allProfiles}
        </LinkButton>
        <LinkButton to="/projects" variant="secondary">
          {MSG.home.allProjects}
        </LinkButton>
      </div>
    </HomeSection>
  );
}
