import { Link } from 'react-router';
import { MSG, PRODUCT_NAME } from '@kollabo/shared';
import styles from './Header.module.css';

/** Brand mark (same drawing as the favicon) and wordmark, linking home. */
export function Logo() {
  return (
    <Link to="/" className={styles.logo} aria-label={MSG.nav.homeLink}>
      <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" fill="#5B3DF5" />
        <path
          d="M10 8v16M10 16l9-8M10 16l9 8"
          stroke="#fff"
          strokeWidth="3.5"
          strokeLinecap="round"
          fill="none"
        />
      </svg>
      <span className={styles.wordmark}>{PRODUCT_NAME}</span>
    </Link>
  );
}
