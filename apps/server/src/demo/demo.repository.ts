import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { users } from '../db/schema/index.js';
import { DEMO_LOGINS } from './demo-accounts.js';

/** Whether the demo marketplace is in this database (its owner account exists). */
export async function isDemoLoaded(db: Db): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, DEMO_LOGINS.owner))
    .limit(1);
  return rows.length > 0;
}

/** Number of accounts: the demo fills only an empty database. */
export async function countUsers(db: Db): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
  return row?.n ?? 0;
}
