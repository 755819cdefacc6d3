import type { FastifyInstance } from 'fastify';
import { API_PREFIX, isStorableText } from '@kollabo/shared';
import { AppError } from '../lib/app-error.js';

// Security headers for every answer, and same-origin only for state-changing API calls.
// The headers never vary, so they are built once and set in one hook (helmet computed them on
// every request, which showed in the benchmarks). Pages and static files get the full browser
// set; JSON answers under /api get the short set that matters for data (OWASP REST guidance):
// the full set weighed 900 bytes per answer, more than most bodies, and cost a quarter of the
// throughput of small reads.

const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  'frame-src https://www.youtube-nocookie.com https://player.vimeo.com',
  "frame-ancestors 'none'",
  "form-action 'self'",
  "base-uri 'self'",
  "object-src 'none'",
].join('; ');

export const SECURITY_HEADERS: Record<string, string> = {
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'strict-transport-security': 'max-age=15552000; includeSubDomains',
  'x-dns-prefetch-control': 'off',
  'x-permitted-cross-domain-policies': 'none',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(self)',
};

/** For /api answers: nothing in them may run, be framed or be sniffed as another type. */
export const API_SECURITY_HEADERS: Record<string, string> = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'cross-origin-resource-policy': 'same-origin',
};

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const API_ROOT = `${API_PREFIX}/`;

/** Deeper JSON than any contract needs; refused before parsing (400 invalid input). */
export const MAX_JSON_DEPTH = 32;

/**
 * Whether JSON text nests objects or arrays deeper than `max`, in one pass without recursion
 * (a recursive walk of a body 4,000 levels deep overflows the stack). Brackets inside strings
 * do not count; malformed text is left to the parser.
 */
export function jsonTooDeep(text: string, max = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i += 1; // backslash: the next character is escaped
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) {
      depth += 1;
      if (depth > max) return true;
    } else if (c === 0x7d || c === 0x5d) depth -= 1;
  }
  return false;
}

/**
 * Whether a parsed body or query holds unstorable text anywhere, in a value or a key.
 * Walks with its own stack: the depth is capped at parse time, but no body may cost recursion.
 */
function holdsUnstorableText(input: unknown): boolean {
  const pending: unknown[] = [input];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === 'string') {
      if (!isStorableText(value)) return true;
    } else if (Array.isArray(value)) {
      for (const item of value) pending.push(item);
    } else if (value && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        if (!isStorableText(key)) return true;
        pending.push(item);
      }
    }
  }
  return false;
}

export function registerSecurity(app: FastifyInstance, publicUrl: string): void {
  const allowed = new URL(publicUrl).origin;
  // A callback hook, not an async one: no promise per request on the hottest path.
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(request.url.startsWith(API_ROOT) ? API_SECURITY_HEADERS : SECURITY_HEADERS);
    reply.header('x-request-id', request.id);
    const origin = request.headers.origin;
    // Non-browser clients (curl, webhooks) send no Origin.
    if (SAFE_METHODS.has(request.method) || !origin) return done();
    if (origin !== allowed && origin !== `${request.protocol}://${request.host}`) {
      return done(new AppError('forbidden_origin'));
    }
    done();
  });
  // JSON bodies: Fastify's own parser (prototype poisoning refused), after a depth check.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (jsonTooDeep(text)) {
      return done(new AppError('invalid_input'), undefined);
    }
    parseJson(request, text, done);
  });
  // A NUL or a lone surrogate in the address or a JSON body would fail its query with a 500
  // (and fail every read batched with it): it is refused up front as invalid input, once for
  // every route.
  app.addHook('preValidation', (request, _reply, done) => {
    if (
      request.url.includes('%00') ||
      holdsUnstorableText(request.query) ||
      holdsUnstorableText(request.params) ||
      holdsUnstorableText(request.body)
    ) {
      return done(new AppError('invalid_input'));
    }
    done();
  });
}
