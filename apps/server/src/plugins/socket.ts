import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { decodeJwt } from 'jose';
import { Server } from 'socket.io';
import { SOCKET_EVENTS, type ErrorCode } from '@kollabo/shared';
import type { AppContext } from '../context.js';
import { tokenVersionsOf } from '../modules/auth/sessions.service.js';
import {
  userRoom,
  type ChatServer,
  type ChatSocket,
  type Realtime,
  type SocketHandlers,
} from '../lib/realtime.js';
import { bearerToken, resolveToken } from './auth.js';
import { createPresence } from './presence.js';
import { isDatabaseUnavailable } from '../db/errors.js';

/** A refused handshake: the client reads the code from the error's message. */
const handshakeRefusal = (code: ErrorCode) => new Error(code);

// Socket.IO at /socket.io on the API's own HTTP server; the features' event handlers come from
// modules/index.ts. The handshake needs a valid token; each
// event checks it again, and a periodic sweep disconnects idle sockets whose token was revoked
// (password change) or expired. With REDIS_URL, a Redis adapter carries room events between
// instances.

function tokenExpiry(token: string): number {
  const exp = decodeJwt(token).exp;
  return typeof exp === 'number' ? exp * 1000 : Date.now();
}

function endSession(socket: ChatSocket): void {
  socket.emit(SOCKET_EVENTS.revoked);
  socket.disconnect(true);
}

export async function registerSocket(
  app: FastifyInstance,
  ctx: AppContext,
  handlers: SocketHandlers,
  options: { sweepMs?: number } = {},
): Promise<Realtime> {
  const io: ChatServer = new Server(app.server, {
    path: '/socket.io',
    serveClient: false,
    maxHttpBufferSize: 100_000,
  });

  let pub: Redis | undefined;
  let sub: Redis | undefined;
  // Presence has its own connection: its periodic batch must not delay the adapter's publishes.
  let presenceClient: Redis | undefined;
  if (ctx.config.redisUrl) {
    // Loaded only with REDIS_URL: a start without Redis does not pay for them (bench/results.md,
    // session 16).
    const [{ Redis: RedisClient }, { createAdapter }] = await Promise.all([
      import('ioredis'),
      import('@socket.io/redis-adapter'),
    ]);
    pub = new RedisClient(ctx.config.redisUrl, { maxRetriesPerRequest: 2 });
    sub = pub.duplicate();
    presenceClient = pub.duplicate();
    for (const client of [pub, sub, presenceClient]) {
      client.on('error', (error: unknown) => app.log.warn({ err: error }, 'socket.io redis'));
    }
    // The adapter publishes without awaiting: a publish refused while Redis is away (or after
    // quit at shutdown) would be an unhandled rejection, which ends the process. Logged instead:
    // a lost live event is caught up by the next one (counts are read again at every push).
    const publish = pub.publish.bind(pub) as (
      channel: string,
      message: string | Buffer,
    ) => Promise<number>;
    pub.publish = ((channel: string, message: string | Buffer) =>
      publish(channel, message).catch((error: unknown) => {
        app.log.warn({ err: error }, 'socket.io redis publish failed');
        return 0;
      })) as never;
    io.adapter(createAdapter(pub, sub, { requestsTimeout: 2000 }));
  }

  const presence = createPresence(presenceClient);
  ctx.live.attach((userId, event, payload) => io.to(userRoom(userId)).emit(event, payload));

  io.use(async (socket, next) => {
    const auth = socket.handshake.auth as { token?: unknown } | undefined;
    const token =
      typeof auth?.token === 'string'
        ? auth.token
        : bearerToken(socket.handshake.headers.authorization);
    let user;
    try {
      user = await resolveToken(ctx.db, ctx.tokens, token);
    } catch (error) {
      // A lost database is not a bad token: the client must not drop its session over it.
      if (isDatabaseUnavailable(error)) return next(handshakeRefusal('database_unavailable'));
    }
    if (!user || !token) return next(handshakeRefusal('unauthorized'));
    socket.data = { user, token, expiresAt: tokenExpiry(token) };
    return next();
  });

  const realtime: Realtime = {
    io,
    isOnline: (userId) => presence.isOnline(userId),
    async revalidate(socket, eventToken) {
      const session = socket.data;
      if (eventToken && eventToken !== session.token) {
        // A newer token (after a password change the client gets one): same user only.
        const fresh = await resolveToken(ctx.db, ctx.tokens, eventToken);
        if (fresh?.id !== session.user.id) return undefined;
        socket.data = { user: fresh, token: eventToken, expiresAt: tokenExpiry(eventToken) };
        return fresh;
      }
      // The token version is compared by the event's own query (requireParty), saving a round trip.
      return Date.now() < session.expiresAt ? session.user : undefined;
    },
    async sweep() {
      const local = [...io.of('/').sockets.values()];
      const ids = [...new Set(local.map((s) => s.data.user.id))];
      const versions = new Map<string, number>();
      for (let i = 0; i < ids.length; i += 500) {
        for (const [id, version] of await tokenVersionsOf(ctx.db, ids.slice(i, i + 500))) {
          versions.set(id, version);
        }
      }
      const now = Date.now();
      let ended = 0;
      for (const socket of local) {
        const { user, expiresAt } = socket.data;
        if (versions.get(user.id) !== user.tokenVersion || now >= expiresAt) {
          endSession(socket);
          ended += 1;
        }
      }
      return ended;
    },
    endSession,
    async revokeUser(userId) {
      io.in(userRoom(userId)).emit(SOCKET_EVENTS.revoked);
      io.in(userRoom(userId)).disconnectSockets(true);
    },
  };

  io.on('connection', (socket) => {
    const userId = socket.data.user.id;
    void socket.join(userRoom(userId));
    presence.connected(userId);
    socket.on('disconnect', () => presence.disconnected(userId));
    for (const register of handlers) register(ctx, realtime, socket, app.log);
  });

  // Idle sockets of a revoked session go within 10 s (one query per 500 users); any event of
  // theirs is refused at once. Presence entries are extended every 30 s (they live 90 s).
  const sweepTimer = setInterval(() => {
    realtime.sweep().catch((error: unknown) => app.log.error({ err: error }, 'socket sweep'));
  }, options.sweepMs ?? 10_000);
  const presenceTimer = setInterval(() => {
    presence.refresh().catch((error: unknown) => app.log.warn({ err: error }, 'presence refresh'));
  }, 30_000);
  sweepTimer.unref();
  presenceTimer.unref();

  // Before the HTTP server stops: close this instance's sockets only (never the whole cluster's).
  app.addHook('preClose', async () => {
    clearInterval(sweepTimer);
    clearInterval(presenceTimer);
    for (const socket of io.of('/').sockets.values()) socket.disconnect(true);
    await presence.clear().catch(() => undefined);
    await io.of('/').adapter.close();
    io.engine.close();
  });
  // Redis goes last, once the HTTP server stopped and in-flight events had their chance.
  app.addHook('onClose', async () => {
    await Promise.all(
      [pub, sub, presenceClient].map((client) => client?.quit().catch(() => undefined)),
    );
  });

  app.decorate('realtime', realtime);
  return realtime;
}
