import type { ReactNode } from 'react';
import styles from './Card.module.css';

export interface CardProps {
  as?: 'div' | 'article' | 'section' | 'li' | 'aside';
  /** Inner padding (default true); media cards turn it off and pad their body. */
  padded?: boolean;
  /** Lift on hover, for cards that are links. */
  interactive?: boolean;
  className?: string;
  children: ReactNode;
  'aria-labelledby'?: string;
}

/** White rounded surface with the soft shadow: base of profile, project and form cards. */
export function Card({
  as: Tag = 'div',
  padded = true,
  interactive = false,
  className,
  children,
  ...aria
}: CardProps) {
  const classes = [
    styles.card,
    padded && styles.padded,
    interactive && styles.interactive,
    className,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <Tag className={classes} {...aria}>
      {children}
    </Tag>
  );
}
