import { MSG, profileTypeAndNiche, type HomeHighlights } from '@kollabo/shared';
import { Avatar } from '../../components/Avatar';
import styles from './Home.module.css';

// The hero's preview of the marketplace: the latest published project and profiles of the site
// (GET /home/highlights), never invented names. Decorative: the social proof section below
// carries the same people and projects as links. Amounts are private: none shown.

export function HeroVisual({ data }: { data: HomeHighlights | undefined }) {
  const project = data?.projects[0];
  const people = data?.profiles.slice(0, 3) ?? [];
  return (
    <div className={styles.visual} aria-hidden="true">
      <div className={styles.visualProject}>
        <span className={styles.visualLabel}>{MSG.home.visualLabel}</span>
        <strong>{project ? project.title : MSG.home.visualPlaceholderTitle}</strong>
        <span className={styles.visualMeta}>
          {project ? MSG.home.visualOffers(project.totalOffers) : MSG.home.visualPlaceholderMeta}
        </span>
      </div>
      {people.map((person, index) => (
        <div key={person.pseudo} className={styles.visualOffer} style={{ marginLeft: index * 16 }}>
          <Avatar src={person.photoUrl} name={person.name} size={40} />
          <span className={styles.visualWho}>
            <strong>{person.name}</strong>
            <span>{profileTypeAndNiche(person.statut, person.categorie, person.feminine)}</span>
          </span>
          {person.localisation && <span className={styles.visualPlace}>{person.localisation}</span>}
        </div>
      ))}
    </div>
  );
}
