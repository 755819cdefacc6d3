import { describe, expect, it } from 'vitest';
import { MSG, formatCents } from '@kollabo/shared';
import { decisionErrors, eurosToCents } from './decisionRules';

describe('decisionErrors', () => {
  it('reads euros with a comma or a point, at most two decimals', () => {
    expect(eurosToCents('600')).toBe(60000);
    expect(eurosToCents('600,5')).toBe(60050);
    expect(eurosToCents('0.07')).toBe(7);
    expect(eurosToCents('12,345')).toBeNull();
    expect(eurosToCents('-3')).toBeNull();
    expect(eurosToCents('')).toBeNull();
  });

  it("keeps a split's creator share between 0 and the contract's amount", () => {
    const reason = 'Livrable publié avec retard.';
    expect(decisionErrors({ decision: 'split', creatorEuros: '1440', reason }, 144000)).toEqual({});
    expect(decisionErrors({ decision: 'split', creatorEuros: '0', reason }, 144000)).toEqual({});
    expect(
      decisionErrors({ decision: 'split', creatorEuros: '1440,01', reason }, 144000).creatorEuros,
    ).toBe(MSG.adminDisputes.creatorShareInvalid(formatCents(144000)));
    expect(
      decisionErrors({ decision: 'split', creatorEuros: 'beaucoup', reason }, 144000).creatorEuros,
    ).toBeDefined();
    // Release and refund take no share.
    expect(decisionErrors({ decision: 'release', creatorEuros: 'x', reason }, 144000)).toEqual({});
  });

  it('asks for the written statement of reasons', () => {
    expect(decisionErrors({ decision: 'refund', creatorEuros: '', reason: '  ' }, 100).reason).toBe(
      MSG.adminDisputes.reasonMissing,
    );
  });
});
