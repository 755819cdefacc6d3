import { LIMITS } from './constants.js';

// Rules shared by the web forms and the server: the server checks every one of them again.

/** Standard e-mail pattern with a TLD of 2+ letters. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/;

export function isValidEmail(value: string): boolean {
  return value.length <= LIMITS.emailMax && EMAIL_PATTERN.test(value);
}

/** A database id (UUID, any case): checked before a lookup, so a malformed id reads as unknown. */
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUuid = (value: string): boolean => UUID_PATTERN.test(value);

/** Pseudo: no whitespace, 3+ characters, letters, digits and . _ - only (safe in URLs). */
export const PSEUDO_PATTERN = /^[\p{L}\p{N}._-]+$/u;

export function isValidPseudo(value: string): boolean {
  return (
    value.length >= LIMITS.pseudoMin &&
    value.length <= LIMITS.pseudoMax &&
    PSEUDO_PATTERN.test(value)
  );
}

/**
 * NUL, or a UTF-16 surrogate without its pair: text PostgreSQL cannot store (text and jsonb
 * refuse both). In `u` mode a well-formed pair is one code point, so only lone halves match.
 */
// eslint-disable-next-line no-control-regex -- NUL is the very character refused
const UNSTORABLE_TEXT = /[\u0000\uD800-\uDFFF]/u;

/** Whether a string is text the database can store (the server checks every input once). */
export function isStorableText(value: string): boolean {
  return !UNSTORABLE_TEXT.test(value);
}

/** A typed or pasted phone without its separators (whitespace, dots, dashes). */
export function normalisePhone(value: string): string {
  return value.replace(/[\s.-]+/g, '');
}

/** Removes every whitespace character: the spec blocks spaces in these fields. */
export function stripSpaces(value: string): string {
  return value.replace(/\s+/g, '');
}

const DIGIT_RUN = /\d{10,}/;
// Each pattern starts at a fixed character (the one before "@" or before the dot) rather than
// at a run of them: a run tried from every position costs the square of the text's length
// (a 20,000-letter title took a second of CPU), which any visitor could send.
const EMAIL_ANYWHERE = /[^\s@]@[^\s@]+\.[A-Za-z]{2,}/;
const URL_ANYWHERE =
  /(https?:\/\/|www\.)\S|[a-z0-9-]\.(com|fr|net|org|io|be|ch|eu|co|me|ly|gg|tv)\b/i;
const FORBIDDEN_WORDS = /contact\s*skype/i;

// A postal address is a street number and a street: "12 rue de la Paix", "5 bis, avenue Foch".
// The word "adresse" alone is not one ("quelle adresse de livraison ?" is talk about shipping).
const STREET_NUMBER = String.raw`(?<![\p{L}\p{N}])\d{1,4}(?:\s*(?:bis|ter|[a-d])\b)?\s*,?\s*`;
// Words that only ever name a street.
const STREET = new RegExp(
  String.raw`${STREET_NUMBER}(?:rue|avenue|av\.|bd|boulevard|all[ée]e|impasse|quai|r[ée]sidence|lotissement|faubourg|chauss[ée]e)\s+[\p{L}'’]`,
  'iu',
);
// Words that also have an everyday sense ("1 place pour le concert", "10 cours de cuisine"):
// a street only when a capitalised name follows ("3 place Bellecour", "8 cours de la Liberté").
const NAMED_STREET = new RegExp(
  String.raw`${STREET_NUMBER}(?:[Pp]lace|[Cc]ours|[Rr]oute|[Cc]hemin|[Ss]quare|[Pp]assage|[Vv]oie)\s+(?:(?:de\s+la|de\s+l['’]|d['’]|du|des|de)\s*)?\p{Lu}`,
  'u',
);

/** Whether a free text holds a postal address (a numbered street). */
export const hasPostalAddress = (text: string): boolean =>
  STREET.test(text) || NAMED_STREET.test(text);

/**
 * Whether a free text carries contact details: a run of 10 digits (a phone number,
 * spaces, dots and dashes aside), an e-mail, a link, a postal address, or "contact skype".
 * The one rule of every free text written before a contract is signed: presentations, reviews,
 * offers, chat messages, project titles and descriptions.
 */
export function hasContactDetails(text: string): boolean {
  const compact = text.replace(/[\s.-]/g, '');
  return (
    DIGIT_RUN.test(compact) ||
    EMAIL_ANYWHERE.test(text) ||
    URL_ANYWHERE.test(text) ||
    FORBIDDEN_WORDS.test(text) ||
    hasPostalAddress(text)
  );
}

/** The presentation's name for the one rule. */
export const presentationHasContactDetails = hasContactDetails;
