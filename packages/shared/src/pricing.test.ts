import { describe, expect, it } from 'vitest';
import { formatCents } from './format.js';
import {
  discountedPriceCents,
  formatReductionValue,
  parseReduction,
  reductionLabel,
} from './pricing.js';

describe('discountedPriceCents', () => {
  it('truncates the discount of a percentage to the cent: 33 % of 19,99 € leaves 13,40 €', () => {
    expect(discountedPriceCents(1999, '33%')).toBe(1340);
    expect(formatCents(discountedPriceCents(1999, '33%'))).toBe('13,40\u00a0€');
    expect(discountedPriceCents(3099, '10%')).toBe(2790);
  });

  it('takes a fixed amount in euros and never goes below 0', () => {
    expect(discountedPriceCents(1999, '5')).toBe(1499);
    expect(discountedPriceCents(1999, '25')).toBe(0);
    expect(discountedPriceCents(1999, '100%')).toBe(0);
  });

  it('makes a remainder under the 0,50 € card minimum free', () => {
    expect(discountedPriceCents(1999, '19.60')).toBe(0);
    expect(discountedPriceCents(1999, '19.49')).toBe(50);
  });

  it('ignores a missing or unreadable reduction', () => {
    expect(discountedPriceCents(1999, '')).toBe(1999);
    expect(discountedPriceCents(1999, 'abc')).toBe(1999);
  });
});

describe('parseReduction', () => {
  it('reads percentages (truncated to a whole number) and euro amounts', () => {
    expect(parseReduction('12.9%')).toEqual({ kind: 'percent', percent: 12 });
    expect(parseReduction('4,5')).toEqual({ kind: 'amount', cents: 450 });
    expect(parseReduction('0')).toBeNull();
    expect(parseReduction('101%')).toBeNull();
    expect(parseReduction('-5')).toBeNull();
    expect(formatReductionValue({ kind: 'amount', cents: 450 })).toBe('4.50');
    expect(reductionLabel('10%')).toBe('-10 %');
  });
});
