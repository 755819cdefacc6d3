import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.js';
import { AppError } from '../lib/app-error.js';
import type { SessionUser } from '../modules/auth/session-user.js';
import { loadSessionUser } from '../modules/auth/sessions.service.js';
import type { SessionCache } from '../modules/auth/session-cache.js';
import type { TokenService } from '../modules/auth/tokens.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `optionalUser` / `requireUser` when a valid, unrevoked token came with the call. */
    user?: SessionUser;
  }
}

export function bearerToken(header: string | undefined): string | undefined {
  if (!header?.startsWith('Bearer ')) return undefined;
  const token = header.slice(7).trim();
  return token.length > 0 && token.length < 4096 ? token : undefined;
}

/** Resolves a token to its user, or undefined when invalid, expired or revoked. */
export async function resolveToken(
  db: Db,
  tokens: TokenService,
  token: string | undefined,
  sessions?: SessionCache,
): Promise<SessionUser | undefined> {
  if (!token) return undefined;
  const claims = await tokens.verify(token);
  if (!claims) return undefined;
  const load = () => loadSessionUser(db, claims.userId);
  const user = sessions ? await sessions.get(claims.userId, load) : await load();
  if (!user || user.tokenVersion !== claims.tokenVersion) return undefined;
  return user;
}

export interface AuthGuards {
  /** preHandler: 401 without a valid token. */
  requireUser(request: FastifyRequest): Promise<void>;
  /** preHandler: sets request.user when a valid token is present, never refuses. */
  optionalUser(request: FastifyRequest): Promise<void>;
  /** preHandler: 403 unless the user is an admin. */
  requireAdmin(request: FastifyRequest): Promise<void>;
}

export function createAuthGuards(
  app: FastifyInstance,
  db: Db,
  tokens: TokenService,
  sessions: SessionCache,
): AuthGuards {
  app.decorateRequest('user', undefined);
  const optionalUser = async (request: FastifyRequest) => {
    request.user = await resolveToken(
      db,
      tokens,
      bearerToken(request.headers.authorization),
      sessions,
    );
  };
  const requireUser = async (request: FastifyRequest) => {
    await optionalUser(request);
    if (!request.user) throw new AppError('unauthorized');
  };
  const requireAdmin = async (request: FastifyRequest) => {
    await requireUser(request);
    if (request.user?.role !== 'admin') throw new AppError('forbidden');
  };
  return { requireUser, optionalUser, requireAdmin };
}

/** The authenticated user of a route guarded by requireUser. */
export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw new AppError('unauthorized');
  return request.user;
}
