// IBAN check (ISO 13616): the country's length, then the mod-97 checksum. The web checks it while
// typing and the server again on submit, with the same function.

/** IBAN lengths of the SEPA countries (and a few neighbours), by country code. */
const IBAN_LENGTHS: Readonly<Record<string, number>> = {
  AD: 24,
  AT: 20,
  BE: 16,
  BG: 22,
  CH: 21,
  CY: 28,
  CZ: 24,
  DE: 22,
  DK: 18,
  EE: 20,
  ES: 24,
  FI: 18,
  FR: 27,
  GB: 22,
  GI: 23,
  GR: 27,
  HR: 21,
  HU: 28,
  IE: 22,
  IS: 26,
  IT: 27,
  LI: 21,
  LT: 20,
  LU: 20,
  LV: 21,
  MC: 27,
  MT: 31,
  NL: 18,
  NO: 15,
  PL: 28,
  PT: 25,
  RO: 24,
  SE: 24,
  SI: 19,
  SK: 24,
  SM: 27,
  VA: 22,
};

/** Upper case without spaces ("fr76 3000 ..." → "FR763000..."). */
export const normalizeIban = (value: string): string => value.replace(/\s+/g, '').toUpperCase();

/** True when the IBAN has its country's length and a valid ISO 13616 mod-97 checksum. */
export function isValidIban(value: string): boolean {
  const iban = normalizeIban(value);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  const expected = IBAN_LENGTHS[iban.slice(0, 2)];
  if (expected !== undefined && iban.length !== expected) return false;
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    const digits = /\d/.test(char) ? char : String(char.charCodeAt(0) - 55);
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}

/** "FR76 •••• 0189": what is shown of a stored IBAN. */
export const maskIban = (value: string): string => {
  const iban = normalizeIban(value);
  return `${iban.slice(0, 4)} •••• ${iban.slice(-4)}`;
};
