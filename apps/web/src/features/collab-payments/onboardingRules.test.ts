import { describe, expect, it } from 'vitest';
import { MSG } from '@kollabo/shared';
import { groupIban, isAdultBirthDate, onboardingErrors } from './onboardingRules';

// The simulated onboarding's rules, the server's: ISO 13616 IBAN, a holder of 18 or more.

const TODAY = new Date('2026-11-27T12:00:00Z');
const VALID = {
  name: 'Chloé Dupont',
  iban: 'FR76 3000 6000 0112 3456 7890 189',
  birthDate: '1995-04-12',
};

describe('onboardingErrors', () => {
  it('accepts a valid French IBAN, typed with spaces and in lower case', () => {
    expect(onboardingErrors(VALID, TODAY)).toEqual({});
    expect(onboardingErrors({ ...VALID, iban: 'fr7630006000011234567890189' }, TODAY)).toEqual({});
  });

  it('refuses an IBAN whose checksum or length is wrong', () => {
    const wrongDigit = onboardingErrors(
      { ...VALID, iban: 'FR76 3000 6000 0112 3456 7890 188' },
      TODAY,
    );
    expect(wrongDigit.iban).toBe(MSG.collabPayments.ibanInvalid);
    const short = onboardingErrors({ ...VALID, iban: 'FR76 3000 6000 0112 3456 7890 18' }, TODAY);
    expect(short.iban).toBe(MSG.collabPayments.ibanInvalid);
  });

  it('refuses a holder under 18 and an impossible date, and asks for a missing one', () => {
    expect(onboardingErrors({ ...VALID, birthDate: '2008-11-28' }, TODAY).birthDate).toBe(
      MSG.collabPayments.birthDateInvalid,
    );
    expect(onboardingErrors({ ...VALID, birthDate: '1990-02-30' }, TODAY).birthDate).toBe(
      MSG.collabPayments.birthDateInvalid,
    );
    expect(onboardingErrors({ ...VALID, birthDate: '' }, TODAY).birthDate).toBe(
      MSG.simulatedOnboarding.birthDateMissing,
    );
    expect(isAdultBirthDate('2008-11-27', TODAY)).toBe(true); // 18 today
  });

  it('asks for a name of 2 to 120 characters', () => {
    expect(onboardingErrors({ ...VALID, name: ' C ' }, TODAY).name).toBe(
      MSG.simulatedOnboarding.nameInvalid,
    );
    expect(onboardingErrors({ ...VALID, name: 'x'.repeat(121) }, TODAY).name).toBe(
      MSG.simulatedOnboarding.nameInvalid,
    );
  });

  it('groups an IBAN by four for reading', () => {
    expect(groupIban('fr7630006000011234567890189')).toBe('FR76 3000 6000 0112 3456 7890 189');
  });
});
