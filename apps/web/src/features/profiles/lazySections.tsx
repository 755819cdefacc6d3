import { lazy, type ReactNode } from 'react';
import { MSG } from '@kollabo/shared';
import { Card } from '../../components/Card';
import { SkeletonText } from '../../components/Skeleton';
import styles from './Profiles.module.css';

// The profile page's sections that are not its first paint: below the presentation, or for
// logged users only. Loaded apart so the page's own chunks (what its Largest Contentful Paint
// waits for) are fewer requests: the browser asks for 6 files at a time on HTTP/1.1.

export const loadReviews = () => import('../reviews/ProfileReviews');
export const loadMedias = () => import('./MediasSection');
export const loadSocials = () => import('./SocialsSummary');

export const ProfileReviews = lazy(() =>
  loadReviews().then((m) => ({ default: m.ProfileReviews })),
);
export const MediasSection = lazy(() => loadMedias().then((m) => ({ default: m.MediasSection })));
export const SocialsSummary = lazy(() =>
  loadSocials().then((m) => ({ default: m.SocialsSummary })),
);

/** What the reviews and socials sections show while their list loads: their card, title and
 * skeleton, so the page looks the same while their code loads. */
export function SectionPlaceholder({
  id,
  title,
  lines,
}: {
  id: string;
  title: ReactNode;
  lines: number;
}) {
  return (
    <Card as="section" className={styles.section} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <SkeletonText lines={lines} />
    </Card>
  );
}

export const reviewsPlaceholder = (
  <SectionPlaceholder id="reviews-title" title={MSG.reviews.title} lines={4} />
);
export const socialsPlaceholder = (
  <SectionPlaceholder id="socials-title" title={MSG.profilePage.socialsTitle} lines={2} />
);
