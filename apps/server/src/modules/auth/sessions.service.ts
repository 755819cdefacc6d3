import type { Db } from '../../db/client.js';
import { findSessionUser, findTokenVersions, touchSession } from './auth.repository.js';
import type { SessionUser } from './session-user.js';

// What the auth guards and the socket need from the database: who a token's user is now, the
// token versions and open sessions that tell a revoked token.

export const loadSessionUser = (db: Db, userId: string): Promise<SessionUser | undefined> =>
  findSessionUser(db, userId);

/** Token versions of many users, by id (500 at a time is a good batch). */
export async function tokenVersionsOf(db: Db, userIds: string[]): Promise<Map<string, number>> {
  const rows = await findTokenVersions(db, userIds);
  return new Map(rows.map((row) => [row.id, row.tokenVersion]));
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
