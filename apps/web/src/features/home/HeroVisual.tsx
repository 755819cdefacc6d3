import { formatEuros } from '@kollabo/shared';
import { Avatar } from '../../components/Avatar';
import styles from './Home.module.css';

// Decorative preview of offers arriving on a project (pure CSS and text, no image).
const SAMPLE_OFFERS = [
  { name: 'Léa Martin', statut: 'Créatrice beauté', amount: 350 },
  { name: 'Hugo Sport', statut: 'Influenceur fitness', amount: 480 },
  { name: 'Inès Cuisine', statut: 'Youtubeuse food', amount: 290 },
];

export function HeroVisual() {
  return (
    <div className={styles.visual} aria-hidden="true">
      <div className={styles.visualProject}>
        <span className={styles.visualLabel}>Projet publié</span>
        <strong>Lancement gamme soin bio</strong>
        <span className={styles.visualMeta}>3 offres reçues</span>
      </div>
      {SAMPLE_OFFERS.map((offer, index) => (
        <div key={offer.name} className={styles.visualOffer} style={{ marginLeft: index * 16 }}>
          <Avatar name={offer.name} size={36} />
          <span className={styles.visualWho}>
            <strong>{offer.name}</strong>
            <span>{offer.statut}</span>
          </span>
          <span className={styles.visualAmount}>{formatEuros(offer.amount)}</span>
        </div>
      ))}
    </div>
  );
}
