import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/index.js';

export interface SessionUser {
  id: string;
  pseudo: string;
  role: string;
  tokenVersion: number;
}

export async function findSessionUser(db: Db, userId: string): Promise<SessionUser | undefined> {
  const [row] = await db
    .select({
      id: users.id,
      pseudo: users.pseudo,
      role: users.role,
      tokenVersion: users.tokenVersion,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}
