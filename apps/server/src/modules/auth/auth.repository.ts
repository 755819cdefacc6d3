import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/index.js';

export interface SessionUser {
  id: string;
  pseudo: string;
  name: string;
  email: string;
  role: string;
  tokenVersion: number;
}

const preparedByDb = new WeakMap<Db, ReturnType<typeof prepare>>();

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
    })
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .limit(1)
    .prepare('kollabo_session_user');
}

export async function findSessionUser(db: Db, userId: string): Promise<SessionUser | undefined> {
  let statement = preparedByDb.get(db);
  if (!statement) {
    statement = prepare(db);
    preparedByDb.set(db, statement);
  }
  const [row] = await statement.execute({ id: userId });
  return row;
}
