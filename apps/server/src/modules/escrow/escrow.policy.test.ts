import { describe, expect, it } from 'vitest';
import * as shared from '@kollabo/shared';
import { sessionUser, type AccountRole } from '../../test-support/policy-viewers.js';
import * as collab from '../collab/collab.policy.js';
import * as escrow from './escrow.policy.js';

// Every rule defined in escrow.policy.ts, each role × relation to the dispute, the expected
// answer written out. The rules it re-exports are tested where they are defined
// (collab.policy.test.ts, shared policies/collab-payment.policy.test.ts).

describe('canReadDisputeFile', () => {
  const parties = { ownerId: 'olga', authorId: 'alex' };
  const rows: [AccountRole, string, string, boolean][] = [
    ['user', "the project's owner", 'olga', true],
    ['user', "the offer's author", 'alex', true],
    ['user', 'a stranger', 'sam', false],
    ['admin', "the project's owner", 'olga', true],
    ['admin', "the offer's author", 'alex', true],
    ['admin', 'a stranger (the team)', 'sam', true],
    ['deleted', "the project's owner", 'olga', true],
    ['deleted', "the offer's author", 'alex', true],
    ['deleted', 'a stranger', 'sam', false],
  ];

  it.each(rows)('a %s, %s (%s) → %s', (role, _relation, id, expected) => {
    expect(escrow.canReadDisputeFile(sessionUser(id, role), parties)).toBe(expected);
  });
});

describe('the re-exported rules', () => {
  it('are the very functions tested where they are defined', () => {
    expect(escrow.roleOf).toBe(collab.roleOf);
    expect(escrow.otherRole).toBe(collab.otherRole);
    expect(escrow.sidesOf).toBe(collab.sidesOf);
    expect(escrow.canPay).toBe(shared.canPay);
    expect(escrow.canCancelAlone).toBe(shared.canCancelAlone);
    expect(escrow.confirmsCancel).toBe(shared.confirmsCancel);
    expect(escrow.askedBy).toBe(shared.askedBy);
  });
});
