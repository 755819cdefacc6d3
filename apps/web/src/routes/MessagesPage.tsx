import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  DURATIONS,
  MSG,
  type InboxFilter,
  type MessageRoom,
  type MessageRoomStatus,
} from '@kollabo/shared';
import { Banner, useBanner } from '../components/Banner';
import { Card } from '../components/Card';
import { ListState } from '../components/ListState';
import { SkeletonCard } from '../components/Skeleton';
import { TabPanel, Tabs } from '../components/Tabs';
import { UNREAD_QUERY_KEY } from '../lib/queryKeys';
import { getRooms, offerKeys, setMailNotifications, setRoomStatus } from '../features/offers/api';
import { RoomCard } from '../features/offers/RoomCard';
import inboxStyles from '../features/offers/Inbox.module.css';
import pagesStyles from '../features/projects/Pages.module.css';
import { setUnreadCount } from '../lib/storage';
import { usePageMeta } from '../lib/usePageMeta';
import { usePagedList } from '../lib/usePagedList';
import { SearchForm } from '../components/SearchForm';

const inboxText = MSG.inbox;
const FOLDERS: { id: InboxFilter; label: string }[] = [
  { id: 'none', label: inboxText.tabInbox },
  { id: 'notRead', label: inboxText.tabUnread },
  { id: 'favourite', label: inboxText.tabFavourites },
  { id: 'archive', label: inboxText.tabArchives },
];

/** The banner text of a status change of a conversation (archive, unread...). */
function statusMessage(from: MessageRoomStatus, to: MessageRoomStatus): string {
  if (to === 'favourite') return inboxText.favouriteAdded;
  if (to === 'archive') return inboxText.archived;
  return from === 'archive' ? inboxText.unarchived : inboxText.favouriteRemoved;
}

/** /messages (login required): folders, sender search, mail notifications, conversations. */
export function MessagesPage() {
  usePageMeta(inboxText.title, { noindex: true });
  const queryClient = useQueryClient();
  const banner = useBanner();
  const [status, setStatus] = useState<InboxFilter>('none');
  const [sender, setSender] = useState('');
  const [busyRoom, setBusyRoom] = useState<string | null>(null);
  const [notif, setNotif] = useState<boolean | null>(null);
  const filters = { status, sender };
  const list = usePagedList({
    queryKey: offerKeys.rooms(filters),
    fetchPage: (page, signal) => getRooms(filters, page, signal),
    items: (page) => page.roomsMessageOffer,
  });
  // The header badge follows the unread count of the first page.
  const first = list.firstPage;
  useEffect(() => {
    if (!first) return;
    setUnreadCount(first.unread);
    queryClient.setQueryData(UNREAD_QUERY_KEY, first.unread);
    setNotif((current) => current ?? first.notif_status);
  }, [first, queryClient]);

  const changeStatus = async (room: MessageRoom, next: MessageRoomStatus) => {
    setBusyRoom(room._id);
    try {
      await setRoomStatus(room._id, next);
      banner.success(statusMessage(room.status, next));
      // Archiving refreshes the list after 1 s (spec); other changes at once.
      const delay = next === 'archive' ? DURATIONS.refreshAfterSuccessMs : 0;
      setTimeout(() => void list.query.refetch(), delay);
    } catch (error) {
      console.error(error);
      banner.error(inboxText.actionFailed);
    } finally {
      setBusyRoom(null);
    }
  };

  const toggleNotif = async (on: boolean) => {
    setNotif(on);
    try {
      await setMailNotifications(on);
      banner.success(on ? inboxText.notifOn : inboxText.notifOff);
    } catch (error) {
      console.error(error);
      setNotif(!on);
      banner.error(inboxText.actionFailed);
    }
  };

  return (
    <div className={`container ${pagesStyles.page}`}>
      <div className={pagesStyles.head}>
        <h1>{inboxText.title}</h1>
      </div>
      <Banner message={banner.message} onClear={banner.clear} />
      <div className={inboxStyles.layout}>
        <Card as="aside" className={inboxStyles.sidebar}>
          <div className={inboxStyles.folders}>
            <Tabs
              tabs={FOLDERS}
              value={status}
              onChange={setStatus}
              label={inboxText.folders}
              idPrefix="inbox"
            />
          </div>
          <SearchForm
            className={inboxStyles.search}
            label={inboxText.search}
            hideLabel
            submitLabel={inboxText.searchSubmit}
            maxLength={100}
            onSearch={setSender}
          />
          <label className={inboxStyles.switch}>
            {inboxText.notifications}
            <input
              type="checkbox"
              role="switch"
              checked={notif ?? false}
              disabled={notif === null}
              onChange={(event) => void toggleNotif(event.target.checked)}
            />
          </label>
        </Card>
        <TabPanel idPrefix="inbox" value={status}>
          <ListState
            query={list.query}
            items={list.items}
            empty={inboxText.empty}
            skeleton={<SkeletonCard lines={5} />}
          >
            {(rooms) => (
              <ul className={inboxStyles.list}>
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
          </ListState>
        </TabPanel>
      </div>
    </div>
  );
}
