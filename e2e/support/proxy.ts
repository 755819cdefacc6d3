import http from 'node:http';
import net from 'node:net';

// A small round-robin HTTP + WebSocket proxy in front of several app instances, for the journey
// that runs two of them. Every new client connection goes to the next instance and
// keeps it while it lives (HTTP keep-alive included); each answer says which instance served it
// in an `x-instance` header, and the proxy keeps a log of what went where.
//
// Socket.IO: its long-polling transport sends one session's requests over several connections
// (the browser's pool), and a session only exists on the instance that opened it, so per-connection
// round-robin alone would break it ("Session ID unknown"). The proxy is therefore sticky per
// Socket.IO session: it reads the session id (`sid`) from each polling handshake's answer and
// sends every later request and the WebSocket upgrade carrying that `sid` to the same instance,
// which is what a production load balancer does with its sticky sessions. The web app keeps its
// default transports (polling, then the upgrade to WebSocket).
//
// A test may pin a browser context to one instance with the `x-instance-pin` request header
// (Playwright's extraHTTPHeaders), to say "this user is on instance A" deterministically;
// requests without it are spread round-robin.

export const PIN_HEADER = 'x-instance-pin';

export interface ProxyTarget {
  name: string;
  /** Port of the instance on 127.0.0.1. */
  port: number;
}

export interface ServedRequest {
  instance: string;
  method: string;
  /** Path and query, as the client sent them. */
  url: string;
  /** The upstream status (101 for a WebSocket upgrade; 502 when the instance did not answer). */
  status: number;
  /** The `kollabo_pseudo` cookie of the request, '' for a visitor: who made it. */
  pseudo: string;
  /** The Socket.IO session (engine.io `sid`) of a /socket.io/ request, handshakes included. */
  sid?: string;
}

export interface RoundRobinProxy {
  url: string;
  /** The instances, in round-robin order; may be filled after the start (PUBLIC_URL first). */
  targets: ProxyTarget[];
  /** Every request forwarded so far. */
  served: ServedRequest[];
  close(): Promise<void>;
}

const SOCKET_IO = '/socket.io/';

function pseudoOf(req: http.IncomingMessage): string {
  const cookie = req.headers.cookie ?? '';
  const match = cookie.match(/(?:^|;\s*)kollabo_pseudo=([^;]*)/);
  return match ? decodeURIComponent(match[1] ?? '') : '';
}

function sidOf(url: string): string | null {
  return new URL(url, 'http://proxy').searchParams.get('sid');
}

export async function startRoundRobinProxy(targets: ProxyTarget[] = []): Promise<RoundRobinProxy> {
  const served: ServedRequest[] = [];
  const bySocket = new WeakMap<net.Socket, ProxyTarget>();
  const bySid = new Map<string, ProxyTarget>();
  const open = new Set<net.Socket>();
  let next = 0;

  const pick = (req: http.IncomingMessage): ProxyTarget => {
    const pinned = req.headers[PIN_HEADER];
    if (typeof pinned === 'string') {
      const target = targets.find((t) => t.name === pinned);
      if (!target) throw new Error(`no instance named ${pinned}`);
      return target;
    }
    const sid = req.url?.startsWith(SOCKET_IO) ? sidOf(req.url) : null;
    const sticky = sid ? bySid.get(sid) : undefined;
    if (sticky) return sticky;
    let target = bySocket.get(req.socket);
    if (!target) {
      if (targets.length === 0) throw new Error('the proxy has no instance yet');
      target = targets[next++ % targets.length]!;
      bySocket.set(req.socket, target);
    }
    return target;
  };

  const server = http.createServer((req, res) => {
    const url = req.url ?? '/';
    let target: ProxyTarget;
    try {
      target = pick(req);
    } catch (error) {
      res.writeHead(502).end(String(error));
      return;
    }
    const entry: ServedRequest = {
      instance: target.name,
      method: req.method ?? 'GET',
      url,
      status: 0,
      pseudo: pseudoOf(req),
      sid: (url.startsWith(SOCKET_IO) && sidOf(url)) || undefined,
    };
    served.push(entry);
    const isHandshake = url.startsWith(SOCKET_IO) && !sidOf(url) && req.method === 'GET';
    const upstream = http.request(
      {
        host: '127.0.0.1',
        port: target.port,
        method: req.method,
        path: url,
        headers: { ...req.headers, 'x-forwarded-for': req.socket.remoteAddress ?? '' },
      },
      (answer) => {
        entry.status = answer.statusCode ?? 0;
        const headers = { ...answer.headers, 'x-instance': target.name };
        if (!isHandshake) {
          res.writeHead(entry.status, headers);
          answer.pipe(res);
          return;
        }
        // A polling handshake (small, never compressed): learn its sid before passing it on.
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          const body = Buffer.concat(chunks);
          const sid = body.toString('utf8').match(/"sid":"([^"]+)"/)?.[1];
          if (sid) bySid.set(sid, target);
          entry.sid = sid;
          res.writeHead(entry.status, headers);
          res.end(body);
        });
      },
    );
    upstream.on('error', () => {
      entry.status = 502;
      if (!res.headersSent) res.writeHead(502, { 'x-instance': target.name });
      res.end();
    });
    req.pipe(upstream);
  });

  // WebSocket (the Socket.IO upgrade): the raw bytes both ways once the request is replayed.
  server.on('upgrade', (req: http.IncomingMessage, client: net.Socket, head: Buffer) => {
    let target: ProxyTarget;
    try {
      target = pick(req);
    } catch {
      client.destroy();
      return;
    }
    const entry: ServedRequest = {
      instance: target.name,
      method: 'UPGRADE',
      url: req.url ?? '/',
      status: 101,
      pseudo: pseudoOf(req),
      sid: sidOf(req.url ?? '/') ?? undefined,
    };
    served.push(entry);
    const upstream = net.connect(target.port, '127.0.0.1', () => {
      const lines = [`${req.method} ${req.url} HTTP/${req.httpVersion}`];
      for (let i = 0; i < req.rawHeaders.length; i += 2) {
        lines.push(`${req.rawHeaders[i]}: ${req.rawHeaders[i + 1]}`);
      }
      upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
      if (head.length > 0) upstream.write(head);
      upstream.pipe(client);
      client.pipe(upstream);
    });
    open.add(upstream);
    upstream.on('close', () => open.delete(upstream));
    const end = () => {
      upstream.destroy();
      client.destroy();
    };
    upstream.on('error', () => {
      entry.status = 502;
      end();
    });
    client.on('error', end);
    client.on('close', end);
  });

  server.on('connection', (socket: net.Socket) => {
    open.add(socket);
    socket.on('close', () => open.delete(socket));
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const address = server.address() as net.AddressInfo;
  return {
    url: `http://127.0.0.1:${address.port}`,
    targets,
    served,
    async close() {
      for (const socket of open) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
