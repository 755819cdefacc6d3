import { z } from 'zod';
import { LIMITS, MESSAGE_ROOM_STATUSES, PAGE_SIZES } from '../constants.js';
import { endpoint } from '../endpoint.js';
import { okSchema, pagingSchema } from './common.js';
import { isStorableText } from '../validation.js';

// Chat and inbox contracts: HTTP calls and Socket.IO events.

const idSchema = z.uuid();

/** One chat message as the API and the receive_message event carry it. */
export const chatMessageSchema = z.object({
  _id: z.string(),
  idOffer: z.string(),
  /** The sender's pseudo. */
  sender: z.string(),
  /** The sender's display name (the pseudo when none), shown as the profile shows it. */
  senderName: z.string(),
  content: z.string(),
  timestamp: z.string(),
  /** The sender's avatar URL, or null. */
  urlImage: z.string().nullable(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** How many messages one GET /offer/messages answer carries (older ones through `before`). */
export const CHAT_PAGE_SIZE = 100;

// GET /offer/messages?id=&before=
export const messagesQuery = z.object({
  id: idSchema,
  /** A message id: answers the messages sent before it (older page). */
  before: idSchema.optional(),
});
/**
 * What the chat shows its viewer, decided by the server: the input (open), "La discussion est
 * fermée pour ce projet." (closed), the subscription notice (packRequired), or that the other
 * party deleted her account (accountDeleted).
 */
export const CHAT_SENDING_STATES = ['open', 'closed', 'packRequired', 'accountDeleted'] as const;
export type ChatSendingState = (typeof CHAT_SENDING_STATES)[number];

export const messagesReply = z.object({
  /** Oldest first. */
  allMessageDecrypt: z.array(chatMessageSchema),
  pseudoUser: z.string(),
  subscription: z.boolean(),
  /** The spec's sending rule, decided by the server for this viewer. */
  canSend: z.boolean(),
  /** Why the viewer can or cannot send (canSend is sending === 'open'). */
  sending: z.enum(CHAT_SENDING_STATES),
  hasMore: z.boolean(),
});
export type MessagesReply = z.infer<typeof messagesReply>;

// PATCH /offer/read-message?id=
export const readMessageQuery = z.object({ id: idSchema });

// Socket.IO events
export const SOCKET_EVENTS = {
  joinRoom: 'join_room',
  newMessage: 'new_message',
  receiveMessage: 'receive_message',
  /** Sent before the server disconnects a socket whose token was revoked. */
  revoked: 'session_revoked',
} as const;

/** join_room carries the offer id (a bare string, or { idOffer }). */
export const joinRoomPayload = z.union([idSchema, z.object({ idOffer: idSchema })]);
export const newMessagePayload = z.object({
  idOffer: idSchema,
  token: z.string().max(4096).optional(),
  content: z
    .string()
    .max(LIMITS.chatMessageMax)
    .refine((text) => text.trim().length > 0, { message: 'empty_message' })
    .refine(isStorableText, { message: 'invalid_input' }),
});
export type NewMessagePayload = z.infer<typeof newMessagePayload>;
// GET /offer/all-rooms-offer
export const INBOX_FILTERS = ['none', 'notRead', 'favourite', 'archive'] as const;
export type InboxFilter = (typeof INBOX_FILTERS)[number];
export const allRoomsQuery = z.object({
  filter: z.string().max(100).optional(),
  /** Search on the other participant's pseudo. */
  sender: z.string().trim().max(100).optional(),
  status: z.enum(INBOX_FILTERS).default('none'),
  ...pagingSchema(PAGE_SIZES.inbox),
});
export const messageRoomSchema = z.object({
  /** The room is the offer's conversation: its id is the offer id. */
  _id: z.string(),
  /** The other participant: pseudo, display name (the pseudo when none) and photo. */
  sender: z.object({ pseudo: z.string(), name: z.string(), photo: z.string().nullable() }),
  /** The room's last message on one line (null before any message). */
  lastMessage: z.object({ content: z.string(), fromMe: z.boolean() }).nullable(),
  project: z.object({ _id: z.string(), title: z.string() }),
  idOffer: z.string(),
  /** False while the viewer has an unread message in this room. */
  receiverRead: z.boolean(),
  timestamp: z.string(),
  status: z.enum(MESSAGE_ROOM_STATUSES),
});
export type MessageRoom = z.infer<typeof messageRoomSchema>;
export const allRoomsReply = z.object({
  roomsMessageOffer: z.array(messageRoomSchema),
  notif_status: z.boolean(),
  hasMore: z.boolean(),
  /** Rooms with an unread message for the viewer (header badge). */
  unread: z.number().int(),
});
export type AllRoomsReply = z.infer<typeof allRoomsReply>;

// PATCH /offer/message-status
export const messageStatusBody = z.object({ status: z.enum(MESSAGE_ROOM_STATUSES), id: idSchema });

// PATCH /user/notif-messages-status?status=true|false
export const notifStatusQuery = z.object({ status: z.enum(['true', 'false']) });

/** Chat history, read marks and the inbox (offers module). Sending goes through Socket.IO. */
export const chatApi = {
  messages: endpoint({
    method: 'GET',
    path: '/offer/messages',
    access: 'user',
    tag: 'chat',
    query: messagesQuery,
    reply: messagesReply,
    errors: ['chat_forbidden'],
    noStore: true,
  }),
  markRead: endpoint({
    method: 'PATCH',
    path: '/offer/read-message',
    access: 'user',
    tag: 'chat',
    query: readMessageQuery,
    reply: okSchema,
    errors: ['chat_forbidden'],
  }),
  inbox: endpoint({
    method: 'GET',
    path: '/offer/all-rooms-offer',
    access: 'user',
    tag: 'chat',
    query: allRoomsQuery,
    reply: allRoomsReply,
    errors: [],
    noStore: true,
  }),
  roomStatus: endpoint({
    method: 'PATCH',
    path: '/offer/message-status',
    access: 'user',
    tag: 'chat',
    body: messageStatusBody,
    reply: okSchema,
    errors: ['room_not_found', 'status_locked'],
  }),
  mailNotifications: endpoint({
    method: 'PATCH',
    path: '/user/notif-messages-status',
    access: 'user',
    tag: 'chat',
    query: notifStatusQuery,
    reply: okSchema,
    errors: [],
  }),
};
