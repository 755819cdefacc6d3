import type { ReactNode } from 'react';
import {
  MSG,
  abbreviateNumber,
  formatDateTime,
  profileTypeLabel,
  projectIs,
  type ProjectDto,
} from '@kollabo/shared';
import { StatusBadge } from '../../components/Badge';
import { Card } from '../../components/Card';
import { FactItem } from '../../components/FactItem';
import { statusLabel } from './status';
import styles from './Detail.module.css';

const projectDetailText = MSG.projectDetail;

/**
 * Date line: Créé le for save (and projects never published), else Publié le, plus
 * Édité le when edited and not save.
 */
function DateLine({ project }: { project: ProjectDto }) {
  const published = !projectIs.draft(project.statut) && project.publishedAt;
  return (
    <p className={styles.dates}>
      {published ? (
        <span>
          {projectDetailText.publishedOn} {formatDateTime(project.publishedAt ?? project.dateCrea)}
        </span>
      ) : (
        <span>
          {projectDetailText.createdOn} {formatDateTime(project.dateProjet ?? project.dateCrea)}
        </span>
      )}
      {project.editedAt && !projectIs.draft(project.statut) && (
        <span>
          {projectDetailText.editedOn} {formatDateTime(project.editedAt)}
        </span>
      )}
    </p>
  );
}

/** The project itself: badge, dates, description, budget, views, offers, sought profiles. */
export function ProjectSummary({
  project,
  children,
}: {
  project: ProjectDto;
  /** Owner actions and notices under the facts. */
  children?: ReactNode;
}) {
  return (
    <Card as="article" aria-labelledby="project-title">
      <div className={styles.top}>
        <StatusBadge status={project.statut}>{statusLabel(project.statut)}</StatusBadge>
      </div>
      <h1 id="project-title" className={styles.title}>
        {project.title}
      </h1>
      <DateLine project={project} />
      <h2 className={styles.sectionTitle}>{projectDetailText.description}</h2>
      <p className={styles.description}>{project.description}</p>
      <dl className={styles.facts}>
        <FactItem term={projectDetailText.budget} className={styles.fact}>
          {project.budget}
        </FactItem>
        <FactItem term={projectDetailText.views} className={styles.fact}>
          {abbreviateNumber(project.views)}
        </FactItem>
        <FactItem term={projectDetailText.offers} className={styles.fact}>
          {abbreviateNumber(project.totalOffers)}
        </FactItem>
      </dl>
      <h2 className={styles.sectionTitle}>{projectDetailText.profiles}</h2>
      <ul className={styles.chips}>
        {project.profilSearch.map((profil) => (
          <li key={profil} className={styles.chip}>
            {profileTypeLabel(profil)}
          </li>
        ))}
      </ul>
      {children}
    </Card>
  );
}
