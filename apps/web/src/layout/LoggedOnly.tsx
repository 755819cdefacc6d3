import { Suspense, lazy } from 'react';
import iconStyles from '../components/IconButton.module.css';

// The header's logged-only parts (the notification bell, the live counters' socket) load when a
// user is logged: a visitor's first download stays within its budget
// (apps/web/scripts/js-budget.mjs), without socket.io-client and the contracts.

const Bell = lazy(() =>
  import('../features/notifications/NotificationBell').then((m) => ({
    default: m.NotificationBell,
  })),
);

const Live = lazy(() =>
  import('../features/notifications/useLiveCounters').then(({ useLiveCounters }) => ({
    default: function LiveCounters() {
      useLiveCounters(true);
      return null;
    },
  })),
);

/** The bell; its place is kept while it loads, so the header does not move. */
export function LazyNotificationBell() {
  return (
    <Suspense fallback={<span className={iconStyles.iconButton} aria-hidden="true" />}>
      <Bell />
    </Suspense>
  );
}

/** The bell's and the message badge's live updates, on every page of a logged user. */
export function LiveCounters({ logged }: { logged: boolean }) {
  if (!logged) return null;
  return (
    <Suspense fallback={null}>
      <Live />
    </Suspense>
  );
}
