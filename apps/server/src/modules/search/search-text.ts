// Query text → plain words. Everything that is not a letter or a digit separates words, so
// `%`, `_`, quotes and full-text operators (& | ! <-> :*) are never more than plain text: they
// reach PostgreSQL only as bound parameters of plainto_tsquery, one word at a time.

/** At most this many words of a query are searched (a query is 200 characters at most). */
export const MAX_QUERY_WORDS = 12;
/** Words of this length or more tolerate one typo. */
export const TYPO_MIN_LENGTH = 6;

/** Lower case, accents and ligatures off, like kollabo_unaccent + lower in SQL. */
export function foldText(text: string): string {
  return text
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/\p{M}+/gu, '');
}

/** The distinct words of a query, folded, in order. */
export function queryWords(text: string): string[] {
  const words = foldText(text)
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  return [...new Set(words)].slice(0, MAX_QUERY_WORDS);
}

/**
 * True when `a` and `b` differ by at most one edit: a letter inserted, deleted, replaced, or two
 * neighbours swapped (optimal string alignment distance ≤ 1).
 */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  const la = a.length;
  const lb = b.length;
  if (Math.abs(la - lb) > 1) return false;
  let i = 0;
  while (i < la && i < lb && a[i] === b[i]) i += 1;
  if (la === lb) {
    // One replacement, or one swap of neighbours.
    if (a.slice(i + 1) === b.slice(i + 1)) return true;
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  }
  // One letter more in the longer word.
  return la > lb ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}
