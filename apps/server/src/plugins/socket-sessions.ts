import type { FastifyBaseLogger } from 'fastify';
import { SOCKET_EVENTS } from '@kollabo/shared';
import type { AppContext } from '../context.js';
import { EVERY_USER } from '../lib/user-changes.js';
import { userRoom, type ChatServer, type ChatSocket } from '../lib/realtime.js';
import { openSessionsOf } from '../modules/auth/sessions.service.js';
import { isSameUser } from '../modules/auth/auth.policy.js';

// A socket lives as long as the session its token names. Ending a session (one device, a
// password change, an account deleted or suspended) publishes the user's change (userChanges,
// across instances through Redis): every instance then checks its own sockets of that user
// against the database and disconnects those whose session ended, at once. The periodic sweep
// only catches what a lost message would have let through, and expired tokens.

/** Changes heard within this window are checked with one query. */
const COALESCE_MS = 20;
/** Sessions checked per query. */
const BATCH = 500;

/** The socket's session is still the one its token named: same user, same token version. */
function stillOpen(socket: ChatSocket, open?: { userId: string; tokenVersion: number }): boolean {
  const { user } = socket.data;
  return isSameUser(open?.userId, user.id) && open?.tokenVersion === user.tokenVersion;
}

/** Tells the client its session ended, then disconnects it. */
export function endSession(socket: ChatSocket): void {
  socket.emit(SOCKET_EVENTS.revoked);
  socket.disconnect(true);
}

export interface SocketSessions {
  /** Ends the sockets among `sockets` whose token expired or whose session ended. */
  check(sockets: ChatSocket[]): Promise<number>;
  /** This instance's sockets of these users (EVERY_USER: all of them), checked. */
  endRevoked(userIds: Iterable<string>): Promise<number>;
  /** A socket just joined its user's room; `heardAtHandshake` is userChanges.heard before it resolved its token. */
  connected(socket: ChatSocket, heardAtHandshake: number): void;
  close(): void;
}

export function createSocketSessions(
  io: ChatServer,
  ctx: AppContext,
  log: FastifyBaseLogger,
): SocketSessions {
  const check = async (sockets: ChatSocket[]) => {
    const now = Date.now();
    const live = sockets.filter((socket) => socket.connected);
    const expired = live.filter((socket) => now >= socket.data.expiresAt);
    const current = live.filter((socket) => now < socket.data.expiresAt);
    const ended = [...expired];
    for (let i = 0; i < current.length; i += BATCH) {
      const batch = current.slice(i, i + BATCH);
      const open = await openSessionsOf(
        ctx.db,
        batch.map((socket) => socket.data.sessionId),
      );
      ended.push(...batch.filter((socket) => !stillOpen(socket, open.get(socket.data.sessionId))));
    }
    for (const socket of ended) endSession(socket);
    return ended.length;
  };

  const localSocketsOf = (userIds: Iterable<string>): ChatSocket[] => {
    const namespace = io.of('/');
    const ids = new Set(userIds);
    if (ids.has(EVERY_USER)) return [...namespace.sockets.values()];
    const found: ChatSocket[] = [];
    for (const userId of ids) {
      for (const socketId of namespace.adapter.rooms.get(userRoom(userId)) ?? []) {
        const socket = namespace.sockets.get(socketId);
        if (socket) found.push(socket);
      }
    }
    return found;
  };

  const endRevoked = (userIds: Iterable<string>) => check(localSocketsOf(userIds));

  // A change is checked only where the user has a socket; a burst of changes, once.
  const pending = new Set<string>();
  let timer: NodeJS.Timeout | undefined;
  const flush = () => {
    timer = undefined;
    const userIds = [...pending];
    pending.clear();
    endRevoked(userIds).catch((error: unknown) =>
      log.warn({ err: error }, 'socket session check failed (the sweep catches up)'),
    );
  };
  const schedule = (userId: string) => {
    pending.add(userId);
    timer ??= setTimeout(flush, COALESCE_MS);
  };
  ctx.userChanges.subscribe((changed) => {
    if (changed === EVERY_USER || io.of('/').adapter.rooms.has(userRoom(changed)))
      schedule(changed);
  });

  return {
    check,
    endRevoked,
    connected(socket, heardAtHandshake) {
      // A change heard while the handshake read the session may have missed this socket (not in
      // its user's room yet): checked with the next batch.
      if (ctx.userChanges.heard !== heardAtHandshake) schedule(socket.data.user.id);
    },
    close() {
      if (timer) clearTimeout(timer);
      timer = undefined;
    },
  };
}
