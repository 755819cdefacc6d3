import type { SessionUser } from '../auth/session-user.js';
import { isSameUser } from '../auth/auth.policy.js';

// Who may do what with the account-security resources, written once.

/** Only the account's owner may end one of its sessions. */
export const canRevokeSession = (viewer: Pick<SessionUser, 'id'>, session: { userId: string }) =>
  isSameUser(session.userId, viewer.id);
