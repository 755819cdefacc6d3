import { describe, expect, it } from 'vitest';
import { isValidIban, maskIban, normalizeIban } from './iban.js';

describe('isValidIban (ISO 13616 mod 97)', () => {
  it('accepts valid IBANs, with spaces or lower case', () => {
    expect(isValidIban('FR76 3000 6000 0112 3456 7890 189')).toBe(true);
    expect(isValidIban('fr7630006000011234567890189')).toBe(true);
    expect(isValidIban('DE89 3704 0044 0532 0130 00')).toBe(true);
    expect(isValidIban('GB82 WEST 1234 5698 7654 32')).toBe(true);
  });

  it('refuses a wrong checksum, a wrong length or junk', () => {
    expect(isValidIban('FR76 3000 6000 0112 3456 7890 188')).toBe(false);
    expect(isValidIban('FR76 3000 6000 0112 3456 7890 18')).toBe(false);
    expect(isValidIban('DE89 3704 0044 0532 0130 01')).toBe(false);
    expect(isValidIban('')).toBe(false);
    expect(isValidIban('not an iban')).toBe(false);
  });

  it('normalizes and masks', () => {
    expect(normalizeIban(' fr76 3000 ')).toBe('FR763000');
    expect(maskIban('FR7630006000011234567890189')).toBe('FR76 •••• 0189');
  });
});
