import { MSG } from '@kollabo/shared';
import { Card } from './Card';
import styles from './Skeleton.module.css';

export interface SkeletonProps {
  width?: number | string;
  height?: number | string;
  radius?: number | string;
  className?: string;
}

/** Grey placeholder with the shape of content being loaded (instead of a spinner). */
export function Skeleton({ width = '100%', height = 16, radius, className }: SkeletonProps) {
  return (
    <span
      className={[styles.skeleton, className].filter(Boolean).join(' ')}
      style={{ width, height, borderRadius: radius }}
      aria-hidden="true"
    />
  );
}

/** A few text lines, the last one shorter; announced once as "Chargement...". */
export function SkeletonText({ lines = 3 }: { lines?: number }) {
  return (
    <div className={styles.lines} role="status" aria-label={MSG.ui.loading}>
      {Array.from({ length: lines }, (_, index) => (
        <Skeleton key={index} width={index === lines - 1 && lines > 1 ? '60%' : '100%'} />
      ))}
    </div>
  );
}

/** One card of skeleton lines: the placeholder of a list or a form while it loads. */
export function SkeletonCard({ lines }: { lines: number }) {
  return (
    <Card>
      <SkeletonText lines={lines} />
    </Card>
  );
}

/** A list (`<ul>`) of `count` skeleton cards, for lists whose items are cards. */
export function SkeletonCardList({
  count,
  lines,
  className,
}: {
  count: number;
  lines: number;
  className?: string;
}) {
  return (
    <ul className={className}>
      {Array.from({ length: count }, (_, index) => (
        <Card as="li" key={index}>
          <SkeletonText lines={lines} />
        </Card>
      ))}
    </ul>
  );
}
