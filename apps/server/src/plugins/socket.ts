import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { decodeJwt } from 'jose';
import { Server } from 'socket.io';
import { SOCKET_EVENTS, type ErrorCode } from '@kollabo/shared';
import type { AppContext } from '../context.js';
import { userRoom, type ChatServer, type Realtime, type SocketHandlers } from '../lib/realtime.js';
import { bearerToken, resolveSession } from './auth.js';
import { createPresence } from './presence.js';
import { createSocketSessions, endSession } from './socket-sessions.js';
import { isDatabaseUnavailable } from '../db/errors.js';
import { isSameUser } from '../modules/auth/auth.policy.js';

/** A refused handshake: the client reads the code from the error's message. */
const handshakeRefusal = (code: ErrorCode) => new Error(code);

// Socket.IO at /socket.io on the API's own HTTP server; the features' event handlers come from
// modules/index.ts. The handshake needs a valid token; each event checks it again; a socket
// whose session ends (revoked, password changed, account deleted) is disconnected at once on
// every instance (socket-sessions.ts), and a periodic sweep catches what a lost message missed
// and expired tokens. With REDIS_URL, a Redis adapter carries room events between instances.

function tokenExpiry(token: string): number {
  const exp = decodeJwt(token).exp;
  return typeof exp === 'number' ? exp * 1000 : Date.now();
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
  const sessions = createSocketSessions(io, ctx, app.log);
  // userChanges.heard when each socket's handshake began (see sessions.connected).
  const heardAtHandshake = new WeakMap<object, number>();
  ctx.live.attach((userId, event, payload) => io.to(userRoom(userId)).emit(event, payload));

  io.use(async (socket, next) => {
    const auth = socket.handshake.auth as { token?: unknown } | undefined;
    const token =
      typeof auth?.token === 'string'
        ? auth.token
        : bearerToken(socket.handshake.headers.authorization);
    heardAtHandshake.set(socket, ctx.userChanges.heard);
    let found;
    try {
      found = await resolveSession(ctx.db, ctx.tokens, token);
    } catch (error) {
      // A lost database is not a bad token: the client must not drop its session over it.
      if (isDatabaseUnavailable(error)) return next(handshakeRefusal('database_unavailable'));
    }
    if (!found || !token) return next(handshakeRefusal('unauthorized'));
    socket.data = {
      user: found.user,
      token,
      sessionId: found.sessionId,
      expiresAt: tokenExpiry(token),
    };
    return next();
  });

  const realtime: Realtime = {
    io,
    isOnline: (userId) => presence.isOnline(userId),
    async revalidate(socket, eventToken) {
      const session = socket.data;
      if (eventToken && eventToken !== session.token) {
        // A newer token (after a password change the client gets one): same user only.
        const fresh = await resolveSession(ctx.db, ctx.tokens, eventToken);
        if (!fresh || !isSameUser(fresh.user.id, session.user.id)) return undefined;
        socket.data = {
          user: fresh.user,
          token: eventToken,
          sessionId: fresh.sessionId,
          expiresAt: tokenExpiry(eventToken),
        };
        return fresh.user;
      }
      // The token version is compared by the event's own query (requireParty), saving a round trip.
      return Date.now() < session.expiresAt ? session.user : undefined;
    },
    sweep: () => sessions.check([...io.of('/').sockets.values()]),
    endRevoked: (userIds) => sessions.endRevoked(userIds),
    endSession,
    async revokeUser(userId) {
      io.in(userRoom(userId)).emit(SOCKET_EVENTS.revoked);
      io.in(userRoom(userId)).disconnectSockets(true);
    },
  };

  io.on('connection', (socket) => {
    const userId = socket.data.user.id;
    void socket.join(userRoom(userId));
    sessions.connected(socket, heardAtHandshake.get(socket) ?? -1);
    presence.connected(userId);
    socket.on('disconnect', () => presence.disconnected(userId));
    for (const register of handlers) register(ctx, realtime, socket, app.log);
  });

  // Sockets of an ended session go at once (socket-sessions.ts); the sweep, one query per 500
  // sockets every 10 s, catches a lost change message and expired tokens. Presence entries are extended every 30 s (they live 90 s).
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
    sessions.close();
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
