import { MSG } from '@kollabo/shared';
import styles from './Splash.module.css';

/** Brief loading screen while the token is checked or a page chunk loads. */
export function Splash() {
  return (
    <div className={styles.splash} role="status" aria-label={MSG.ui.loading}>
      <svg className={styles.mark} width="56" height="56" viewBox="0 0 32 32" aria-hidden="true">
        <rect width="32" height="32" rx="8" fill="#5B3DF5" />
        <path
          d="M10 8v16M10 16l9-8M10 16l9 8"
          stroke="#fff"
          strokeWidth="3.5"
          strokeLinecap="round"
          fill="none"
        />
      </svg>
    </div>
  );
}
