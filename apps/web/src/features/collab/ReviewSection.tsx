import { useState, type FormEvent } from 'react';
import { MSG, REVIEW_COMMENT_MAX } from '@kollabo/shared';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { Textarea } from '../../components/Textarea';
import { ReviewItem } from '../reviews/ReviewItem';
import reviewsStyles from '../reviews/Reviews.module.css';
import { addReview } from '../reviews/api';
import { ActionError } from '../../components/ActionError';
import styles from './Collab.module.css';
import { useAction } from '../../lib/useAction';
import type { CollabSectionProps } from './sectionProps';

const reviewsText = MSG.reviews;

/** After completion: each party rates the other once; reviews show once both are written. */
export function ReviewSection({ data, banner, onChanged }: CollabSectionProps) {
  const me = data.role === 'owner' ? data.owner : data.author;
  const other = data.role === 'owner' ? data.author : data.owner;
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState('');
  const { busy, error, run } = useAction();
  const { mine, theirs, canWrite } = data.review;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    await run(async () => {
      await addReview(data.idOffer, rating, comment);
      banner.success(reviewsText.sent);
      onChanged();
    });
  };

  return (
    <Card as="section" className={styles.section} aria-labelledby="collab-reviews">
      <h2 id="collab-reviews">{reviewsText.title}</h2>
      {canWrite && (
        <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
          <h3>{reviewsText.writeTitle(other.pseudo)}</h3>
          <fieldset className={reviewsStyles.picker}>
            <legend>{reviewsText.rating}</legend>
            {[1, 2, 3, 4, 5].map((value) => (
              <label key={value}>
                <input
                  type="radio"
                  name="rating"
                  value={value}
                  checked={rating === value}
                  onChange={() => setRating(value)}
                />
                {value} ★
              </label>
            ))}
          </fieldset>
          <Textarea
            label={reviewsText.comment}
            hint={reviewsText.commentHint}
            value={comment}
            rows={4}
            maxLength={REVIEW_COMMENT_MAX}
            onChange={(event) => setComment(event.target.value)}
          />
          <ActionError error={error} />
          <div className={styles.actions}>
            <Button type="submit" busy={busy} disabled={rating === 0}>
              {reviewsText.submit}
            </Button>
          </div>
        </form>
      )}
      {!canWrite && !mine && <p className={styles.muted}>{reviewsText.windowClosed}</p>}
      {mine && (
        <>
          <h3>{reviewsText.yours}</h3>
          {!mine.visible && <p className={styles.notice}>{reviewsText.hiddenUntil}</p>}
          <ul className={reviewsStyles.list}>
            <ReviewItem review={mine} targetPseudo={other.pseudo} />
          </ul>
        </>
      )}
      {theirs && (
        <>
          <h3>{reviewsText.theirs(other.pseudo)}</h3>
          <ul className={reviewsStyles.list}>
            <ReviewItem review={theirs} targetPseudo={me.pseudo} canReply onChanged={onChanged} />
          </ul>
        </>
      )}
    </Card>
  );
}
