import type { SessionUser } from '../modules/auth/session-user.js';

// The callers the policy tables ask about: a session with only the fields a rule may read set
// to something meaningful, so one row is one person (an id) with one role.

/** The roles an account can have: a member, one of the team, an account deleted (RGPD art. 17). */
export const ACCOUNT_ROLES = ['user', 'admin', 'deleted'] as const;
export type AccountRole = (typeof ACCOUNT_ROLES)[number];

export function sessionUser(id: string, role: AccountRole = 'user'): SessionUser {
  return {
    id,
    pseudo: `pseudo-${id}`,
    name: `Nom ${id}`,
    email: `${id}@example.test`,
    role,
    tokenVersion: 0,
    packExpiresAt: null,
    sessionIds: [],
    secondFactor: false,
    signedWith: [],
  };
}
