import { describe, expect, it } from 'vitest';
import { sessionUser, type AccountRole } from '../../test-support/policy-viewers.js';
import { canRevokeSession } from './security.policy.js';

// The one rule of security.policy.ts: each role × whose session it is.

describe('canRevokeSession', () => {
  const rows: [AccountRole, 'hers' | "another's", boolean][] = [
    ['user', 'hers', true],
    ['user', "another's", false],
    ['admin', 'hers', true],
    ['admin', "another's", false],
    ['deleted', 'hers', true],
    ['deleted', "another's", false],
  ];

  it.each(rows)('a %s, %s session → %s', (role, whose, expected) => {
    const session = { userId: whose === 'hers' ? 'ana' : 'bob' };
    expect(canRevokeSession(sessionUser('ana', role), session)).toBe(expected);
  });
});
