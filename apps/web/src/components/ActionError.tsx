import styles from './ActionError.module.css';

/** An action's failure, read out when it appears (nothing while there is none). */
export function ActionError({ error }: { error: string | null }) {
  if (!error) return null;
  return (
    <p className={styles.error} role="alert">
      {error}
    </p>
  );
}
