import type { Db } from '../../db/client.js';
import { findSessionUser, findTokenVersions } from './auth.repository.js';
import type { SessionUser } from './session-user.js';

// What the auth guards and the socket need from the database: who a token's user is now, and
// the token versions that tell a revoked session.

export const loadSessionUser = (db: Db, userId: string): Promise<SessionUser | undefined> =>
  findSessionUser(db, userId);

/** Token versions of many users, by id (500 at a time is a good batch). */
export async function tokenVersionsOf(db: Db, userIds: string[]): Promise<Map<string, number>> {
  const rows = await findTokenVersions(db, userIds);
  return new Map(rows.map((row) => [row.id, row.tokenVersion]));
}
