import { Link } from 'react-router';
import {
  MSG,
  profileTypeLabel,
  relativeDuration,
  truncateText,
  type ProjectCardDto,
  pagePath,
  shownName,
} from '@kollabo/shared';
import { Avatar } from '../../components/Avatar';
import { Badge, ProBadge } from '../../components/Badge';
import { Card } from '../../components/Card';
import { CheckIcon } from '../../components/icons';
import { imageUrl } from '../../lib/images';
import styles from './Search.module.css';

const boardText = MSG.board;

/**
 * A published project on the board: niche and time, title, text cut at 196 characters, budget
 * and sought profiles, views and offers; logged users also see the author and "Offre déposée".
 */
export function BoardCard({ project }: { project: ProjectCardDto }) {
  const author = project.authorInfo;
  const authorName = author ? shownName(author) : '';
  return (
    <Card as="li" interactive className={styles.projectCard}>
      <div className={styles.cardTop}>
        <span className={styles.niche}>{project.secteur ?? boardText.noNiche}</span>
        <span className={styles.muted}>
          {MSG.myProjects.publishedAgo(relativeDuration(project.dateCrea))}
        </span>
      </div>
      <h2 className={styles.cardTitle}>
        <Link to={pagePath('/project/:id', { id: project._id })} className={styles.stretched}>
          {project.title}
        </Link>
      </h2>
      {project.userOffered && (
        <Badge tone="publish" className={styles.offered}>
          <CheckIcon size={14} />
          {boardText.offered}
        </Badge>
      )}
      <p className={styles.cardText}>{truncateText(project.description)}</p>
      <ul className={styles.chips}>
        <li className={`${styles.chip} ${styles.budgetChip}`}>{project.budget}</li>
        {project.profilSearch.map((profil) => (
          <li key={profil} className={styles.chip}>
            {profileTypeLabel(profil)}
          </li>
        ))}
      </ul>
      <div className={styles.cardFoot}>
        {author && (
          <span className={styles.author}>
            <Avatar
              src={imageUrl(author._link_photo_profil.url, 'sm')}
              name={authorName}
              size={32}
            />
            <span className={styles.authorText}>
              <span className="visually-hidden">{boardText.authorLabel} </span>
              <span className={styles.authorName}>
                {authorName} <ProBadge type={author.subscription} />
              </span>
              <span className={styles.muted}>
                {profileTypeLabel(author.statut, author.feminine)}
              </span>
            </span>
          </span>
        )}
        <span className={styles.stats}>
          <span>{MSG.myProjects.views(project.views)}</span>
          <span>{MSG.myProjects.offers(project.totalOffers)}</span>
        </span>
      </div>
    </Card>
  );
}
