import { useQuery } from '@tanstack/react-query';
import { UNREAD_QUERY_KEY } from '../lib/queryKeys';
import { getUnreadCount, removeUnreadCount, setUnreadCount } from '../lib/storage';

/**
 * Unread message count for the header badge. Starts from the session value, then asks the inbox
 * endpoint for one item just to read `unread`. Any failure: no badge (null).
 */
export function useUnreadCount(enabled: boolean): number | null {
  const query = useQuery({
    queryKey: UNREAD_QUERY_KEY,
    queryFn: async ({ signal }) => {
      try {
        // Loaded on first use: the offers contracts (and zod) stay out of a visitor's first download.
        const { getUnreadRooms } = await import('../features/offers/api');
        const reply = await getUnreadRooms(signal);
        setUnreadCount(reply.unread);
        return reply.unread;
      } catch {
        removeUnreadCount();
        return null;
      }
    },
    initialData: getUnreadCount,
    initialDataUpdatedAt: 0, // the session value is only a placeholder: refetch at once
    enabled,
    refetchOnWindowFocus: true,
    refetchInterval: 60_000,
    retry: false,
  });
  return enabled ? (query.data ?? null) : null;
}
