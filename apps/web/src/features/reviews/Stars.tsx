import { MSG } from '@kollabo/shared';
import styles from './Reviews.module.css';

/** A rating as five stars, read out as "4 sur 5". */
export function Stars({ rating }: { rating: number }) {
  const full = Math.round(rating);
  return (
    <span className={styles.stars} role="img" aria-label={MSG.reviews.stars(rating)}>
      {'★'.repeat(full)}
      <span className={styles.empty}>{'★'.repeat(5 - full)}</span>
    </span>
  );
}
