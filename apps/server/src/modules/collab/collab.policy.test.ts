import { describe, expect, it } from 'vitest';
import type { CollabRole, CollabStatus } from '@kollabo/shared';
import {
  canPublishDeliverables,
  canReviewDeliverables,
  canWriteContract,
  collabCan,
  hasSigned,
  isParty,
  otherRole,
  roleOf,
  sidesOf,
} from './collab.policy.js';

// Every rule of collab.policy.ts, one row per party or relation (and, for the space's `can`,
// every role × status × pending version × own signature), the expected answer written out.

const parties = { ownerId: 'olga', authorId: 'alex' };

describe('roleOf and isParty', () => {
  it.each([
    { who: "the project's owner", userId: 'olga', role: 'owner', party: true },
    { who: "the offer's author", userId: 'alex', role: 'author', party: true },
    { who: 'a stranger', userId: 'sam', role: null, party: false },
    { who: 'an administrator (no party)', userId: 'admin', role: null, party: false },
    { who: 'an empty id', userId: '', role: null, party: false },
  ])('$who → $role', ({ userId, role, party }) => {
    expect(roleOf(parties, userId)).toBe(role);
    expect(isParty(parties, userId)).toBe(party);
  });
});

describe('otherRole and sidesOf', () => {
  const both = { owner: 'the brand', author: 'the creator' };
  it.each([
    { role: 'owner', other: 'author', mine: 'the brand', theirs: 'the creator' },
    { role: 'author', other: 'owner', mine: 'the creator', theirs: 'the brand' },
  ] as const)('$role → the other side is $other', ({ role, other, mine, theirs }) => {
    expect(otherRole(role)).toBe(other);
    expect(sidesOf(role, both)).toEqual({ mine, theirs });
  });
});

describe('what each side writes', () => {
  it.each([
    { role: 'owner', writeContract: true, publish: false, review: true },
    { role: 'author', writeContract: false, publish: true, review: false },
  ] as const)(
    '$role: contract $writeContract, publish $publish, review $review',
    ({ role, writeContract, publish, review }) => {
      expect(canWriteContract(role)).toBe(writeContract);
      expect(canPublishDeliverables(role)).toBe(publish);
      expect(canReviewDeliverables(role)).toBe(review);
    },
  );
});

describe('hasSigned', () => {
  it.each([
    { signatures: [], userId: 'olga', expected: false },
    { signatures: ['alex'], userId: 'olga', expected: false },
    { signatures: ['olga'], userId: 'olga', expected: true },
    { signatures: ['alex', 'olga'], userId: 'olga', expected: true },
    { signatures: ['alex', 'olga'], userId: 'sam', expected: false },
  ])('$userId in $signatures → $expected', ({ signatures, userId, expected }) => {
    expect(
      hasSigned(
        signatures.map((id) => ({ userId: id })),
        userId,
      ),
    ).toBe(expected);
  });
});

describe('collabCan', () => {
  // role, status, a version waits for signatures, the viewer signed it → edit, sign, publish, review
  type Row = [CollabRole, CollabStatus, boolean, boolean, boolean, boolean, boolean, boolean];
  const rows: Row[] = [
    ['owner', 'to_write', false, false, true, false, false, false],
    ['owner', 'to_write', true, false, true, true, false, false],
    ['owner', 'to_write', true, true, true, false, false, false],
    ['owner', 'to_write', false, true, true, false, false, false],
    ['owner', 'to_sign', false, false, true, false, false, false],
    ['owner', 'to_sign', true, false, true, true, false, false],
    ['owner', 'to_sign', true, true, true, false, false, false],
    ['owner', 'to_sign', false, true, true, false, false, false],
    ['owner', 'signed', false, false, true, false, false, true],
    ['owner', 'signed', true, false, true, true, false, true],
    ['owner', 'signed', true, true, true, false, false, true],
    ['owner', 'signed', false, true, true, false, false, true],
    ['owner', 'in_progress', false, false, false, false, false, true],
    ['owner', 'in_progress', true, false, false, false, false, true],
    ['owner', 'in_progress', true, true, false, false, false, true],
    ['owner', 'in_progress', false, true, false, false, false, true],
    ['owner', 'delivered', false, false, false, false, false, true],
    ['owner', 'delivered', true, false, false, false, false, true],
    ['owner', 'delivered', true, true, false, false, false, true],
    ['owner', 'delivered', false, true, false, false, false, true],
    ['owner', 'completed', false, false, false, false, false, false],
    ['owner', 'completed', true, false, false, false, false, false],
    ['owner', 'completed', true, true, false, false, false, false],
    ['owner', 'completed', false, true, false, false, false, false],
    ['author', 'to_write', false, false, false, false, false, false],
    ['author', 'to_write', true, false, false, true, false, false],
    ['author', 'to_write', true, true, false, false, false, false],
    ['author', 'to_write', false, true, false, false, false, false],
    ['author', 'to_sign', false, false, false, false, false, false],
    ['author', 'to_sign', true, false, false, true, false, false],
    ['author', 'to_sign', true, true, false, false, false, false],
    ['author', 'to_sign', false, true, false, false, false, false],
    ['author', 'signed', false, false, false, false, true, false],
    ['author', 'signed', true, false, false, true, true, false],
    ['author', 'signed', true, true, false, false, true, false],
    ['author', 'signed', false, true, false, false, true, false],
    ['author', 'in_progress', false, false, false, false, true, false],
    ['author', 'in_progress', true, false, false, false, true, false],
    ['author', 'in_progress', true, true, false, false, true, false],
    ['author', 'in_progress', false, true, false, false, true, false],
    ['author', 'delivered', false, false, false, false, true, false],
    ['author', 'delivered', true, false, false, false, true, false],
    ['author', 'delivered', true, true, false, false, true, false],
    ['author', 'delivered', false, true, false, false, true, false],
    ['author', 'completed', false, false, false, false, false, false],
    ['author', 'completed', true, false, false, false, false, false],
    ['author', 'completed', true, true, false, false, false, false],
    ['author', 'completed', false, true, false, false, false, false],
  ];

  it.each(rows)(
    '%s, %s, proposed %s, signed %s → edit %s, sign %s, publish %s, review %s',
    (role, status, proposed, signedCurrent, editContract, sign, publish, reviewDeliverables) => {
      expect(collabCan({ role, status, proposed, signedCurrent })).toEqual({
        editContract,
        sign,
        publish,
        reviewDeliverables,
        report: true,
      });
    },
  );
});
