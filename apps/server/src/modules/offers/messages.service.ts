import {
  CHAT_PAGE_SIZE,
  DURATIONS,
  MSG,
  type ChatMessage,
  type InboxFilter,
  type MessageRoomStatus,
} from '@kollabo/shared';
import type { AppContext } from '../../context.js';
import { AppError } from '../../lib/app-error.js';
import { decryptMessage, encryptMessage } from '../../lib/message-crypto.js';
import type { SessionUser } from '../auth/session-user.js';
import { setCategoryMail } from '../notifications/notifications.service.js';
import { inboxPage } from './inbox.repository.js';
import * as repo from './messages.repository.js';
import type { RoomAccess } from './messages.repository.js';

// Chat rules (transactions §4): only the project owner and the offer's author take part;
// sending needs a project publish or close, and a pack unless the sender is the offer's author.
// After attribution and acceptance (offer 'select'), the selected offer's chat stays open so the
// two parties carry on the collaboration (issue 16); every other offer's chat stays closed.

const forbidden = () => new AppError('chat_forbidden', { access: false });
const CHAT_OPEN_STATUSES = ['publish', 'close'];

export const isParticipant = (access: RoomAccess, userId: string) =>
  access.authorId === userId || access.ownerId === userId;

/** The spec's sending rule for this user. */
export function canSend(access: RoomAccess, userId: string): boolean {
  const open = CHAT_OPEN_STATUSES.includes(access.projectStatut) || access.offerStatut === 'select';
  if (!open) return false;
  const isOfferAuthor = access.authorId === userId && access.ownerId !== userId;
  return access.viewerPack !== null || isOfferAuthor;
}

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

/** Validates, encrypts and stores a message; the caller sends it out once this resolves. */
export async function sendMessage(
  ctx: AppContext,
  sender: SessionUser,
  offerId: string,
  content: string,
): Promise<SentMessage> {
  if (content.trim().length === 0) {
    throw new AppError('empty_message');
  }
  const access = await requireParty(ctx, offerId, sender.id, sender.tokenVersion);
  if (!canSend(access, sender.id)) throw new AppError('not_allowed');
  const recipientId = access.authorId === sender.id ? access.ownerId : access.authorId;
  const stored = await repo.storeMessage(ctx.db, {
    offerId,
    senderId: sender.id,
    recipientId,
    contentEnc: encryptMessage(ctx.config.messageKey, content, offerId),
  });
  return {
    recipientId,
    access,
    message: {
      _id: stored.id,
      idOffer: offerId,
      sender: access.viewerPseudo ?? sender.pseudo,
      content,
      timestamp: stored.createdAt.toISOString(),
      urlImage: access.viewerPhoto,
    },
  };
}

/**
 * E-mails the recipient about a new message when they have no open connection and their
 * notifications are on, at most once per room every 30 minutes (the slot is taken atomically).
 */
export async function notifyByMail(
  ctx: AppContext,
  sent: SentMessage,
  isOnline: (userId: string) => Promise<boolean>,
): Promise<boolean> {
  if (await isOnline(sent.recipientId)) return false;
  const settings = await repo.findMailSettings(ctx.db, sent.recipientId);
  if (!settings?.notifMessages) return false;
  const { offerId, projectId, projectTitle } = sent.access;
  if (
    !(await repo.claimMailSlot(ctx.db, offerId, sent.recipientId, DURATIONS.messageMailThrottleMs))
  ) {
    return false;
  }
  const link = `${ctx.config.publicUrl}/offer/${offerId}/${projectId}`;
  await ctx.mail.send({
    to: settings.email,
    subject: MSG.chat.mailSubject(sent.message.sender),
    text: MSG.chat.mailText(sent.message.sender, projectTitle, link),
  });
  return true;
}

/** GET /offer/messages: a page of the conversation, oldest first, decrypted. */
export async function listMessages(
  ctx: AppContext,
  viewer: SessionUser,
  offerId: string,
  before?: string,
) {
  const access = await requireParty(ctx, offerId, viewer.id);
  const rows = await repo.listMessages(ctx.db, offerId, CHAT_PAGE_SIZE + 1, before);
  const page = rows.slice(0, CHAT_PAGE_SIZE).reverse();
  return {
    allMessageDecrypt: page.map((row): ChatMessage => ({
      _id: row.id,
      idOffer: offerId,
      sender: row.sender,
      // A message that no longer decrypts (key changed) is shown as unreadable, not dropped.
      content:
        decryptMessage(ctx.config.messageKey, row.contentEnc, offerId) ?? '[message illisible]',
      timestamp: row.createdAt.toISOString(),
      urlImage: row.senderPhoto,
    })),
    pseudoUser: access.viewerPseudo ?? viewer.pseudo,
    subscription: access.viewerPack !== null,
    canSend: canSend(access, viewer.id),
    hasMore: rows.length > CHAT_PAGE_SIZE,
  };
}

/** PATCH /offer/read-message */
export async function markRead(ctx: AppContext, viewer: SessionUser, offerId: string) {
  await requireParty(ctx, offerId, viewer.id);
  await repo.markRead(ctx.db, offerId, viewer.id);
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
      sender: { pseudo: row.senderPseudo, photo: row.senderPhoto },
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
