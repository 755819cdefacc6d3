import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  MSG,
  NOTIFICATION_CATEGORIES,
  categoryLabel,
  type NotificationCategory,
  type NotificationSettings,
} from '@kollabo/shared';
import { Banner, useBanner } from '../components/Banner';
import { QueryState } from '../components/QueryState';
import { SkeletonCard } from '../components/Skeleton';
import {
  getNotificationSettings,
  notificationKeys,
  updateNotificationSettings,
} from '../features/notifications/api';
import styles from '../features/notifications/Notifications.module.css';
import { AccountLayout } from '../layout/AccountLayout';
import { usePageMeta } from '../lib/usePageMeta';

const T = MSG.notifications;

/**
 * /my-notifications (account submenu "Notifications"): mail on or off per category, saved at
 * each change. The "Messages" category is the inbox's own toggle (the same value).
 */
export function NotificationSettingsPage() {
  usePageMeta(T.settingsTitle, { noindex: true });
  const banner = useBanner();
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: notificationKeys.settings,
    queryFn: ({ signal }) => getNotificationSettings(signal),
  });
  const save = useMutation({
    mutationFn: (change: Partial<NotificationSettings>) => updateNotificationSettings(change),
    onSuccess: (reply) => {
      queryClient.setQueryData(notificationKeys.settings, reply);
      banner.success(T.saved);
    },
    onError: () => banner.error(T.saveFailed),
  });

  const toggle = (category: NotificationCategory, mail: boolean) =>
    save.mutate({ [category]: mail });

  return (
    <AccountLayout title={T.settingsTitle}>
      <p>{T.settingsIntro}</p>
      <Banner message={banner.message} onClear={banner.clear} />
      <QueryState
        query={query}
        skeleton={<SkeletonCard lines={6} />}
        error={<p role="alert">{T.loadFailed}</p>}
      >
        {({ settings }) => (
          <fieldset className={styles.settings} disabled={save.isPending}>
            <legend>{T.settingsLegend}</legend>
            {NOTIFICATION_CATEGORIES.map((category) => {
              const on = settings[category];
              const id = `mail-${category}`;
              return (
                <label key={category} className={styles.toggle} htmlFor={id}>
                  <input
                    id={id}
                    type="checkbox"
                    role="switch"
                    checked={on}
                    aria-labelledby={`${id}-label`}
                    aria-describedby={`${id}-hint`}
                    onChange={(event) => toggle(category, event.target.checked)}
                  />
                  <span className={styles.toggleText}>
                    <span className={styles.toggleLabel}>
                      <span id={`${id}-label`} className="visually-hidden">
                        {T.mailToggle(categoryLabel(category))}
                      </span>
                      <span aria-hidden="true">{categoryLabel(category)}</span>
                    </span>
                    <span id={`${id}-hint`} className={styles.toggleHint}>
                      {T.categoryHints[category]}
                    </span>
                    <span className={styles.state} aria-hidden="true">
                      {on ? T.mailOn : T.mailOff}
                    </span>
                  </span>
                </label>
              );
            })}
          </fieldset>
        )}
      </QueryState>
    </AccountLayout>
  );
}
