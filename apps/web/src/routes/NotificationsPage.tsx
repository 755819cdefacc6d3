import { MSG } from '@kollabo/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Banner, useBanner } from '../components/Banner';
import { Button } from '../components/Button';
import { ListState } from '../components/ListState';
import { SkeletonCard } from '../components/Skeleton';
import { getNotifications, notificationKeys } from '../features/notifications/api';
import { NotificationItems } from '../features/notifications/NotificationItems';
import { useMarkRead, useOpenItem } from '../features/notifications/useMarkRead';
import { useNotificationCount } from '../features/notifications/useLiveCounters';
import styles from '../features/notifications/Notifications.module.css';
import pagesStyles from '../features/projects/Pages.module.css';
import { usePageMeta } from '../lib/usePageMeta';
import { usePagedList } from '../lib/usePagedList';

const T = MSG.notifications;

/** /notifications (login required): every notification, newest first, ten at a time. */
export function NotificationsPage() {
  usePageMeta(T.pageTitle, { noindex: true });
  const banner = useBanner();
  const queryClient = useQueryClient();
  const unread = useNotificationCount(true) ?? 0;
  const markRead = useMarkRead();
  const openItem = useOpenItem();
  const list = usePagedList({
    queryKey: notificationKeys.list,
    fetchPage: (page, signal) => getNotifications(page, undefined, signal),
    items: (page) => page.notifications,
  });

  const markAll = () =>
    markRead.mutate(
      { all: true },
      {
        onSuccess: () => banner.success(T.allRead),
        onError: () => banner.error(T.markFailed),
      },
    );

  return (
    <div className={`container ${pagesStyles.page}`}>
      <div className={styles.pageHead}>
        <h1>{T.pageTitle}</h1>
        {unread > 0 && (
          <Button variant="secondary" size="sm" busy={markRead.isPending} onClick={markAll}>
            {T.markAllRead}
          </Button>
        )}
      </div>
      <Banner message={banner.message} onClear={banner.clear} />
      <ListState
        query={list.query}
        items={list.items}
        empty={
          <>
            {T.empty}
            <br />
            {T.emptyHint}
          </>
        }
        skeleton={<SkeletonCard lines={6} />}
      >
        {(items) => (
          <div className={styles.listCard}>
            <NotificationItems
              items={items}
              onOpen={(item) => {
                openItem(item);
                void queryClient.invalidateQueries({ queryKey: notificationKeys.list });
              }}
            />
          </div>
        )}
      </ListState>
    </div>
  );
}
