import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { API_PREFIX, DEMO_DATA_META, DEMO_VIDEO_META, isClientRoute } from '@kollabo/shared';

// Serves the built React app. Assets are precompressed at build time (vite.config.ts writes
// .br and .gz beside each) and sent in the encoding the browser accepts; hashed assets are
// immutable for a year; index.html, which names the current build's assets, is revalidated.

const IMMUTABLE = 'public, max-age=31536000, immutable';

interface IndexVariants {
  raw: Buffer;
  br: Buffer;
  gzip: Buffer;
}

function variants(html: string): IndexVariants {
  const raw = Buffer.from(html);
  return { raw, br: brotliCompressSync(raw), gzip: gzipSync(raw, { level: 9 }) };
}

/** The encoding to send among those the request accepts (q=0 refuses one). */
export function pickEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name, q ? Number(q.slice(2)) : 1);
  }
  const allows = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (allows('br')) return 'br';
  if (allows('gzip')) return 'gzip';
  return null;
}

const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

export interface WebOptions {
  webDist: string;
  /** DEMO_VIDEO_URL: the home's demo video link, given to the page in a meta tag. */
  demoVideoUrl?: string;
  /** Whether demo data is loaded; asked once, at the first page served. */
  isDemo: () => Promise<boolean>;
}

export async function registerWeb(app: FastifyInstance, options: WebOptions): Promise<void> {
  const { webDist } = options;
  // No route per file (`wildcard: false` made one GET and one HEAD per built file, .br and .gz
  // included: about 1,000 routes, a second of a start): the `/*` route below sends each file
  // through reply.sendFile, with the same compression and headers.
  await app.register(fastifyStatic, {
    root: webDist,
    serve: false,
    index: false,
    preCompressed: true,
    maxAge: '1h',
    setHeaders: (reply, filePath) => {
      if (filePath.includes(`${path.sep}assets${path.sep}`))
        reply.header('Cache-Control', IMMUTABLE);
    },
  });

  const html = readFileSync(path.join(webDist, 'index.html'), 'utf8');
  // With demo data, every page says so: a meta tag the layout reads (no extra request).
  let index: Promise<IndexVariants> | null = null;
  const indexVariants = () =>
    (index ??= options
      .isDemo()
      .catch(() => false)
      .then((demo) =>
        variants(
          html.replace(
            '</head>',
            [
              demo ? `<meta name="${DEMO_DATA_META}" content="1" />` : '',
              options.demoVideoUrl
                ? `<meta name="${DEMO_VIDEO_META}" content="${escapeAttribute(options.demoVideoUrl)}" />`
                : '',
              '</head>',
            ].join(''),
          ),
        ),
      ));

  const sendIndex = async (request: FastifyRequest, reply: FastifyReply, status: number) => {
    const page = await indexVariants();
    const encoding = pickEncoding(request.headers['accept-encoding']);
    reply
      .status(status)
      .header('Cache-Control', 'no-cache')
      .header('Vary', 'Accept-Encoding')
      .type('text/html; charset=utf-8');
    if (encoding) reply.header('Content-Encoding', encoding);
    return reply.send(encoding === 'br' ? page.br : encoding === 'gzip' ? page.gzip : page.raw);
  };

  // Not async: a file is sent by reply.sendFile alone. An async handler returning the reply makes
  // Fastify wait on it with one more 'close' listener on the response, the eleventh with the
  // file stream's (Node's MaxListenersExceededWarning on every asset).
  app.get('/*', { schema: { hide: true } }, (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (pathname.startsWith(`${API_PREFIX}/`) || pathname.startsWith('/socket.io')) {
      return reply.callNotFound();
    }
    const asset = path.join(webDist, path.normalize(pathname));
    if (
      asset.startsWith(webDist) &&
      pathname.includes('.') &&
      !pathname.includes('/.') &&
      pathname !== '/index.html' &&
      existsSync(asset)
    ) {
      reply.sendFile(path.relative(webDist, asset));
      return;
    }
    return sendIndex(request, reply, isClientRoute(pathname) ? 200 : 404);
  });
}
