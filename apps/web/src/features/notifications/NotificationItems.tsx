import { Link } from 'react-router';
import { MSG, relativeDuration, formatDateTime, type NotificationItem } from '@kollabo/shared';
import styles from './Notifications.module.css';

const T = MSG.notifications;

/** Notifications as links to where each happened; an unread one is marked (dot and label). */
export function NotificationItems({
  items,
  onOpen,
  compact = false,
}: {
  items: readonly NotificationItem[];
  /** Called when an item is followed (marks it read, closes the panel). */
  onOpen: (item: NotificationItem) => void;
  compact?: boolean;
}) {
  return (
    <ul className={compact ? `${styles.items} ${styles.compact}` : styles.items}>
      {items.map((item) => (
        <li key={item._id}>
          <Link
            to={item.link}
            className={item.read ? styles.item : `${styles.item} ${styles.unread}`}
            onClick={() => onOpen(item)}
          >
            <span className={styles.dot} aria-hidden="true" />
            <span className={styles.itemText}>
              <span className={styles.itemTitle}>
                {!item.read && <span className="visually-hidden">{T.unreadLabel} : </span>}
                {item.title}
              </span>
              {item.body && <span className={styles.itemBody}>{item.body}</span>}
              <time
                className={styles.itemTime}
                dateTime={item.createdAt}
                title={formatDateTime(item.createdAt)}
              >
                {T.ago(relativeDuration(item.createdAt))}
              </time>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
