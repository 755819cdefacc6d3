import { useEffect, useState } from 'react';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import {
  DURATIONS,
  MSG,
  type InboxFilter,
  type MessageRoom,
  type MessageRoomStatus,
} from '@kollabo/shared';
import { Banner, useBanner } from '../components/Banner';
import { Card } from '../components/Card';
import { EmptyState } from '../components/EmptyState';
import { LoadMore } from '../components/LoadMore';
import { SkeletonText } from '../components/Skeleton';
import { Tabs } from '../components/Tabs';
import { UNREAD_QUERY_KEY } from '../layout/useUnreadCount';
import { getRooms, offerKeys, setMailNotifications, setRoomStatus } from '../features/offers/api';
import { RoomCard } from '../features/offers/RoomCard';
import styles from '../features/offers/Inbox.module.css';
import pageStyles from '../features/projects/Pages.module.css';
import { setUnreadCount } from '../lib/storage';
import { usePageMeta } from '../lib/usePageMeta';
import { SearchForm } from '../components/SearchForm';

const i = MSG.inbox;
const FOLDERS: { id: InboxFilter; label: string }[] = [
  { id: 'none', label: i.tabInbox },
  { id: 'notRead', label: i.tabUnread },
  { id: 'favourite', label: i.tabFavourites },
  { id: 'archive', label: i.tabArchives },
];

/** The banner text of a status change (transactions §8, message actions). */
function statusMessage(from: MessageRoomStatus, to: MessageRoomStatus): string {
  if (to === 'favourite') return i.favouriteAdded;
  if (to === 'archive') return i.archived;
  return from === 'archive' ? i.unarchived : i.favouriteRemoved;
}

/** /messages (login required): folders, sender search, mail notifications, conversations. */
export function MessagesPage() {
  usePageMeta(i.title, { noindex: true });
  const queryClient = useQueryClient();
  const banner = useBanner();
  const [status, setStatus] = useState<InboxFilter>('none');
  const [sender, setSender] = useState('');
  const [busyRoom, setBusyRoom] = useState<string | null>(null);
  const [notif, setNotif] = useState<boolean | null>(null);
  const filters = { status, sender };
  const list = useInfiniteQuery({
    queryKey: offerKeys.rooms(filters),
    queryFn: ({ pageParam, signal }) => getRooms(filters, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (last.hasMore ? pages.length + 1 : undefined),
  });
  const first = list.data?.pages[0];
  // Spec: list loads are only logged on failure; the header badge follows the unread count.
  useEffect(() => {
    if (list.error) console.error(list.error);
  }, [list.error]);
  useEffect(() => {
    if (!first) return;
    setUnreadCount(first.unread);
    queryClient.setQueryData(UNREAD_QUERY_KEY, first.unread);
    setNotif((current) => current ?? first.notif_status);
  }, [first, queryClient]);
  const rooms = list.data?.pages.flatMap((page) => page.roomsMessageOffer) ?? [];

  const changeStatus = async (room: MessageRoom, next: MessageRoomStatus) => {
    setBusyRoom(room._id);
    try {
      await setRoomStatus(room._id, next);
      banner.success(statusMessage(room.status, next));
      // Archiving refreshes the list after 1 s (spec); other changes at once.
      const delay = next === 'archive' ? DURATIONS.refreshAfterSuccessMs : 0;
      setTimeout(() => void list.refetch(), delay);
    } catch (error) {
      console.error(error);
      banner.error(i.actionFailed);
    } finally {
      setBusyRoom(null);
    }
  };

  const toggleNotif = async (on: boolean) => {
    setNotif(on);
    try {
      await setMailNotifications(on);
      banner.success(on ? i.notifOn : i.notifOff);
    } catch (error) {
      console.error(error);
      setNotif(!on);
      banner.error(i.actionFailed);
    }
  };

  return (
    <div className={`container ${pageStyles.page}`}>
      <div className={pageStyles.head}>
        <h1>{i.title}</h1>
      </div>
      <Banner message={banner.message} onClear={banner.clear} />
      <div className={styles.layout}>
        <Card as="aside" className={styles.sidebar}>
          <div className={styles.folders}>
            <Tabs
              tabs={FOLDERS}
              value={status}
              onChange={setStatus}
              label={i.folders}
              idPrefix="inbox"
            />
          </div>
          <SearchForm
            className={styles.search}
            label={i.search}
            hideLabel
            submitLabel={i.searchSubmit}
            maxLength={100}
            onSearch={setSender}
          />
          <label className={styles.switch}>
            {i.notifications}
            <input
              type="checkbox"
              role="switch"
              checked={notif ?? false}
              disabled={notif === null}
              onChange={(event) => void toggleNotif(event.target.checked)}
            />
          </label>
        </Card>
        <div id="inbox-panel" role="tabpanel" aria-labelledby={`inbox-${status}`}>
          {list.isPending ? (
            <Card>
              <SkeletonText lines={5} />
            </Card>
          ) : rooms.length === 0 ? (
            <EmptyState message={i.empty} />
          ) : (
            <ul className={styles.list}>
              {rooms.map((room) => (
                <RoomCard
                  key={room._id}
                  room={room}
                  busy={busyRoom === room._id}
                  onStatus={(next) => void changeStatus(room, next)}
                />
              ))}
            </ul>
          )}
          <LoadMore
            hasMore={Boolean(list.hasNextPage)}
            loading={list.isFetchingNextPage}
            onLoadMore={() => void list.fetchNextPage()}
          />
        </div>
      </div>
    </div>
  );
}
