import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { preparedOnce } from '../../db/prepared.js';
import { userPacks, users } from '../../db/schema/index.js';

export interface SessionUser {
  id: string;
  pseudo: string;
  name: string;
  email: string;
  role: string;
  tokenVersion: number;
  /**
   * When the user's pack ends (null without one). Cached with the session: every grant
   * invalidates the session after its transaction commits, and expiry is compared at use.
   */
  packExpiresAt: Date | null;
}

// Runs on every authenticated call: prepared once per database so only the id travels.
function prepare(db: Db) {
  return db
    .select({
      id: users.id,
      pseudo: users.pseudo,
      name: users.name,
      email: users.email,
      role: users.role,
      tokenVersion: users.tokenVersion,
      packExpiresAt: userPacks.expireDate,
    })
    .from(users)
    .leftJoin(userPacks, eq(userPacks.userId, users.id))
    .where(eq(users.id, sql.placeholder('id')))
    .limit(1)
    .prepare('kollabo_session_user');
}

export async function findSessionUser(db: Db, userId: string): Promise<SessionUser | undefined> {
  const statement = preparedOnce(db, 'kollabo_session_user', () => prepare(db));
  const [row] = await statement.execute({ id: userId });
  return row;
}
