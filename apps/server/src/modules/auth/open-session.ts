import type { AppContext } from '../../context.js';
import { deviceLabel } from '../../lib/device-label.js';
import { ipRange } from '../../lib/ip-range.js';
import { deleteExpiredSessions, insertSession } from './auth.repository.js';
import { TOKEN_LIFETIME_MS } from './tokens.js';

// The one way a session opens (login, sign-up, a password change): its row, then its token.

/** Where a request comes from, as a session records it. */
export interface ClientInfo {
  ip: string;
  userAgent?: string;
}

/**
 * Opens a session for a login (or a sign-up, or a password change that revoked the others)
 * and signs its token. Every cache forgets the user so the new session is known at once.
 */
export async function openSession(
  ctx: AppContext,
  user: { id: string; tokenVersion: number },
  client: ClientInfo,
): Promise<{ token: string; sessionId: string }> {
  await deleteExpiredSessions(ctx.db, user.id);
  const sessionId = await insertSession(ctx.db, {
    userId: user.id,
    device: deviceLabel(client.userAgent),
    ipRange: ipRange(client.ip),
    expiresAt: new Date(Date.now() + TOKEN_LIFETIME_MS),
  });
  await ctx.userChanges.publish(user.id);
  const token = await ctx.tokens.sign({
    userId: user.id,
    tokenVersion: user.tokenVersion,
    sessionId,
  });
  return { token, sessionId };
}
