import styles from './Pages.module.css';

/** A page that could not load: the HTTP code large, the spec's sentence below. */
export function ErrorBlock({ code, message }: { code: 403 | 404 | 500; message: string }) {
  return (
    <div className={styles.errorBlock} role="alert">
      <p className={styles.errorCode} aria-hidden="true">
        {code}
      </p>
      <h1>{message}</h1>
    </div>
  );
}
