import { z } from 'zod';
import { validation } from './messages/validation.js';

// Names and addresses printed on a contract, an invoice or a statement. A bidi control (U+202A
// to U+202E, U+2066 to U+2069, U+200E, U+200F, U+061C) reorders what a reader sees without
// changing what is stored ("Marque SA" may read as another name), a zero-width character (U+200B
// to U+200D, U+2060, U+FEFF) makes two different names look alike, and a control character
// (a tab, a line break, NUL...) breaks the document's layout or its XML. All are refused, with
// one French sentence, by one refinement every such schema uses.

/** Control (Cc), format (Cf: bidi, zero-width, BOM, soft hyphen, tags) and line/paragraph separators. */
const HIDDEN_CHARACTER = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u;

/** Whether a text holds a character a document must not print. */
export const hasHiddenCharacters = (value: string): boolean => HIDDEN_CHARACTER.test(value);

/**
 * The refinement of every name or address printed on a document: the schema's value (a string,
 * or null/undefined when optional) holds no hidden character.
 */
export function printableOnDocuments<S extends z.ZodType>(schema: S) {
  return schema.refine((value) => typeof value !== 'string' || !hasHiddenCharacters(value), {
    message: validation.hiddenCharacters,
  });
}
