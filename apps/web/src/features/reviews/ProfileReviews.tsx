import { MSG } from '@kollabo/shared';
import { Card } from '../../components/Card';
import { ListState } from '../../components/ListState';
import { SkeletonText } from '../../components/Skeleton';
import { usePagedList } from '../../lib/usePagedList';
import { getUserReviews, reviewKeys } from './api';
import { formatRating } from './RatingSummary';
import { ReviewItem } from './ReviewItem';
import { Stars } from './Stars';
import styles from './Reviews.module.css';

const reviewsText = MSG.reviews;

/** The profile's reviews: average, count, newest first with "Afficher plus", reply, report. */
export function ProfileReviews({
  pseudo,
  viewerPseudo,
}: {
  pseudo: string;
  /** The logged viewer, who may report a review (not one of theirs). */
  viewerPseudo?: string | null;
}) {
  const list = usePagedList({
    queryKey: reviewKeys.ofUser(pseudo),
    fetchPage: (page, signal) => getUserReviews(pseudo, page, signal),
    items: (page) => page.reviews,
  });
  const first = list.firstPage;
  return (
    <Card as="section" className={styles.section} aria-labelledby="reviews-title">
      <h2 id="reviews-title">{reviewsText.title}</h2>
      {first && first.count > 0 && first.average !== null && (
        <p className={styles.summary} data-testid="reviews-summary">
          <Stars rating={first.average} />
          {reviewsText.average(formatRating(first.average), first.count)}
        </p>
      )}
      <ListState
        query={list.query}
        items={list.items}
        empty={reviewsText.none}
        skeleton={<SkeletonText lines={4} />}
      >
        {(items) => (
          <ul className={styles.list}>
            {items.map((review) => (
              <ReviewItem
                key={review._id}
                review={review}
                targetPseudo={pseudo}
                canReply={first?.can.reply ?? false}
                canReport={Boolean(viewerPseudo) && review.author.pseudo !== viewerPseudo}
                onChanged={() => void list.query.refetch()}
              />
            ))}
          </ul>
        )}
      </ListState>
    </Card>
  );
}
