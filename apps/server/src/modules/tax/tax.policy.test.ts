import { describe, expect, it } from 'vitest';
import { sessionUser, type AccountRole } from '../../test-support/policy-viewers.js';
import { canEditTaxDetails, canReadTaxDetails, canReadTaxStatement } from './tax.policy.js';

// Every rule of tax.policy.ts: each role × whose tax data it is (the creator herself only, not
// even the team), the expected answer written out.

describe('tax statement and details', () => {
  // The viewer's role, whose data → reads the statement, reads the details, edits them.
  const rows: [AccountRole, 'hers' | "another creator's", boolean, boolean, boolean][] = [
    ['user', 'hers', true, true, true],
    ['user', "another creator's", false, false, false],
    ['admin', 'hers', true, true, true],
    ['admin', "another creator's", false, false, false],
    ['deleted', 'hers', true, true, true],
    ['deleted', "another creator's", false, false, false],
  ];

  it.each(rows)(
    'a %s, %s → statement %s, details %s, edit %s',
    (role, whose, statement, details, edit) => {
      const viewer = sessionUser('ines', role);
      const creatorId = whose === 'hers' ? 'ines' : 'chloe';
      expect(canReadTaxStatement(viewer, creatorId)).toBe(statement);
      expect(canReadTaxDetails(viewer, creatorId)).toBe(details);
      expect(canEditTaxDetails(viewer, creatorId)).toBe(edit);
    },
  );
});
