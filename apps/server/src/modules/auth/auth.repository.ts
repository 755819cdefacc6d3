import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { preparedOnce } from '../../db/prepared.js';
import {
  collaborations,
  secondFactors,
  userPacks,
  userSessions,
  users,
} from '../../db/schema/index.js';
import type { SessionUser } from './session-user.js';

// Runs on every authenticated call: prepared once per database so only the id travels.
function prepare(db: Db) {
  return (
    db
      .select({
        id: users.id,
        pseudo: users.pseudo,
        name: users.name,
        email: users.email,
        role: users.role,
        tokenVersion: users.tokenVersion,
        packExpiresAt: userPacks.expireDate,
        sessionIds: sql<string[]>`coalesce((
        select array_agg(s.id::text) from ${userSessions} s
        where s.user_id = ${users.id} and s.expires_at > now()
      ), '{}')`,
        secondFactor: sql<boolean>`${secondFactors.enabledAt} is not null`,
        // Served by collaborations_owner_idx and collaborations_author_idx.
        signedWith: sql<string[]>`coalesce((
        select array_agg(distinct case when c.owner_id = ${users.id} then c.author_id else c.owner_id end::text)
        from ${collaborations} c
        where (c.owner_id = ${users.id} or c.author_id = ${users.id}) and c.signed_at is not null
      ), '{}')`,
      })
      .from(users)
      .leftJoin(userPacks, eq(userPacks.userId, users.id))
      .leftJoin(secondFactors, eq(secondFactors.userId, users.id))
      // A suspended account (a moderation decision) has no session left.
      .where(
        sql`${users.id} = ${sql.placeholder('id')} and ${users.moderation} is distinct from 'suspended'`,
      )
      .limit(1)
      .prepare('kollabo_session_user')
  );
}

export async function findSessionUser(db: Db, userId: string): Promise<SessionUser | undefined> {
  const statement = preparedOnce(db, 'kollabo_session_user', () => prepare(db));
  const [row] = await statement.execute({ id: userId });
  return row;
}

/**
 * Which of these sessions still hold, with their user's token version (the sockets compare
 * theirs): a session ended, expired or of a suspended account is not returned.
 */
export function findOpenSessions(db: DbOrTx, sessionIds: string[]) {
  return db
    .select({ id: userSessions.id, userId: users.id, tokenVersion: users.tokenVersion })
    .from(userSessions)
    .innerJoin(users, eq(users.id, userSessions.userId))
    .where(
      and(
        inArray(userSessions.id, sessionIds),
        sql`${userSessions.expiresAt} > now()`,
        sql`${users.moderation} is distinct from 'suspended'`,
      ),
    );
}

export interface NewSession {
  userId: string;
  device: string;
  ipRange: string;
  expiresAt: Date;
}

export async function insertSession(db: DbOrTx, session: NewSession): Promise<string> {
  const [row] = await db.insert(userSessions).values(session).returning({ id: userSessions.id });
  if (!row) throw new Error('session not stored');
  return row.id;
}

/** Sessions past their token's lifetime go when their user opens a new one. */
export async function deleteExpiredSessions(db: DbOrTx, userId: string): Promise<void> {
  await db
    .delete(userSessions)
    .where(and(eq(userSessions.userId, userId), lt(userSessions.expiresAt, sql`now()`)));
}

/** Marks the session used now, unless it was within the last minute (keeps requests cheap). */
export async function touchSession(db: DbOrTx, sessionId: string): Promise<void> {
  await db
    .update(userSessions)
    .set({ lastUsedAt: sql`now()` })
    .where(
      and(
        eq(userSessions.id, sessionId),
        lt(userSessions.lastUsedAt, sql`now() - interval '1 minute'`),
      ),
    );
}
