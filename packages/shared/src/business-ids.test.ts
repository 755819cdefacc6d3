import { describe, expect, it } from 'vitest';
import {
  frenchVatNumber,
  isValidEuVatNumber,
  isValidFrenchPostalCode,
  isValidSiren,
  isValidSiret,
} from './business-ids.js';

describe('business identifiers', () => {
  it('checks a SIREN by its Luhn key', () => {
    expect(isValidSiren('732 829 320')).toBe(true);
    expect(isValidSiren('732829321')).toBe(false);
    expect(isValidSiren('73282932')).toBe(false);
    expect(isValidSiren('abcdefghi')).toBe(false);
  });

  it('checks a SIRET, and La Poste by its digit sum', () => {
    expect(isValidSiret('732 829 320 00074')).toBe(true);
    expect(isValidSiret('73282932000075')).toBe(false);
    expect(isValidSiret('35600000000010')).toBe(true);
    expect(isValidSiret('35600000000011')).toBe(false);
  });

  it('computes and checks the French VAT key', () => {
    expect(frenchVatNumber('732829320')).toBe('FR44732829320');
    expect(isValidEuVatNumber('FR 44 732 829 320')).toBe(true);
    expect(isValidEuVatNumber('FR45732829320')).toBe(false);
    expect(isValidEuVatNumber('FR44732829321')).toBe(false);
    expect(isValidEuVatNumber('DE123456789')).toBe(true);
    expect(isValidEuVatNumber('DE12345678')).toBe(false);
    expect(isValidEuVatNumber('US123456789')).toBe(false);
  });

  it('checks a French postal code', () => {
    expect(isValidFrenchPostalCode('75011')).toBe(true);
    expect(isValidFrenchPostalCode('20090')).toBe(true);
    expect(isValidFrenchPostalCode('97400')).toBe(true);
    expect(isValidFrenchPostalCode('00100')).toBe(false);
    expect(isValidFrenchPostalCode('7501')).toBe(false);
    expect(isValidFrenchPostalCode('96000')).toBe(false);
  });
});
