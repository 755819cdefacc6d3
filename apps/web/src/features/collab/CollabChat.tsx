import { MSG, type CollabReply } from '@kollabo/shared';
import { ChatPanel } from '../offers/ChatPanel';
import styles from './CollabChat.module.css';

const chatText = MSG.chat;

/**
 * The conversation inside the collaboration space: the offer's own chat room, the
 * same history and unread count as on the offer page, so that contract, payment and
 * deliverables are discussed where they happen.
 */
export function CollabChat({
  data,
}: {
  data: Pick<CollabReply, 'idOffer' | 'role' | 'owner' | 'author' | 'status'>;
}) {
  const other = data.role === 'owner' ? data.author : data.owner;
  return (
    <ChatPanel
      idOffer={data.idOffer}
      reloadKey={`collab:${data.status}`}
      className={styles.chat}
      intro={chatText.collabIntro(other.name || other.pseudo)}
    />
  );
}
