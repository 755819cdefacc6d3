import type { Db } from '../../db/client.js';
import { findSessionUser, findOpenSessions, touchSession } from './auth.repository.js';
import type { SessionUser } from './session-user.js';

// What the auth guards and the socket need from the database: who a token's user is now, the
// token versions and open sessions that tell a revoked token.

export const loadSessionUser = (db: Db, userId: string): Promise<SessionUser | undefined> =>
  findSessionUser(db, userId);

/** A socket's session: still open while its row holds and its user's token version is its own. */
export interface OpenSessionRef {
  sessionId: string;
  userId: string;
  tokenVersion: number;
}

/**
 * The ones of `refs` whose session was ended (revoked, password changed, account deleted or
 * suspended) or expired. One query for up to 500 sessions: callers batch larger sets.
 */
export async function endedSessions<T extends OpenSessionRef>(db: Db, refs: T[]): Promise<T[]> {
  if (refs.length === 0) return [];
  const rows = await findOpenSessions(db, [...new Set(refs.map((ref) => ref.sessionId))]);
  const open = new Map(rows.map((row) => [row.id, row]));
  return refs.filter((ref) => {
    const row = open.get(ref.sessionId);
    return row?.userId !== ref.userId || row.tokenVersion !== ref.tokenVersion;
  });
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
