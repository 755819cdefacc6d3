import { MSG, isValidIban, normalizeIban } from '@kollabo/shared';

// The simulated onboarding form's rules, the server's own (the same ISO 13616 check, a holder of
// 18 or more): each field's French error, or none.

export interface OnboardingValues {
  name: string;
  iban: string;
  birthDate: string;
}

export type OnboardingErrors = Partial<Record<keyof OnboardingValues, string>>;

const ADULT_YEARS = 18;

/** True when `day` (YYYY-MM-DD) is a real date at least 18 years before `today`. */
export function isAdultBirthDate(day: string, today: Date = new Date()): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return false;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const birth = new Date(Date.UTC(year, month - 1, date));
  if (birth.getUTCMonth() !== month - 1 || birth.getUTCDate() !== date || year < 1900) return false;
  const limit = Date.UTC(
    today.getUTCFullYear() - ADULT_YEARS,
    today.getUTCMonth(),
    today.getUTCDate(),
  );
  return birth.getTime() <= limit;
}

export function onboardingErrors(values: OnboardingValues, today = new Date()): OnboardingErrors {
  const errors: OnboardingErrors = {};
  const name = values.name.trim();
  if (name.length < 2 || name.length > 120) errors.name = MSG.simulatedOnboarding.nameInvalid;
  if (!isValidIban(values.iban)) errors.iban = MSG.collabPayments.ibanInvalid;
  if (!values.birthDate) errors.birthDate = MSG.simulatedOnboarding.birthDateMissing;
  else if (!isAdultBirthDate(values.birthDate, today))
    errors.birthDate = MSG.collabPayments.birthDateInvalid;
  return errors;
}

/** "FR7630006000011234567890189" → "FR76 3000 6000 0112 3456 7890 189", as typed. */
export const groupIban = (value: string): string =>
  normalizeIban(value)
    .replace(/(.{4})/g, '$1 ')
    .trim();
