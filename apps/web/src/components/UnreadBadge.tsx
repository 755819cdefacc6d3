import styles from './UnreadBadge.module.css';

/** Spec rule: hidden at 0, the number up to 9, "+9" above 9. */
export function formatUnreadBadge(count: number | null | undefined): string | null {
  if (count === null || count === undefined || !Number.isFinite(count) || count <= 0) return null;
  return count > 9 ? '+9' : String(Math.floor(count));
}

export function UnreadBadge({
  count,
  testId = 'unread-badge',
}: {
  count: number | null | undefined;
  testId?: string;
}) {
  const text = formatUnreadBadge(count);
  if (text === null) return null;
  return (
    <span className={styles.unread} data-testid={testId} aria-hidden="true">
      {text}
    </span>
  );
}
