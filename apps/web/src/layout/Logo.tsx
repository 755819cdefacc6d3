import { Link } from 'react-router';
import { MSG, PRODUCT_NAME } from '@kollabo/shared';
import { BrandMark } from './BrandMark';
import styles from './Header.module.css';

/** Brand mark and wordmark, linking home. */
export function Logo() {
  return (
    <Link to="/" className={styles.logo} aria-label={MSG.nav.homeLink}>
      <BrandMark size={32} />
      <span className={styles.wordmark}>{PRODUCT_NAME}</span>
    </Link>
  );
}
