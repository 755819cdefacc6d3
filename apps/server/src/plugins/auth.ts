import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.js';
import { AppError } from '../lib/app-error.js';
import { isAdministrator } from '../modules/auth/auth.policy.js';
import type { SessionUser } from '../modules/auth/session-user.js';
import { loadSessionUser, noteSessionUse } from '../modules/auth/sessions.service.js';
import type { SessionCache } from '../modules/auth/session-cache.js';
import type { TokenService } from '../modules/auth/tokens.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `optionalUser` / `requireUser` when a valid, unrevoked token came with the call. */
    user?: SessionUser;
    /** The session (user_sessions) the token names, with `user`. */
    sessionId?: string;
  }
}

export function bearerToken(header: string | undefined): string | undefined {
  if (!header?.startsWith('Bearer ')) return undefined;
  const token = header.slice(7).trim();
  return token.length > 0 && token.length < 4096 ? token : undefined;
}

/** A token's user and session, or undefined when invalid, expired or revoked. */
export async function resolveSession(
  db: Db,
  tokens: TokenService,
  token: string | undefined,
  sessions?: SessionCache,
): Promise<{ user: SessionUser; sessionId: string } | undefined> {
  if (!token) return undefined;
  const claims = await tokens.verify(token);
  if (!claims) return undefined;
  const load = () => loadSessionUser(db, claims.userId);
  let user = sessions ? await sessions.get(claims.userId, load) : await load();
  // A session opened on another instance a moment ago may not be in this cache yet: the
  // database says. A revoked session is refused at its next request either way.
  if (sessions && user && !user.sessionIds.includes(claims.sessionId)) user = await load();
  if (!user || user.tokenVersion !== claims.tokenVersion) return undefined;
  if (!user.sessionIds.includes(claims.sessionId)) return undefined;
  noteSessionUse(db, claims.sessionId);
  return { user, sessionId: claims.sessionId };
}

/** Resolves a token to its user, or undefined when invalid, expired or revoked. */
export async function resolveToken(
  db: Db,
  tokens: TokenService,
  token: string | undefined,
  sessions?: SessionCache,
): Promise<SessionUser | undefined> {
  return (await resolveSession(db, tokens, token, sessions))?.user;
}

export interface AuthGuards {
  /** preHandler: 401 without a valid token. */
  requireUser(request: FastifyRequest): Promise<void>;
  /** preHandler: sets request.user when a valid token is present, never refuses. */
  optionalUser(request: FastifyRequest): Promise<void>;
  /**
   * preHandler: 403 unless the user is an admin, and (when the rule is on) one whose second
   * factor is enabled: `second_factor_required` until she enables it.
   */
  requireAdmin(request: FastifyRequest): Promise<void>;
}

export function createAuthGuards(
  app: FastifyInstance,
  db: Db,
  tokens: TokenService,
  sessions: SessionCache,
  options: { adminSecondFactor: boolean },
): AuthGuards {
  app.decorateRequest('user', undefined);
  app.decorateRequest('sessionId', undefined);
  const optionalUser = async (request: FastifyRequest) => {
    const found = await resolveSession(
      db,
      tokens,
      bearerToken(request.headers.authorization),
      sessions,
    );
    request.user = found?.user;
    request.sessionId = found?.sessionId;
  };
  const requireUser = async (request: FastifyRequest) => {
    await optionalUser(request);
    if (!request.user) throw new AppError('unauthorized');
  };
  const requireAdmin = async (request: FastifyRequest) => {
    await requireUser(request);
    const user = request.user;
    if (!user || !isAdministrator(user)) throw new AppError('forbidden');
    if (options.adminSecondFactor && !user.secondFactor) {
      throw new AppError('second_factor_required');
    }
  };
  return { requireUser, optionalUser, requireAdmin };
}

/** The authenticated user of a route guarded by requireUser. */
export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw new AppError('unauthorized');
  return request.user;
}

/** The session of a route guarded by requireUser. */
export function currentSessionId(request: FastifyRequest): string {
  if (!request.sessionId) throw new AppError('unauthorized');
  return request.sessionId;
}
