// French and EU business identifiers, checked the same way by the forms and the server:
// SIREN and SIRET carry a Luhn check digit (INSEE); a French VAT number's two-digit key is
// (12 + 3 × (SIREN mod 97)) mod 97 (art. 286 ter CGI numbering, DGFiP rule); other EU VAT numbers
// are checked by their country's format only (VIES would be the authority, online).

/** Strips spaces, dots and dashes that people type inside identifiers. */
export function compactId(value: string): string {
  return value.replace(/[\s.-]+/g, '').toUpperCase();
}

function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** A SIREN: 9 digits with a valid Luhn key. */
export function isValidSiren(value: string): boolean {
  const v = compactId(value);
  return /^\d{9}$/.test(v) && luhnValid(v);
}

// La Poste's establishments (SIREN 356 000 000) are numbered with a digit sum multiple of 5
// instead of the Luhn key.
const LA_POSTE_SIREN = '356000000';

/** A SIRET: 14 digits, its SIREN valid, and the whole number with a valid Luhn key. */
export function isValidSiret(value: string): boolean {
  const v = compactId(value);
  if (!/^\d{14}$/.test(v)) return false;
  if (v.startsWith(LA_POSTE_SIREN)) {
    const sum = [...v].reduce((total, c) => total + Number(c), 0);
    return sum % 5 === 0;
  }
  return isValidSiren(v.slice(0, 9)) && luhnValid(v);
}

/** The key of a French VAT number for this SIREN ("FR" + key + SIREN). */
export function frenchVatKey(siren: string): string {
  const key = (12 + 3 * (Number(compactId(siren)) % 97)) % 97;
  return String(key).padStart(2, '0');
}

/** The French VAT number of a SIREN. */
export function frenchVatNumber(siren: string): string {
  const v = compactId(siren);
  return `FR${frenchVatKey(v)}${v}`;
}

// Formats of the EU member states' VAT numbers (after the country prefix), as published with
// the VIES service. Greece uses "EL".
const EU_VAT_FORMATS: Readonly<Record<string, RegExp>> = {
  AT: /^U\d{8}$/,
  BE: /^[01]\d{9}$/,
  BG: /^\d{9,10}$/,
  CY: /^\d{8}[A-Z]$/,
  CZ: /^\d{8,10}$/,
  DE: /^\d{9}$/,
  DK: /^\d{8}$/,
  EE: /^\d{9}$/,
  EL: /^\d{9}$/,
  ES: /^[A-Z0-9]\d{7}[A-Z0-9]$/,
  FI: /^\d{8}$/,
  FR: /^[0-9A-HJ-NP-Z]{2}\d{9}$/,
  HR: /^\d{11}$/,
  HU: /^\d{8}$/,
  IE: /^\d[A-Z0-9+*]\d{5}[A-Z]{1,2}$/,
  IT: /^\d{11}$/,
  LT: /^(\d{9}|\d{12})$/,
  LU: /^\d{8}$/,
  LV: /^\d{11}$/,
  MT: /^\d{8}$/,
  NL: /^\d{9}B\d{2}$/,
  PL: /^\d{10}$/,
  PT: /^\d{9}$/,
  RO: /^\d{2,10}$/,
  SE: /^\d{12}$/,
  SI: /^\d{8}$/,
  SK: /^\d{10}$/,
};

/**
 * An intra-EU VAT number: a member state's prefix and its format; for France, when the key is
 * numeric, the key must match the SIREN.
 */
export function isValidEuVatNumber(value: string): boolean {
  const v = compactId(value);
  const country = v.slice(0, 2);
  const rest = v.slice(2);
  const format = EU_VAT_FORMATS[country];
  if (!format || !format.test(rest)) return false;
  if (country !== 'FR') return true;
  const key = rest.slice(0, 2);
  const siren = rest.slice(2);
  if (!isValidSiren(siren)) return false;
  return /^\d{2}$/.test(key) ? key === frenchVatKey(siren) : true;
}

/** A French postal code: 5 digits, the department part existing (01–95, 97, 98; Corsica 20). */
export function isValidFrenchPostalCode(value: string): boolean {
  const v = value.trim();
  if (!/^\d{5}$/.test(v)) return false;
  const department = Number(v.slice(0, 2));
  return (department >= 1 && department <= 95) || department === 97 || department === 98;
}
