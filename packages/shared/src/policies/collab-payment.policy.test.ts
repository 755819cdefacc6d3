import { describe, expect, it } from 'vitest';
import type { CollabRole } from '../contracts/collab.js';
import { askedBy, canCancelAlone, canPay, confirmsCancel } from './collab-payment.js';

// Every rule of policies/collab-payment.ts: each side of the collaboration × each date of the
// owner's cancellation window and each side that asked, the expected answer written out.

describe('canPay', () => {
  it.each([
    { role: 'owner', expected: true },
    { role: 'author', expected: false },
  ] as const)('$role → $expected', ({ role, expected }) => {
    expect(canPay(role)).toBe(expected);
  });
});

describe('canCancelAlone', () => {
  const now = Date.parse('2026-06-15T12:00:00Z');
  const day = 86_400_000;
  // The side, when she may cancel alone from → cancels alone now; the date as given.
  const rows: [CollabRole, string, boolean, Date | string | null][] = [
    ['owner', 'never (no date yet)', false, null],
    ['owner', 'a day ago', true, new Date(now - day)],
    ['owner', 'this very instant', true, new Date(now)],
    ['owner', 'a millisecond from now', false, new Date(now + 1)],
    ['owner', 'in a day', false, new Date(now + day)],
    ['owner', 'a day ago, as JSON', true, new Date(now - day).toISOString()],
    ['owner', 'in a day, as JSON', false, new Date(now + day).toISOString()],
    ['owner', 'an unreadable date', false, 'not a date'],
    ['author', 'never (no date yet)', false, null],
    ['author', 'a day ago', false, new Date(now - day)],
    ['author', 'this very instant', false, new Date(now)],
    ['author', 'in a day', false, new Date(now + day)],
    ['author', 'a day ago, as JSON', false, new Date(now - day).toISOString()],
  ];

  it.each(rows)('%s, the window opening %s → %s', (role, _when, expected, from) => {
    expect(canCancelAlone(role, from, now)).toBe(expected);
  });

  it.each([
    { when: 'an hour ago', from: new Date(Date.now() - 3_600_000), expected: true },
    { when: 'in an hour', from: new Date(Date.now() + 3_600_000), expected: false },
  ])(
    "without a clock, the owner, the window opening $when → $expected (the machine's now)",
    ({ from, expected }) => {
      expect(canCancelAlone('owner', from)).toBe(expected);
    },
  );
});

describe('confirmsCancel and askedBy', () => {
  // Who asked to cancel, the viewer's side → she confirms it, she is the one who asked.
  const rows: [CollabRole | null, CollabRole, boolean, boolean][] = [
    [null, 'owner', false, false],
    [null, 'author', false, false],
    ['owner', 'owner', false, true],
    ['owner', 'author', true, false],
    ['author', 'owner', true, false],
    ['author', 'author', false, true],
  ];

  it.each(rows)(
    'asked by %s, seen by the %s → confirms %s, asked %s',
    (requestedBy, role, confirms, asked) => {
      expect(confirmsCancel(requestedBy, role)).toBe(confirms);
      expect(askedBy(requestedBy, role)).toBe(asked);
    },
  );
});
