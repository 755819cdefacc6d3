import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { MSG } from '@kollabo/shared';
import { BellIcon } from '../../components/icons';
import { SkeletonCard } from '../../components/Skeleton';
import { UnreadBadge, formatUnreadBadge } from '../../components/UnreadBadge';
import iconStyles from '../../components/IconButton.module.css';
import { PANEL_SIZE, getNotifications, notificationKeys } from './api';
import { NotificationItems } from './NotificationItems';
import { useMarkRead, useOpenItem } from './useMarkRead';
import { useNotificationCount } from './useLiveCounters';
import styles from './Notifications.module.css';

const T = MSG.notifications;

/** The header's bell: the unread count (spec's badge rule) and a panel with the latest. */
export function NotificationBell() {
  const [open, setOpen] = useState(false);
  const unread = useNotificationCount(true);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const { pathname } = useLocation();
  const markRead = useMarkRead();
  const openItem = useOpenItem();
  const latest = useQuery({
    queryKey: notificationKeys.latest,
    queryFn: ({ signal }) => getNotifications(1, PANEL_SIZE, signal),
    enabled: open,
  });

  // Closes on a route change, Escape, or a click outside.
  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  const count = unread ?? 0;
  const badge = formatUnreadBadge(unread);
  const items = latest.data?.notifications ?? [];
  return (
    <div className={styles.bell} ref={root}>
      <button
        type="button"
        className={iconStyles.iconButton}
        aria-label={badge ? T.bellUnread(badge, count) : T.bell}
        aria-expanded={open}
        aria-controls={panelId}
        data-testid="notification-bell"
        onClick={() => setOpen((value) => !value)}
      >
        <BellIcon />
        <UnreadBadge count={unread} testId="notification-badge" />
      </button>
      {open && (
        <div id={panelId} className={styles.panel} role="region" aria-label={T.panelTitle}>
          <div className={styles.panelHead}>
            <h2 className={styles.panelTitle}>{T.panelTitle}</h2>
            {count > 0 && (
              <button
                type="button"
                className={styles.textButton}
                disabled={markRead.isPending}
                onClick={() => markRead.mutate({ all: true })}
              >
                {T.markAllRead}
              </button>
            )}
          </div>
          {latest.isPending ? (
            <div className={styles.panelBody}>
              <SkeletonCard lines={3} />
            </div>
          ) : latest.isError ? (
            <p className={styles.panelEmpty}>{T.loadFailed}</p>
          ) : items.length === 0 ? (
            <p className={styles.panelEmpty}>{T.empty}</p>
          ) : (
            <NotificationItems
              items={items}
              compact
              onOpen={(item) => {
                openItem(item);
                setOpen(false);
              }}
            />
          )}
          <Link to="/notifications" className={styles.seeAll} onClick={() => setOpen(false)}>
            {T.seeAll}
          </Link>
        </div>
      )}
    </div>
  );
}
