import type { ServerResponse } from 'node:http';
import net from 'node:net';
import type { FastifyInstance } from 'fastify';

// Graceful shutdown without losing a request the server has received. On SIGTERM:
// 1. the listening socket closes: new connections are refused (the client knows nothing was
//    sent), existing ones stay open;
// 2. every answer from then on carries `Connection: close`, so a keep-alive client sends its
//    next request on a new connection (refused) rather than on one about to close;
// 3. once nothing is under way and no request came for a grace period, the idle sockets are
//    closed, then the app (Socket.IO, Redis, database).
// Node's own http.Server#close closes idle keep-alive sockets at once: a request already on its
// way to one met a reset (ECONNRESET), one per keep-alive connection.

/** Time for busy keep-alive clients to send their next request and get `Connection: close`. */
const GRACE_MS = 500;
/** Whatever is still under way by then is cut, so that the process ends within 10 s. */
const DEADLINE_MS = 8_000;

declare module 'fastify' {
  interface FastifyInstance {
    /** Stops accepting, answers what was received, closes idle sockets; then call close(). */
    drain(): Promise<void>;
  }
}

export function registerGracefulShutdown(app: FastifyInstance): void {
  let closing = false;
  let lastRequestAt = 0;
  let drained: Promise<void> | undefined;
  /** Answers under way: those not yet written get `Connection: close` when draining starts. */
  const underWay = new Set<ServerResponse>();
  app.addHook('onRequest', (_request, reply, done) => {
    const res = reply.raw;
    lastRequestAt = Date.now();
    if (closing) reply.header('connection', 'close');
    underWay.add(res);
    res.once('close', () => underWay.delete(res));
    done();
  });

  const drain = async () => {
    closing = true;
    for (const res of underWay) if (!res.headersSent) res.setHeader('connection', 'close');
    // net.Server#close: stop accepting without http.Server#close's closeIdleConnections().
    if (app.server.listening) net.Server.prototype.close.call(app.server);
    const deadline = Date.now() + DEADLINE_MS;
    const since = Date.now();
    while (Date.now() < deadline) {
      const quiet = Date.now() - Math.max(lastRequestAt, since) >= GRACE_MS;
      if (underWay.size === 0 && quiet) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    app.server.closeIdleConnections();
  };
  app.decorate('drain', () => (drained ??= drain()));
}

/**
 * The signal handler's work: drain, stop the jobs, close the app, exit 0 (1 if anything hangs
 * past 10 s).
 */
export function createShutdown(
  app: FastifyInstance,
  stops: (() => Promise<void>)[],
  exit: (code: number) => void = (code) => process.exit(code),
) {
  let started = false;
  return async (signal: string) => {
    if (started) return;
    started = true;
    app.log.info({ signal }, 'shutting down');
    const forced = setTimeout(() => exit(1), 10_000);
    forced.unref();
    try {
      await app.drain();
      for (const stop of stops) await stop();
      await app.close();
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      exit(1);
      return;
    } finally {
      clearTimeout(forced);
    }
    exit(0);
  };
}
