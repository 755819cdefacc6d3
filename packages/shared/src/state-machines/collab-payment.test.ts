import { describe, expect, it } from 'vitest';
import {
  COLLAB_PAYMENT_STATUSES,
  PAYMENT_TRANSITIONS,
  allowsPublication,
  isSettled,
  nextPaymentStatus,
} from './collab-payment.js';

describe('payment state machine', () => {
  it('moves unpaid → held → released, and nothing moves a settled payment', () => {
    expect(nextPaymentStatus('unpaid', 'hold')).toBe('held');
    expect(nextPaymentStatus('held', 'release')).toBe('released');
    expect(nextPaymentStatus('held', 'refund')).toBe('refunded');
    expect(nextPaymentStatus('held', 'dispute')).toBe('disputed');
    expect(nextPaymentStatus('disputed', 'decideSplit')).toBe('split');
    for (const status of COLLAB_PAYMENT_STATUSES.filter(isSettled)) {
      for (const transition of Object.keys(
        PAYMENT_TRANSITIONS,
      ) as (keyof typeof PAYMENT_TRANSITIONS)[]) {
        expect(nextPaymentStatus(status, transition)).toBeNull();
      }
    }
  });

  it('refuses a release or refund of frozen or unpaid money, and a second hold', () => {
    expect(nextPaymentStatus('unpaid', 'release')).toBeNull();
    expect(nextPaymentStatus('disputed', 'release')).toBeNull();
    expect(nextPaymentStatus('disputed', 'refund')).toBeNull();
    expect(nextPaymentStatus('held', 'hold')).toBeNull();
    expect(allowsPublication('unpaid')).toBe(false);
    expect(allowsPublication('held')).toBe(true);
  });
});
