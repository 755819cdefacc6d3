import { Link } from 'react-router';
import {
  MSG,
  profileTypeLabel,
  relativeDuration,
  truncateText,
  projectIs,
  type MyProjectDto,
  pagePath,
} from '@kollabo/shared';
import { StatusBadge } from '../../components/Badge';
import { Button, LinkButton } from '../../components/Button';
import { Card } from '../../components/Card';
import { statusLabel } from './status';
import styles from './ProjectCard.module.css';

const myProjectsText = MSG.myProjects;

export interface ProjectCardProps {
  project: MyProjectDto;
  /** Modifier leads to the edit page; otherwise the page shows Pack requis !. */
  canEdit: boolean;
  onEditRefused: () => void;
  /** The accepted offer whose collaboration space the card links to. */
  collabOffer?: string;
}

/** Card wording: "Créé il y a" for save, "Publié il y a" otherwise, nothing for prePublish. */
function cardDate(project: MyProjectDto): string | null {
  if (projectIs.awaitingModeration(project.statut)) return null;
  if (projectIs.draft(project.statut))
    return myProjectsText.createdAgo(relativeDuration(project.dateCrea));
  return myProjectsText.publishedAgo(relativeDuration(project.publishedAt ?? project.dateCrea));
}

export function ProjectCard({ project, canEdit, onEditRefused, collabOffer }: ProjectCardProps) {
  const date = cardDate(project);
  const published = projectIs.published(project.statut);
  const href = pagePath('/project/:id', { id: project._id });
  return (
    <Card as="li" className={styles.card}>
      <div className={styles.top}>
        <StatusBadge status={project.statut}>{statusLabel(project.statut)}</StatusBadge>
        {date && <span className={styles.date}>{date}</span>}
      </div>
      <h2 className={styles.title}>
        <Link to={href}>{project.title}</Link>
      </h2>
      <p className={styles.description}>{truncateText(project.description)}</p>
      <ul className={styles.meta}>
        <li className={`${styles.chip} ${styles.budget}`}>{project.budget}</li>
        {project.profilSearch.map((profil) => (
          <li key={profil} className={styles.chip}>
            {profileTypeLabel(profil)}
          </li>
        ))}
      </ul>
      <p className={styles.stats}>
        <span>{myProjectsText.views(project.views)}</span>
        <span>{myProjectsText.offers(project.totalOffers)}</span>
      </p>
      <div className={styles.actions}>
        {canEdit ? (
          <LinkButton to={pagePath('/edit-project/:id', { id: project._id })} variant="secondary">
            {myProjectsText.edit}
          </LinkButton>
        ) : (
          <Button variant="secondary" onClick={onEditRefused}>
            {myProjectsText.edit}
          </Button>
        )}
        <LinkButton to={href} variant={published ? 'primary' : 'ghost'}>
          {published ? myProjectsText.seeOffers : myProjectsText.seeProject}
        </LinkButton>
        {collabOffer && (
          <LinkButton to={pagePath('/collab/:idOffer', { idOffer: collabOffer })} variant="primary">
            {MSG.collab.open}
          </LinkButton>
        )}
      </div>
    </Card>
  );
}
