// Query text → plain words. Everything that is not a letter or a digit separates words, so
// `%`, `_`, quotes and full-text operators (& | ! <-> :*) are never more than plain text: they
// reach PostgreSQL only as bound parameters of plainto_tsquery, one word at a time.

/** At most this many words of a query are searched (a query is 200 characters at most). */
export const MAX_QUERY_WORDS = 12;
// Words of 6+ letters tolerate one typo: kollabo_fuzzy_tsq (db/migrations/0012_search_typos.sql).

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
