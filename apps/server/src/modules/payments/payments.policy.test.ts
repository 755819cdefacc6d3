import { describe, expect, it } from 'vitest';
import { isBuyer } from './payments.policy.js';

// The one rule of payments.policy.ts, one row per relation to a pack's payment.

describe('isBuyer', () => {
  it.each([
    { who: 'the user who opened the checkout', buyer: 'bea', userId: 'bea', expected: true },
    { who: "another user's session", buyer: 'bea', userId: 'sam', expected: false },
    { who: 'no session (undefined)', buyer: 'bea', userId: undefined, expected: false },
    { who: 'no session (null)', buyer: 'bea', userId: null, expected: false },
    { who: 'an empty id', buyer: 'bea', userId: '', expected: false },
    { who: 'an empty id, on a payment without its user', buyer: '', userId: '', expected: false },
  ])('$who → $expected', ({ buyer, userId, expected }) => {
    expect(isBuyer({ userId: buyer }, userId)).toBe(expected);
  });
});
