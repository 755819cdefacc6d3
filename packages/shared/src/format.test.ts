import { describe, expect, it } from 'vitest';
import { countLabel } from './format.js';
import { MSG } from './messages.js';

describe('counts with their word in the right plural (never "vue(s)")', () => {
  it('follows the French plural rules: 0 and 1 singular, then plural, abbreviated', () => {
    expect(countLabel(0, 'vue', 'vues')).toBe('0 vue');
    expect(countLabel(1, 'vue', 'vues')).toBe('1 vue');
    expect(countLabel(2, 'vue', 'vues')).toBe('2 vues');
    expect(countLabel(1500, 'vue', 'vues')).toBe('1,5k vues');
    expect(MSG.myProjects.views(1)).toBe('1 vue');
    expect(MSG.myProjects.offers(3)).toBe('3 offres');
  });
});
