import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { io, type Socket } from 'socket.io-client';
import {
  MSG,
  SOCKET_EVENTS,
  ackFailedWith,
  socketAck,
  type ChatMessage,
  type ChatSendingState,
  type SocketAck,
} from '@kollabo/shared';
import { onSocketRevoked } from '../../lib/auth';
import { getToken } from '../../lib/storage';
import { UNREAD_QUERY_KEY } from '../../lib/queryKeys';
import { getMessages, markMessagesRead } from './api';

// The chat of one offer: history over HTTP, live messages over Socket.IO.
// The room is joined on load, on every reconnection and whenever the tab becomes visible again.

/**
 * How long a message typed while the socket is still connecting (the page just opened, or a
 * reconnection under way) waits for it, instead of failing at once.
 */
const CONNECT_WAIT_MS = 5_000;

/** True once the socket is connected; false if it is not trying to, or not within `ms`. */
function whenConnected(socket: Socket, ms: number): Promise<boolean> {
  if (socket.connected) return Promise.resolve(true);
  if (!socket.active) return Promise.resolve(false);
  return new Promise((resolve) => {
    const done = (ok: boolean) => {
      clearTimeout(timer);
      socket.off('connect', onConnect);
      resolve(ok);
    };
    const onConnect = () => done(true);
    const timer = setTimeout(() => done(false), ms);
    socket.on('connect', onConnect);
  });
}

/** The server's acknowledgement, or a state of this client: no connection, or no answer in time. */
export type SendResult = SocketAck | { ok: false; error: 'offline' | 'timeout'; message: string };

export interface ChatState {
  status: 'loading' | 'loaded';
  messages: ChatMessage[];
  pseudoUser: string | null;
  /** What the server says this viewer may do: write, or why not (closed, pack required). */
  sending: ChatSendingState;
  send: (content: string) => Promise<SendResult>;
}

const visible = () => document.visibilityState === 'visible';

/**
 * `reloadKey` changes when the page's project or offer status changes: the history and the
 * sending state are asked again (the server decides who may send).
 */
export function useChat(idOffer: string, reloadKey: string): ChatState {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<'loading' | 'loaded'>('loading');
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [pseudoUser, setPseudoUser] = useState<string | null>(null);
  const [sending, setSending] = useState<ChatSendingState>('closed');
  // Bumped when the server refuses a message: the state it answers then replaces the stale one.
  const [refusals, setRefusals] = useState(0);
  const socketRef = useRef<Socket | null>(null);
  const pseudoRef = useRef<string | null>(null);

  const markRead = useCallback(() => {
    markMessagesRead(idOffer).then(
      () => queryClient.invalidateQueries({ queryKey: UNREAD_QUERY_KEY }),
      (error: unknown) => console.error(error), // spec: chat failures are only logged
    );
  }, [idOffer, queryClient]);

  const append = useCallback((message: ChatMessage) => {
    setMessages((list) => (list.some((m) => m._id === message._id) ? list : [...list, message]));
  }, []);

  // History (and the sending state) on load, when the page's statuses change, and after a refusal.
  useEffect(() => {
    const controller = new AbortController();
    getMessages(idOffer, controller.signal).then(
      (reply) => {
        pseudoRef.current = reply.pseudoUser;
        setPseudoUser(reply.pseudoUser);
        setSending(reply.sending);
        setMessages(reply.allMessageDecrypt);
        setStatus('loaded');
        const last = reply.allMessageDecrypt.at(-1);
        if (last && last.sender !== reply.pseudoUser) markRead();
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.error(error);
        setStatus('loaded');
      },
    );
    return () => controller.abort();
  }, [idOffer, reloadKey, refusals, markRead]);

  useEffect(() => {
    const token = getToken();
    const socket = io({ path: '/socket.io', auth: { token } });
    socketRef.current = socket;
    const join = () => socket.emit(SOCKET_EVENTS.joinRoom, idOffer);
    socket.on('connect', join);
    socket.on(SOCKET_EVENTS.receiveMessage, (message: ChatMessage) => {
      if (message.idOffer !== idOffer) return;
      append(message);
      if (message.sender !== pseudoRef.current && visible()) markRead();
    });
    // The token was revoked: the session is over, unless this tab renewed it (its own password change).
    socket.on(SOCKET_EVENTS.revoked, () => onSocketRevoked(socket, token));
    const onVisibility = () => {
      if (!visible()) return;
      if (socket.connected) join();
      else socket.connect();
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      socket.close();
      socketRef.current = null;
    };
  }, [idOffer, append, markRead]);

  const send = useCallback(
    async (content: string): Promise<SendResult> => {
      const socket = socketRef.current;
      if (!socket || !(await whenConnected(socket, CONNECT_WAIT_MS))) {
        return { ok: false, error: 'offline', message: MSG.common.network };
      }
      try {
        const raw: unknown = await socket.timeout(10_000).emitWithAck(SOCKET_EVENTS.newMessage, {
          idOffer,
          token: getToken() ?? undefined,
          content,
        });
        const ack = socketAck.parse(raw);
        if (ack.ok && ack.message) append(ack.message);
        // Refused for a reason the page shows instead of the box: the state is asked again.
        if (ackFailedWith(ack, 'not_allowed', 'recipient_deleted')) setRefusals((n) => n + 1);
        return ack;
      } catch (error) {
        console.error(error);
        return { ok: false, error: 'timeout', message: MSG.common.network };
      }
    },
    [idOffer, append],
  );

  return { status, messages, pseudoUser, sending, send };
}
