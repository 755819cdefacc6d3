import type { UserSessionItem } from '@kollabo/shared';
import type { AppContext } from '../../context.js';
import type { DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { SessionUser } from '../auth/session-user.js';
import { canRevokeSession } from './security.policy.js';
import * as repo from './security.repository.js';

// "Appareils connectés": the account's open sessions, each ended on its own or all but the
// current one. A token names its session; once the row is gone the next request with that
// token is refused on every instance (the user's cached sessions are forgotten everywhere).

function present(row: repo.UserSessionRow, currentId: string): UserSessionItem {
  return {
    _id: row.id,
    current: row.id === currentId,
    device: row.device,
    ipRange: row.ipRange,
    lastUsedAt: row.lastUsedAt.toISOString(),
  };
}

/** GET /user/sessions */
export async function listUserSessions(ctx: AppContext, viewer: SessionUser, currentId: string) {
  const rows = await repo.listSessions(ctx.db, viewer.id);
  return { sessions: rows.map((row) => present(row, currentId)) };
}

/** DELETE /user/sessions/:id: her own sessions only, 404 for anyone else's (nothing told). */
export async function revokeUserSession(ctx: AppContext, viewer: SessionUser, id: string) {
  const session = await repo.findSession(ctx.db, id);
  if (!session || !canRevokeSession(viewer, session)) throw new AppError('user_session_not_found');
  await repo.deleteSession(ctx.db, session.id);
  await ctx.userChanges.publish(viewer.id);
  return { ok: true as const };
}

/** DELETE /user/sessions: every session but the current one. */
export async function revokeOtherSessions(ctx: AppContext, viewer: SessionUser, currentId: string) {
  const revoked = await repo.deleteOtherSessions(ctx.db, viewer.id, currentId);
  await ctx.userChanges.publish(viewer.id);
  return { revoked };
}

/**
 * Ends every session of the account (a password change or reset; account deletion), in the
 * caller's transaction: publish the user's change once it committed.
 */
export const endAllSessions = (tx: DbOrTx, userId: string) => repo.deleteAllSessions(tx, userId);
