import {
  errorText,
  SOCKET_EVENTS,
  type ErrorCode,
  joinRoomPayload,
  newMessagePayload,
  type SocketAck,
} from '@kollabo/shared';
import { isDatabaseUnavailable } from '../../db/errors.js';
import { isAppError } from '../../lib/app-error.js';
import { offerRoom, type SocketHandler } from '../../lib/realtime.js';
import * as chat from './messages.service.js';

// The spec's real-time events: join_room (offer id), new_message {idOffer, token, content},
// receive_message to the room. Every event answers through its acknowledgement when the client
// asks for one; the message is stored before anyone receives it.

const CHAT_RATE = { max: 120, windowMs: 60_000 };

type Ack = (answer: SocketAck) => void;
const asAck = (value: unknown): Ack => (typeof value === 'function' ? (value as Ack) : () => {});

const refusal = (error: ErrorCode): SocketAck => ({ ok: false, error, message: errorText(error) });

export const registerChatHandlers: SocketHandler = (ctx, realtime, socket, log) => {
  // Known refusals go back to the client; anything else is logged and answered generically.
  const toAck = (error: unknown): SocketAck => {
    if (isAppError(error)) {
      // A session revoked since the handshake: answer, then close the socket.
      if (error.code === 'session_ended') setImmediate(() => realtime.endSession(socket));
      return { ok: false, error: error.code, message: error.message };
    }
    if (isDatabaseUnavailable(error)) {
      log.warn({ err: error, event: 'chat' }, 'database unavailable');
      return refusal('database_unavailable');
    }
    log.error({ err: error, event: 'chat' }, 'socket event failed');
    return refusal('server_error');
  };

  socket.on(SOCKET_EVENTS.joinRoom, async (payload: unknown, callback: unknown) => {
    const ack = asAck(callback);
    const parsed = joinRoomPayload.safeParse(payload);
    if (!parsed.success) return ack(refusal('validation'));
    const offerId = typeof parsed.data === 'string' ? parsed.data : parsed.data.idOffer;
    try {
      const user = await realtime.revalidate(socket);
      if (!user) {
        ack(refusal('session_ended'));
        return realtime.endSession(socket);
      }
      await chat.requireParty(ctx, offerId, user.id, user.tokenVersion);
      await socket.join(offerRoom(offerId));
      return ack({ ok: true });
    } catch (error) {
      return ack(toAck(error));
    }
  });

  socket.on(SOCKET_EVENTS.newMessage, async (payload: unknown, callback: unknown) => {
    const ack = asAck(callback);
    const parsed = newMessagePayload.safeParse(payload);
    if (!parsed.success) {
      const said = (message: string) => parsed.error.issues.some((i) => i.message === message);
      if (said('empty_message')) return ack(refusal('empty_message'));
      // NUL or a lone surrogate: text the database cannot store (as on every HTTP input).
      return ack(refusal(said('invalid_input') ? 'invalid_input' : 'validation'));
    }
    const { idOffer, token, content } = parsed.data;
    try {
      const user = await realtime.revalidate(socket, token);
      if (!user) {
        ack(refusal('session_ended'));
        return realtime.endSession(socket);
      }
      await ctx.limiter.consume(`chat:${user.id}`, CHAT_RATE.max, CHAT_RATE.windowMs);
      // Stored with its notification (and its mail, in the outbox) in one transaction.
      const sent = await chat.sendMessage(ctx, user, idOffer, content, realtime.isOnline);
      realtime.io.to(offerRoom(idOffer)).emit(SOCKET_EVENTS.receiveMessage, sent.message);
      ack({ ok: true, message: sent.message });
    } catch (error) {
      return ack(toAck(error));
    }
  });
};
