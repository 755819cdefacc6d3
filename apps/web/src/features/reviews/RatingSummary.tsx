import { MSG } from '@kollabo/shared';
import styles from './Reviews.module.css';

const ratingFormat = new Intl.NumberFormat('fr-FR', {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});
export const formatRating = (average: number) => ratingFormat.format(average);

/** "★ 4,5 / 5 — 2 avis" on profile cards and pages; nothing without reviews. */
export function RatingSummary({ rating }: { rating?: { average: number | null; count: number } }) {
  if (!rating || rating.count === 0 || rating.average === null) return null;
  return (
    <span className={styles.average} data-testid="rating">
      <span className={styles.stars} aria-hidden="true">
        ★
      </span>
      {MSG.reviews.average(formatRating(rating.average), rating.count)}
    </span>
  );
}
