import { useState, type FormEvent } from 'react';
import { MSG, formatShortDate, type Review } from '@kollabo/shared';
import { Avatar } from '../../components/Avatar';
import { Button } from '../../components/Button';
import { Textarea } from '../../components/Textarea';
import { useAction } from '../../lib/useAction';
import { replyReview, reportReview } from './api';
import { NoticeButton } from '../notices/NoticeButton';
import { imageUrl } from '../../lib/images';
import { Stars } from './Stars';
import styles from './Reviews.module.css';

const reviewsText = MSG.reviews;

/** One review with its reply; the reviewed person may answer once, others may report it. */
export function ReviewItem({
  review,
  targetPseudo,
  canReply = false,
  canReport = false,
  onChanged,
}: {
  review: Review;
  /** The reviewed person, who signs the reply. */
  targetPseudo: string;
  canReply?: boolean;
  canReport?: boolean;
  onChanged?: () => void;
}) {
  const [mode, setMode] = useState<'none' | 'reply' | 'report'>('none');
  const [text, setText] = useState('');
  const { busy, error, run } = useAction();
  const [done, setDone] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    await run(async () => {
      if (mode === 'reply') await replyReview(review._id, text);
      else await reportReview(review._id, text);
      setDone(mode === 'reply' ? reviewsText.replySent : reviewsText.reportSent);
      setMode('none');
      setText('');
      onChanged?.();
    });
  };

  return (
    <li className={styles.review} data-testid="review">
      <div className={styles.head}>
        <Avatar src={imageUrl(review.author.photo, 'sm')} name={review.author.pseudo} size={32} />
        <strong>{review.author.pseudo}</strong>
        <Stars rating={review.rating} />
        <span className={styles.meta}>
          {formatShortDate(review.createdAt)} · {reviewsText.about(review.project.title)}
        </span>
      </div>
      <p className={styles.comment}>{review.comment}</p>
      <NoticeButton
        target={{ kind: 'review', id: review._id }}
        targetLabel={MSG.notices.describe.review(review.author.pseudo)}
        // Told apart from the reviewed person's own "Signaler" (the spec's review report).
        label={MSG.notices.reportIllegal}
      />
      {review.reply && (
        <div className={styles.reply}>
          <strong>{reviewsText.replyTitle(targetPseudo)}</strong>
          <p>{review.reply}</p>
        </div>
      )}
      {done && (
        <p className={styles.meta} role="status">
          {done}
        </p>
      )}
      {mode !== 'none' ? (
        <form className={styles.form} onSubmit={(event) => void submit(event)}>
          <Textarea
            label={mode === 'reply' ? reviewsText.replyLabel : reviewsText.reportLabel}
            value={text}
            rows={3}
            maxLength={mode === 'reply' ? 1000 : 2000}
            onChange={(event) => setText(event.target.value)}
            error={error ?? undefined}
          />
          <div className={styles.actions}>
            <Button type="submit" size="sm" busy={busy} disabled={!text.trim()}>
              {mode === 'reply' ? reviewsText.replySend : reviewsText.reportSend}
            </Button>
            <Button type="button" size="sm" variant="ghost" onClick={() => setMode('none')}>
              {MSG.collab.cancel}
            </Button>
          </div>
        </form>
      ) : (canReply && !review.reply) || canReport ? (
        <div className={styles.actions}>
          {canReply && !review.reply && (
            <Button type="button" size="sm" variant="secondary" onClick={() => setMode('reply')}>
              {reviewsText.reply}
            </Button>
          )}
          {canReport && (
            <Button type="button" size="sm" variant="ghost" onClick={() => setMode('report')}>
              {reviewsText.report}
            </Button>
          )}
        </div>
      ) : null}
    </li>
  );
}
