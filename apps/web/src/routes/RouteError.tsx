import { useRouteError } from 'react-router';
import { MSG } from '@kollabo/shared';
import { usePageMeta } from '../lib/usePageMeta';
import styles from './NotFoundPage.module.css';

/**
 * Last-resort screen when a page throws or its chunk fails to load (e.g. after a deploy).
 * Rendered without the layout, so it uses plain links and a full reload.
 */
export function RouteError() {
  const error = useRouteError();
  usePageMeta(MSG.common.serverError, { noindex: true });
  console.error(error);
  return (
    <div className={`container ${styles.page}`}>
      <p className={styles.code} aria-hidden="true">
        500
      </p>
      <h1>{MSG.common.serverError}</h1>
      <p>
        <a href={window.location.pathname}>{MSG.ui.reload}</a> ·{' '}
        <a href="/">{MSG.notFoundPage.back}</a>
      </p>
    </div>
  );
}
