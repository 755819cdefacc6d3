import { MSG } from '@kollabo/shared';
import styles from './Header.module.css';

/** "Projets" and "Tous les profils": struck through with a Bientôt tag, not clickable. */
export function SoonLink({ label }: { label: string }) {
  return (
    <span className={styles.soon} aria-disabled="true">
      <s>{label}</s>
      <span className={styles.soonTag}>{MSG.common.soon}</span>
    </span>
  );
}
