import type { ReactNode } from 'react';
import styles from './EmptyState.module.css';

export interface EmptyStateProps {
  /** The spec's empty text, e.g. "Aucun profil trouvé". */
  message: ReactNode;
  /** Optional explanation or action (a LinkButton). */
  children?: ReactNode;
}

export function EmptyState({ message, children }: EmptyStateProps) {
  return (
    <div className={styles.empty}>
      <span className={styles.illustration} aria-hidden="true" />
      <p className={styles.message}>{message}</p>
      {children}
    </div>
  );
}
