import { MSG } from '@kollabo/shared';
import { LinkButton } from '../components/Button';
import { usePageMeta } from '../lib/usePageMeta';
import styles from './NotFoundPage.module.css';

/** Any unknown path (not indexed). */
export function NotFoundPage() {
  usePageMeta(MSG.notFoundPage.title, { noindex: true });
  return (
    <div className={`container ${styles.page}`}>
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1>{MSG.common.notFound}</h1>
      <LinkButton to="/">{MSG.notFoundPage.back}</LinkButton>
    </div>
  );
}
