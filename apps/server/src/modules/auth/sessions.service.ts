import type { Db } from '../../db/client.js';
import { findSessionUser, findOpenSessions, touchSession } from './auth.repository.js';
import type { SessionUser } from './session-user.js';

// What the auth guards and the socket need from the database: who a token's user is now, the
// token versions and open sessions that tell a revoked token.

export const loadSessionUser = (db: Db, userId: string): Promise<SessionUser | undefined> =>
  findSessionUser(db, userId);

/**
 * Of these sessions, the ones still open (not ended, expired or of a suspended account), each
 * with its user and the user's token version now. One query for up to 500 sessions.
 */
export async function openSessionsOf(
  db: Db,
  sessionIds: string[],
): Promise<Map<string, { userId: string; tokenVersion: number }>> {
  if (sessionIds.length === 0) return new Map();
  const rows = await findOpenSessions(db, [...new Set(sessionIds)]);
  return new Map(rows.map(({ id, ...row }) => [id, row]));
}

// "Last used" is written at most once a minute per session: this instance remembers when it
// last wrote each one, and the UPDATE itself skips a row written in the last minute by another.
const TOUCH_EVERY_MS = 60_000;
const TOUCHED_MAX = 50_000;
const touched = new Map<string, number>();

export function noteSessionUse(db: Db, sessionId: string): void {
  const now = Date.now();
  const last = touched.get(sessionId);
  if (last !== undefined && now - last < TOUCH_EVERY_MS) return;
  if (touched.size >= TOUCHED_MAX) touched.clear();
  touched.set(sessionId, now);
  void touchSession(db, sessionId).catch(() => touched.delete(sessionId));
}
