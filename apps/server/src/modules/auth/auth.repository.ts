import { eq, inArray, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { preparedOnce } from '../../db/prepared.js';
import { userPacks, users } from '../../db/schema/index.js';
import type { SessionUser } from './session-user.js';

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

/** The current token version of each user (the socket sweep compares its sessions'). */
export function findTokenVersions(db: DbOrTx, userIds: string[]) {
  return db
    .select({ id: users.id, tokenVersion: users.tokenVersion })
    .from(users)
    .where(inArray(users.id, userIds));
}
