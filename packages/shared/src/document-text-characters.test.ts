import { describe, expect, it } from 'vitest';
import { hasHiddenCharacters } from './document-text.js';

describe('hasHiddenCharacters', () => {
  it.each(['Maison Ardoise', 'Sève & Sel', 'L’Atelier d’Émile', 'Café-Crème 2026', '日本の店'])(
    'accepts the ordinary name %j',
    (text) => expect(hasHiddenCharacters(text)).toBe(false),
  );

  it.each([
    ['right-to-left override', 'Maison\u202eesiodrA'],
    ['left-to-right isolate', 'a\u2066b'],
    ['pop directional isolate', 'a\u2069b'],
    ['right-to-left mark', 'a\u200fb'],
    ['arabic letter mark', 'a\u061cb'],
    ['zero-width space', 'Ma\u200bison'],
    ['zero-width joiner', 'Ma\u200dison'],
    ['word joiner', 'Ma\u2060ison'],
    ['byte order mark', '\ufeffMaison'],
    ['soft hyphen', 'Mai\u00adson'],
    ['newline', 'Maison\nArdoise'],
    ['tab', 'Maison\tArdoise'],
    ['NUL', 'Maison\u0000'],
    ['C1 control', 'Maison\u0085'],
  ])('refuses a %s', (_name, text) => expect(hasHiddenCharacters(text)).toBe(true));
});
