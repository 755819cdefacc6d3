import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { io } from 'socket.io-client';
import { NOTIFICATION_SOCKET_EVENTS, SOCKET_EVENTS, unreadCountPayload } from '@kollabo/shared';
import { handshakeRefusedWith } from '../../lib/api';
import { onSocketRevoked } from '../../lib/auth';
import { UNREAD_QUERY_KEY } from '../../lib/queryKeys';
import { getToken, setUnreadCount } from '../../lib/storage';
import { getNotifications, notificationKeys } from './api';

// The header's two counters, live on every page: one Socket.IO connection per open page of a
// logged user. The server pushes `{ unread }` to the user's room on every instance (Redis
// adapter) when a notification arrives or is read (in any tab), and when a conversation gets a
// message or is read. A reconnection asks both counts again (events may have been missed).

/** Keeps the bell's count and the message badge in the query cache up to date. */
export function useLiveCounters(logged: boolean): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!logged) return;
    const token = getToken();
    const socket = io({ path: '/socket.io', auth: { token } });
    let connectedOnce = false;
    socket.on('connect', () => {
      if (connectedOnce) {
        void queryClient.invalidateQueries({ queryKey: notificationKeys.unread });
        void queryClient.invalidateQueries({ queryKey: UNREAD_QUERY_KEY });
      }
      connectedOnce = true;
    });
    // A refused handshake (session gone) is not retried forever; a revoked one ends the session.
    socket.on('connect_error', (error) => {
      if (handshakeRefusedWith(error, 'unauthorized')) socket.close();
    });
    socket.on(SOCKET_EVENTS.revoked, () => onSocketRevoked(socket, token));
    socket.on(NOTIFICATION_SOCKET_EVENTS.notifications, (payload: unknown) => {
      const parsed = unreadCountPayload.safeParse(payload);
      if (!parsed.success) return;
      queryClient.setQueryData(notificationKeys.unread, parsed.data.unread);
      // The panel and the page show the new item or the new read marks.
      void queryClient.invalidateQueries({ queryKey: notificationKeys.latest });
      void queryClient.invalidateQueries({ queryKey: notificationKeys.list });
    });
    socket.on(NOTIFICATION_SOCKET_EVENTS.messages, (payload: unknown) => {
      const parsed = unreadCountPayload.safeParse(payload);
      if (!parsed.success) return;
      setUnreadCount(parsed.data.unread);
      queryClient.setQueryData(UNREAD_QUERY_KEY, parsed.data.unread);
    });
    return () => {
      socket.close();
    };
  }, [logged, queryClient]);
}

/** The bell's number: the list's unread count, then what the socket pushes. */
export function useNotificationCount(enabled: boolean): number | null {
  const query = useQuery({
    queryKey: notificationKeys.unread,
    queryFn: async ({ signal }) => (await getNotifications(1, 1, signal)).unread,
    enabled,
    refetchOnWindowFocus: true,
    retry: false,
  });
  return enabled ? (query.data ?? null) : null;
}
