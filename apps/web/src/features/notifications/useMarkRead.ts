import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MarkReadBody, NotificationItem } from '@kollabo/shared';
import { markNotificationsRead, notificationKeys } from './api';

/** Marks notifications read; the bell takes the answer's count, lists are read again. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MarkReadBody) => markNotificationsRead(body),
    onSuccess: (reply) => {
      queryClient.setQueryData(notificationKeys.unread, reply.unread);
      void queryClient.invalidateQueries({ queryKey: notificationKeys.latest });
      void queryClient.invalidateQueries({ queryKey: notificationKeys.list });
    },
    onError: (error) => console.error(error),
  });
}

/** Following an unread item marks it read (failures are only logged: the link still opens). */
export function useOpenItem() {
  const mark = useMarkRead();
  return (item: NotificationItem) => {
    if (!item.read) mark.mutate({ ids: [item._id] });
  };
}
