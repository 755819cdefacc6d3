import {
  CHAT_PAGE_SIZE,
  DURATIONS,
  MSG,
  hasContactDetails,
  NOTIFICATION_SOCKET_EVENTS,
  type ChatMessage,
  type ChatSendingState,
  type InboxFilter,
  type MessageRoomStatus,
  type OfferStatus,
  type ProjectStatus,
  offerIs,
  projectIs,
} from '@kollabo/shared';
import type { AppContext } from '../../context.js';
import { transaction } from '../../db/transaction.js';
import { AppError } from '../../lib/app-error.js';
import { createCountPusher, type CountPusher } from '../../lib/live.js';
import { decryptMessage, encryptMessage } from '../../lib/message-crypto.js';
import type { SessionUser } from '../auth/session-user.js';
import { isContractSigned } from '../collab/contract-state.js';
import { markGroupRead, notify, setCategoryMail } from '../notifications/notifications.service.js';
import { inboxPage } from './inbox.repository.js';
import * as repo from './messages.repository.js';
import type { RoomAccess } from './messages.repository.js';
import { isAuthorOnly, isRoomParty, otherPartyId, sentBy } from './offers.policy.js';

// Chat rules: only the project owner and the offer's author take part;
// sending needs a project publish or close, and a pack unless the sender is the offer's author.
// From attribution on (offer preSelect, then select), the attributed offer's chat is open to both
// parties whatever their packs, so the creator can ask before accepting and the two carry on the
// collaboration; every other offer's chat is closed as the spec says, and so is
// the attributed one once its author declined. This is the only place that decides; the pages
// show the state the server answers.

const forbidden = () => new AppError('chat_forbidden', { access: false });

export const isParticipant = (access: RoomAccess, userId: string) => isRoomParty(access, userId);

/** Whether this user may send in the room, and if not, why (what the page shows). */
export function chatState(access: RoomAccess, userId: string): ChatSendingState {
  // Nobody is left to read: a deleted account's conversations close, whatever their state.
  if (access.otherDeleted) return 'accountDeleted';
  if (offerIs.attributed(access.offerStatut as OfferStatus)) return 'open';
  if (!projectIs.selecting(access.projectStatut as ProjectStatus)) return 'closed';
  return access.viewerPack !== null || isAuthorOnly(access, userId) ? 'open' : 'packRequired';
}

/** The spec's sending rule for this user. */
export const canSend = (access: RoomAccess, userId: string) => chatState(access, userId) === 'open';

/**
 * The room's facts for one of its two parties; anyone else is refused. A socket passes its
 * token version: a session revoked since the handshake is refused in the same query.
 */
export async function requireParty(
  ctx: AppContext,
  offerId: string,
  userId: string,
  tokenVersion?: number,
) {
  const access = await repo.findRoomAccess(ctx.db, offerId, userId);
  if (tokenVersion !== undefined && access && access.viewerTokenVersion !== tokenVersion) {
    throw new AppError('session_ended');
  }
  if (!access || !isParticipant(access, userId)) throw forbidden();
  return access;
}

export interface SentMessage {
  message: ChatMessage;
  recipientId: string;
  access: RoomAccess;
}

/** The header's message badge (unread conversations), pushed live to every open page. */
const badgePushers = new WeakMap<AppContext, CountPusher>();
function badgePusher(ctx: AppContext): CountPusher {
  let pusher = badgePushers.get(ctx);
  if (!pusher) {
    pusher = createCountPusher({
      live: ctx.live,
      event: NOTIFICATION_SOCKET_EVENTS.messages,
      count: (ids) => repo.unreadRoomCounts(ctx.db, ids),
    });
    badgePushers.set(ctx, pusher);
  }
  return pusher;
}

/** Sends pending badge counts now (tests). */
export const flushBadgeCounts = (ctx: AppContext) => badgePusher(ctx).flush();

/** One unread "new message" notification per conversation, bumped by each message. */
export const roomGroup = (offerId: string) => `room:${offerId}`;

/**
 * Validates, encrypts and stores a message, with its notification in the same transaction; the
 * caller sends it out once this resolves. The notification's mail follows the spec's rule: only
 * to a recipient with no open connection (`isOnline`, on any instance) whose message mails are
 * on, at most once per room every 30 minutes (the slot is taken in the same transaction).
 */
export async function sendMessage(
  ctx: AppContext,
  sender: SessionUser,
  offerId: string,
  content: string,
  isOnline: (userId: string) => Promise<boolean>,
): Promise<SentMessage> {
  if (content.trim().length === 0) {
    throw new AppError('empty_message');
  }
  const access = await requireParty(ctx, offerId, sender.id, sender.tokenVersion);
  if (access.otherDeleted) throw new AppError('recipient_deleted');
  if (!canSend(access, sender.id)) throw new AppError('not_allowed');
  // Contact details wait for the signed contract: the collaboration is read only
  // when the text carries some.
  if (hasContactDetails(content) && !(await isContractSigned(ctx.db, offerId))) {
    throw new AppError('contact_details');
  }
  const recipientId = otherPartyId(access, sender.id);
  // Asked while the message is stored; a presence that cannot answer counts as offline.
  const online = isOnline(recipientId).catch(() => false);
  const senderPseudo = access.viewerPseudo ?? sender.pseudo;
  const stored = await transaction(ctx.db, async (tx) => {
    const row = await repo.storeMessage(tx, {
      offerId,
      senderId: sender.id,
      recipientId,
      contentEnc: encryptMessage(ctx.config.messageKey, content, offerId),
    });
    const mail =
      !(await online) &&
      (await repo.claimMailSlot(tx, offerId, recipientId, DURATIONS.messageMailThrottleMs));
    await notify(ctx, tx, {
      type: 'message_received',
      recipientId,
      data: {
        offerId,
        projectId: access.projectId,
        projectTitle: access.projectTitle,
        fromPseudo: senderPseudo,
      },
      eventKey: row.id,
      groupKey: roomGroup(offerId),
      mail,
    });
    return row;
  });
  badgePusher(ctx).touch(recipientId);
  return {
    recipientId,
    access,
    message: {
      _id: stored.id,
      idOffer: offerId,
      sender: senderPseudo,
      senderName: access.viewerName || senderPseudo,
      content,
      timestamp: stored.createdAt.toISOString(),
      urlImage: access.viewerPhoto,
    },
  };
}

