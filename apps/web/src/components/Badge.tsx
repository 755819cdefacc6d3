import type { ReactNode } from 'react';
import { MSG, type ProjectStatus } from '@kollabo/shared';
import { StarIcon } from './icons';
import styles from './Badge.module.css';

export type BadgeTone = 'brand' | 'publish' | 'prePublish' | 'allocation' | 'neutral';

export interface BadgeProps {
  tone?: BadgeTone;
  /** A coloured dot before the text (status badges). */
  dot?: boolean;
  children: ReactNode;
  className?: string;
}

export function Badge({ tone = 'neutral', dot = false, children, className }: BadgeProps) {
  return (
    <span className={[styles.badge, styles[tone], className].filter(Boolean).join(' ')}>
      {dot && <span className={styles.dot} aria-hidden="true" />}
      {children}
    </span>
  );
}

/** Spec colours: publish green, prePublish orange, allocation red, every other status grey. */
const STATUS_TONES: Partial<Record<ProjectStatus, BadgeTone>> = {
  publish: 'publish',
  prePublish: 'prePublish',
  allocation: 'allocation',
};

export function statusTone(status: ProjectStatus | string): BadgeTone {
  return STATUS_TONES[status as ProjectStatus] ?? 'neutral';
}

/** Project status badge; the caller passes the spec's label for the status. */
export function StatusBadge({
  status,
  children,
}: {
  status: ProjectStatus | string;
  children: ReactNode;
}) {
  return (
    <Badge tone={statusTone(status)} dot>
      {children}
    </Badge>
  );
}

/**
 * Subscription badge: premium PRO with one star (orange), ultimate PRO with two stars (darker),
 * standard or no subscription: nothing.
 */
export function ProBadge({ type }: { type: string | null | undefined }) {
  if (type !== 'premium' && type !== 'ultimate') return null;
  const stars = type === 'ultimate' ? 2 : 1;
  return (
    <span
      className={[styles.badge, styles.pro, styles[type]].join(' ')}
      role="img"
      aria-label={`${MSG.ui.pro} ${type}`}
      title={`${MSG.ui.pro} ${type}`}
    >
      <span aria-hidden="true">{MSG.ui.pro}</span>
      {Array.from({ length: stars }, (_, index) => (
        <StarIcon key={index} size={11} />
      ))}
    </span>
  );
}
