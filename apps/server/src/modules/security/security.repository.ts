import { and, desc, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  knownDevices,
  recoveryCodes,
  secondFactors,
  userSessions,
  users,
} from '../../db/schema/index.js';

// The second factor, recovery codes, sessions and known devices: the only Drizzle user of
// this module.

export type SecondFactorRow = typeof secondFactors.$inferSelect;

export async function findFactor(db: DbOrTx, userId: string): Promise<SecondFactorRow | undefined> {
  const [row] = await db.select().from(secondFactors).where(eq(secondFactors.userId, userId));
  return row;
}

/** A new pending secret replaces a pending one; an enabled factor is never replaced here. */
export async function savePendingFactor(db: DbOrTx, userId: string, secretEncrypted: string) {
  const rows = await db
    .insert(secondFactors)
    .values({ userId, secretEncrypted })
    .onConflictDoUpdate({
      target: secondFactors.userId,
      set: { secretEncrypted, lastStep: 0, createdAt: sql`now()` },
      setWhere: isNull(secondFactors.enabledAt),
    })
    .returning({ userId: secondFactors.userId });
  return rows.length === 1;
}

/** Enables the pending factor with its first code's step; false when it was not pending. */
export async function enableFactor(db: DbOrTx, userId: string, step: number): Promise<boolean> {
  const rows = await db
    .update(secondFactors)
    .set({ enabledAt: sql`now()`, lastStep: step })
    .where(and(eq(secondFactors.userId, userId), isNull(secondFactors.enabledAt)))
    .returning({ userId: secondFactors.userId });
  return rows.length === 1;
}

/**
 * Records a code's step as used, only if it is newer than the last one: two requests with the
 * same code cannot both pass (the second finds the step taken).
 */
export async function useStep(db: DbOrTx, userId: string, step: number): Promise<boolean> {
  const rows = await db
    .update(secondFactors)
    .set({ lastStep: step })
    .where(and(eq(secondFactors.userId, userId), lt(secondFactors.lastStep, step)))
    .returning({ userId: secondFactors.userId });
  return rows.length === 1;
}

export async function deleteFactor(db: DbOrTx, userId: string): Promise<void> {
  await db.delete(secondFactors).where(eq(secondFactors.userId, userId));
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
}

export async function replaceRecoveryCodes(db: DbOrTx, userId: string, hashes: string[]) {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await db.insert(recoveryCodes).values(hashes.map((codeHash) => ({ userId, codeHash })));
}

/** Marks an unused recovery code used; false when there is none with this hash. */
export async function useRecoveryCode(db: DbOrTx, userId: string, codeHash: string) {
  const rows = await db
    .update(recoveryCodes)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(recoveryCodes.userId, userId),
        eq(recoveryCodes.codeHash, codeHash),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ id: recoveryCodes.id });
  return rows.length === 1;
}

export async function countRecoveryCodesLeft(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return Number(row?.n ?? 0);
}

export async function findPasswordHash(db: DbOrTx, userId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId));
  return row?.passwordHash;
}

// Sessions

export type UserSessionRow = typeof userSessions.$inferSelect;

/** Her open sessions, last used first (user_sessions_user_idx). */
export function listSessions(db: DbOrTx, userId: string): Promise<UserSessionRow[]> {
  return db
    .select()
    .from(userSessions)
    .where(and(eq(userSessions.userId, userId), gt(userSessions.expiresAt, sql`now()`)))
    .orderBy(desc(userSessions.lastUsedAt))
    .limit(100);
}

export async function findSession(db: DbOrTx, id: string): Promise<UserSessionRow | undefined> {
  const [row] = await db.select().from(userSessions).where(eq(userSessions.id, id));
  return row;
}

export async function deleteSession(db: DbOrTx, id: string): Promise<void> {
  await db.delete(userSessions).where(eq(userSessions.id, id));
}

/** Every session of the user but `keepId`; how many went. */
export async function deleteOtherSessions(db: DbOrTx, userId: string, keepId: string) {
  const rows = await db
    .delete(userSessions)
    .where(and(eq(userSessions.userId, userId), ne(userSessions.id, keepId)))
    .returning({ id: userSessions.id });
  return rows.length;
}

export async function deleteAllSessions(db: DbOrTx, userId: string): Promise<void> {
  await db.delete(userSessions).where(eq(userSessions.userId, userId));
}

// Known devices

/** Records the device as one this account has logged in from. */
export async function rememberDevice(db: DbOrTx, userId: string, deviceKey: string) {
  await db
    .insert(knownDevices)
    .values({ userId, deviceKey })
    .onConflictDoUpdate({
      target: [knownDevices.userId, knownDevices.deviceKey],
      set: { lastSeenAt: sql`now()` },
    });
}

export async function isKnownDevice(db: DbOrTx, userId: string, deviceKey: string) {
  const [row] = await db
    .select({ userId: knownDevices.userId })
    .from(knownDevices)
    .where(and(eq(knownDevices.userId, userId), eq(knownDevices.deviceKey, deviceKey)));
  return row !== undefined;
}
