import type { FastifyBaseLogger } from 'fastify';
import type { DefaultEventsMap, Server, Socket } from 'socket.io';
import type { AppContext } from '../context.js';
import type { SessionUser } from '../modules/auth/session-user.js';

// What features see of the real-time server (plugins/socket.ts builds it): the rooms, the
// sockets' session, and the handler type a feature registers in modules/index.ts.

export interface SocketData {
  user: SessionUser;
  token: string;
  /** The session (user_sessions) the token names: its end disconnects the socket at once. */
  sessionId: string;
  /** Token expiry, epoch ms. */
  expiresAt: number;
}
type Events = DefaultEventsMap;
export type ChatServer = Server<Events, Events, Events, SocketData>;
export type ChatSocket = Socket<Events, Events, Events, SocketData>;

export interface Realtime {
  io: ChatServer;
  /** Whether the user has an open socket on any instance. */
  isOnline(userId: string): Promise<boolean>;
  /**
   * The socket's session if its token has not expired (a token sent with the event must belong
   * to the same user); undefined otherwise: the caller answers, then ends the session. The token
   * version (revocation) is checked by the event's permission query.
   */
  revalidate(socket: ChatSocket, eventToken?: string): Promise<SessionUser | undefined>;
  /** Tells the client its session ended, then disconnects it. */
  endSession(socket: ChatSocket): void;
  /** Disconnects sockets whose token no longer holds; returns how many. */
  sweep(): Promise<number>;
  /** Disconnects this instance's sockets of these users whose session ended; returns how many. */
  endRevoked(userIds: Iterable<string>): Promise<number>;
  /** Disconnects every socket of a user, on every instance. */
  revokeUser(userId: string): Promise<void>;
}

export const userRoom = (userId: string) => `user:${userId}`;
export const offerRoom = (offerId: string) => `offer:${offerId}`;

/** A feature's socket events, registered on each new connection. */
export type SocketHandler = (
  ctx: AppContext,
  realtime: Realtime,
  socket: ChatSocket,
  log: FastifyBaseLogger,
) => void;
export type SocketHandlers = readonly SocketHandler[];

declare module 'fastify' {
  interface FastifyInstance {
    realtime: Realtime;
  }
}
