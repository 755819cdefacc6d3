import { MSG } from '@kollabo/shared';
import { BrandMark } from './BrandMark';
import styles from './Splash.module.css';

/** Brief loading screen while the token is checked or a page chunk loads. */
export function Splash() {
  return (
    <div className={styles.splash} role="status" aria-label={MSG.ui.loading}>
      <BrandMark size={56} className={styles.mark} />
    </div>
  );
}
