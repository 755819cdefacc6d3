import type { ReactNode } from 'react';
import { SearchIcon } from './icons';
import styles from './EmptyState.module.css';

export interface EmptyStateProps {
  /** The spec's empty text, e.g. "Aucun profil trouvé". */
  message: ReactNode;
  /** The picture above the text (an icon from components/icons); a magnifier by default. */
  icon?: ReactNode;
  /** Optional explanation or the next useful action (a LinkButton). */
  children?: ReactNode;
}

export function EmptyState({ message, icon, children }: EmptyStateProps) {
  return (
    <div className={styles.empty}>
      <span className={styles.illustration} aria-hidden="true">
        {icon ?? <SearchIcon size={28} />}
      </span>
      <p className={styles.message}>{message}</p>
      {children}
    </div>
  );
}