/** An inbox row's last message on one line (decrypted here, cut to 120 characters). */
function lastMessagePreview(
  ctx: AppContext,
  row: { offerId: string; lastContentEnc: string | null; lastSenderId: string | null },
  viewerId: string,
): { content: string; fromMe: boolean } | null {
  if (!row.lastContentEnc) return null;
  const text = decryptMessage(ctx.config.messageKey, row.lastContentEnc, row.offerId);
  if (text === undefined) return null;
  const line = text.replace(/\s+/g, ' ').trim();
  return {
    content: line.length > 120 ? `${line.slice(0, 119)}…` : line,
    fromMe: sentBy(row.lastSenderId, viewerId),
  };
}

/** GET /offer/messages: a page of the conversation, oldest first, decrypted. */
export async function listMessages(
  ctx: AppContext,
  viewer: SessionUser,
  offerId: string,
  before?: string,
) {
  const access = await requireParty(ctx, offerId, viewer.id);
  const sending = chatState(access, viewer.id);
  const rows = await repo.listMessages(ctx.db, offerId, CHAT_PAGE_SIZE + 1, before);
  const page = rows.slice(0, CHAT_PAGE_SIZE).reverse();
  return {
    allMessageDecrypt: page.map((row): ChatMessage => ({
      _id: row.id,
      idOffer: offerId,
      sender: row.sender,
      senderName: row.senderName || row.sender,
      // A message that no longer decrypts (key changed) is shown as unreadable, not dropped.
      // A message removed by a moderation decision keeps its place, not its text.
      content: row.moderation
        ? MSG.chat.removedByModeration
        : (decryptMessage(ctx.config.messageKey, row.contentEnc, offerId) ?? '[message illisible]'),
      timestamp: row.createdAt.toISOString(),
      urlImage: row.senderPhoto,
    })),
    pseudoUser: access.viewerPseudo ?? viewer.pseudo,
    subscription: access.viewerPack !== null,
    canSend: sending === 'open',
    sending,
    hasMore: rows.length > CHAT_PAGE_SIZE,
  };
}

/** PATCH /offer/read-message */
export async function markRead(ctx: AppContext, viewer: SessionUser, offerId: string) {
  await requireParty(ctx, offerId, viewer.id);
  await repo.markRead(ctx.db, offerId, viewer.id);
  // Every open page of the reader: the badge goes down, and the conversation's bell item is read.
  badgePusher(ctx).touch(viewer.id);
  await markGroupRead(ctx, viewer.id, roomGroup(offerId));
  return { ok: true as const };
}

/** GET /offer/all-rooms-offer */
export async function inbox(
  ctx: AppContext,
  viewer: SessionUser,
  query: { status: InboxFilter; sender?: string; page: number; pageSize: number },
) {
  const { rooms, unread, notif } = await inboxPage(
    ctx.db,
    viewer.id,
    { status: query.status, sender: query.sender?.trim() || undefined },
    query.pageSize + 1,
    (query.page - 1) * query.pageSize,
  );
  return {
    roomsMessageOffer: rooms.slice(0, query.pageSize).map((row) => ({
      _id: row.offerId,
      sender: {
        pseudo: row.senderPseudo,
        name: row.senderName || row.senderPseudo,
        photo: row.senderPhoto,
      },
      lastMessage: lastMessagePreview(ctx, row, viewer.id),
      project: { _id: row.projectId, title: row.projectTitle },
      idOffer: row.offerId,
      receiverRead: row.read,
      timestamp: row.lastMessageAt.toISOString(),
      status: row.status as MessageRoomStatus,
    })),
    notif_status: notif,
    hasMore: rooms.length > query.pageSize,
    unread,
  };
}

/** PATCH /offer/message-status: a room with a status set can only go back to none. */
export async function setRoomStatus(
  ctx: AppContext,
  viewer: SessionUser,
  offerId: string,
  status: MessageRoomStatus,
) {
  const room = await repo.findRoomMember(ctx.db, offerId, viewer.id);
  if (!room) throw new AppError('room_not_found');
  if (room.status !== 'none' && status !== 'none' && room.status !== status) {
    throw new AppError('status_locked');
  }
  await repo.setRoomStatus(ctx.db, offerId, viewer.id, status);
  return { ok: true as const };
}

/** PATCH /user/notif-messages-status: the "messages" category of the notification settings. */
export async function setNotifications(ctx: AppContext, viewer: SessionUser, on: boolean) {
  await setCategoryMail(ctx, viewer.id, 'messages', on);
  return { ok: true as const };
}
