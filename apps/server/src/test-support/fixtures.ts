import type { FastifyInstance } from 'fastify';
import { hashPassword } from '../lib/secrets.js';
import { insertUser } from '../modules/accounts/accounts.repository.js';
import { openSession } from '../modules/auth/open-session.js';

// Fast fixtures for feature tests: users are inserted directly (one argon2 hash per process)
// and get a real signed token, so tests exercise the HTTP API without the sign-up flow.

export const FIXTURE_PASSWORD = 'motdepasse123';
let passwordHash: Promise<string> | undefined;

export interface TestUser {
  id: string;
  pseudo: string;
  email: string;
  token: string;
  /** Authorization header for app.inject. */
  auth: { authorization: string };
}

let counter = 0;

export async function createUser(
  app: FastifyInstance,
  overrides: {
    pseudo?: string;
    email?: string;
    statut?: string;
    role?: string;
    name?: string;
  } = {},
): Promise<TestUser> {
  counter += 1;
  passwordHash ??= hashPassword(FIXTURE_PASSWORD);
  const pseudo = overrides.pseudo ?? `user${counter}${Date.now().toString(36)}`;
  const email = overrides.email ?? `${pseudo.toLowerCase()}@example.test`;
  const user = await insertUser(app.ctx.db, {
    pseudo,
    email,
    passwordHash: await passwordHash,
    statut: overrides.statut ?? 'Influenceur',
    name: overrides.name ?? '',
    role: overrides.role ?? 'user',
  });
  const { token } = await openSession(app.ctx, user, { ip: '127.0.0.1', userAgent: 'fixture' });
  return { id: user.id, pseudo, email, token, auth: { authorization: `Bearer ${token}` } };
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Requests through HTTP as `user` (a visitor without one). `t.app` is read at each call, so it
 * takes the handle of `useTestApp()` before the app exists.
 */
export function requestAs(t: { app: FastifyInstance }) {
  return (
    method: Method,
    url: string,
    user?: TestUser,
    payload?: unknown,
    remoteAddress?: string,
  ) =>
    t.app.inject({
      method,
      url,
      headers: user ? user.auth : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
      ...(remoteAddress ? { remoteAddress } : {}),
    });
}
