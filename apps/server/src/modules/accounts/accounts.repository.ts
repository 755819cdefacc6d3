import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { users, verificationCodes } from '../../db/schema/index.js';

export type UserRow = typeof users.$inferSelect;

export async function findUserByPseudo(db: DbOrTx, pseudo: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.pseudo}) = lower(${pseudo})`)
    .limit(1);
  return row;
}

export async function findUserByEmail(db: DbOrTx, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`)
    .limit(1);
  return row;
}

export async function findUserById(db: DbOrTx, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function insertUser(db: DbOrTx, values: typeof users.$inferInsert): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function updateUser(
  db: DbOrTx,
  id: string,
  values: Partial<typeof users.$inferInsert>,
): Promise<void> {
  await db.update(users).set(values).where(eq(users.id, id));
}

/** Sets a new password hash and revokes every token issued before; returns the new version. */
export async function setPassword(db: DbOrTx, id: string, passwordHash: string): Promise<number> {
  const [row] = await db
    .update(users)
    .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(eq(users.id, id))
    .returning({ tokenVersion: users.tokenVersion });
  if (!row) throw new Error('user vanished');
  return row.tokenVersion;
}

// Verification codes

export async function voidActiveCodes(db: DbOrTx, email: string, context: string): Promise<void> {
  await db
    .update(verificationCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(verificationCodes.email, email),
        eq(verificationCodes.context, context),
        isNull(verificationCodes.usedAt),
      ),
    );
}

export async function insertCode(
  db: DbOrTx,
  values: typeof verificationCodes.$inferInsert,
): Promise<void> {
  await db.insert(verificationCodes).values(values);
}

/** The newest code still usable for this e-mail and context. */
export async function findActiveCode(
  db: DbOrTx,
  email: string,
  context: string,
  maxAttempts: number,
) {
  const [row] = await db
    .select()
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.email, email),
        eq(verificationCodes.context, context),
        isNull(verificationCodes.usedAt),
        gt(verificationCodes.expiresAt, new Date()),
        lt(verificationCodes.attempts, maxAttempts),
      ),
    )
    .orderBy(desc(verificationCodes.createdAt))
    .limit(1);
  return row;
}

export async function countFailedAttempt(db: Db, id: string): Promise<void> {
  await db
    .update(verificationCodes)
    .set({ attempts: sql`${verificationCodes.attempts} + 1` })
    .where(eq(verificationCodes.id, id));
}

/** Marks a code used; false when another request consumed it first. */
export async function consumeCode(db: DbOrTx, id: string): Promise<boolean> {
  const rows = await db
    .update(verificationCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(verificationCodes.id, id), isNull(verificationCodes.usedAt)))
    .returning({ id: verificationCodes.id });
  return rows.length === 1;
}
