import { Link } from 'react-router';
import {
  MSG,
  formatDateTime,
  type MessageRoom,
  type MessageRoomStatus,
  pagePath,
} from '@kollabo/shared';
import { Avatar } from '../../components/Avatar';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { imageUrl } from '../../lib/images';
import styles from './Inbox.module.css';

const inboxText = MSG.inbox;

/** One conversation of the inbox, linking to the offer page, with its favourite/archive actions. */
export function RoomCard({
  room,
  busy,
  onStatus,
}: {
  room: MessageRoom;
  busy: boolean;
  onStatus: (status: MessageRoomStatus) => void;
}) {
  const unread = !room.receiverRead;
  return (
    <Card as="li" className={`${styles.room} ${unread ? styles.unread : ''}`}>
      <Avatar src={imageUrl(room.sender.photo, 'sm')} name={room.sender.name} size={44} />
      <div className={styles.body}>
        <p className={styles.line}>
          <Link
            className={styles.link}
            to={pagePath('/offer/:idOffer/:idProject', {
              idOffer: room.idOffer,
              idProject: room.project._id,
            })}
          >
            {room.sender.name}
          </Link>
          {unread && <span className={styles.dot}>{inboxText.unreadLabel}</span>}
        </p>
        <p className={styles.preview}>
          {room.lastMessage ? (
            <>
              {room.lastMessage.fromMe && <span className={styles.you}>{inboxText.you} </span>}
              {room.lastMessage.content}
            </>
          ) : (
            inboxText.noMessage
          )}
        </p>
        <p className={styles.project}>{inboxText.about(room.project.title)}</p>
        <p className={styles.time}>
          <time dateTime={room.timestamp}>{formatDateTime(room.timestamp)}</time>
        </p>
      </div>
      <div className={styles.actions}>
        {room.status !== 'archive' && (
          <Button
            size="sm"
            variant="ghost"
            disabled={busy}
            aria-pressed={room.status === 'favourite'}
            onClick={() => onStatus(room.status === 'favourite' ? 'none' : 'favourite')}
          >
            {room.status === 'favourite' ? inboxText.removeFavourite : inboxText.addFavourite}
          </Button>
        )}
        {room.status !== 'favourite' && (
          <Button
            size="sm"
            variant="ghost"
            disabled={busy}
            onClick={() => onStatus(room.status === 'archive' ? 'none' : 'archive')}
          >
            {room.status === 'archive' ? inboxText.unarchive : inboxText.archive}
          </Button>
        )}
      </div>
    </Card>
  );
}
