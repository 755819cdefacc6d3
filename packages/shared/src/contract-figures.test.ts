import { describe, expect, it } from 'vitest';
import { VAT_EXEMPT_MENTION, contractFigures, taxOfNewVersion } from './contract-figures.js';

describe('contractFigures', () => {
  it('"HT, TVA 20 % en sus": 750 € HT is 150 € of VAT, 900 € TTC', () => {
    expect(contractFigures({ amountCents: 75_000, tax: 'HT' })).toEqual({
      htCents: 75_000,
      vatCents: 15_000,
      ttcCents: 90_000,
      vatMention: null,
    });
  });

  it('"TTC": 1 500 € TTC is 1 250 € HT and 250 € of VAT', () => {
    expect(contractFigures({ amountCents: 150_000, tax: 'TTC' })).toEqual({
      htCents: 125_000,
      vatCents: 25_000,
      ttcCents: 150_000,
      vatMention: null,
    });
  });

  it('"TVA non applicable, art. 293 B du CGI": no VAT, the mention, TTC = HT', () => {
    expect(VAT_EXEMPT_MENTION).toBe('TVA non applicable, art. 293 B du CGI');
    expect(contractFigures({ amountCents: 75_000, tax: 'EXEMPT' })).toEqual({
      htCents: 75_000,
      vatCents: 0,
      ttcCents: 75_000,
      vatMention: VAT_EXEMPT_MENTION,
    });
  });

  it('rounds half up to the cent, and HT + VAT = TTC always', () => {
    // 100 € TTC / 1,2 = 83,333… → 83,33 € HT, 16,67 € VAT.
    expect(contractFigures({ amountCents: 10_000, tax: 'TTC' })).toMatchObject({
      htCents: 8333,
      vatCents: 1667,
    });
    // 0,03 € HT: 20 % is 0,6 c → 1 c.
    expect(contractFigures({ amountCents: 3, tax: 'HT' })).toMatchObject({
      vatCents: 1,
      ttcCents: 4,
    });
    // 0,09 € TTC / 1,2 = 7,5 c → 8 c HT.
    expect(contractFigures({ amountCents: 9, tax: 'TTC' })).toMatchObject({
      htCents: 8,
      vatCents: 1,
    });
    for (const amountCents of [1, 5, 99, 12_345, 99_999_99]) {
      for (const tax of ['HT', 'TTC', 'EXEMPT'] as const) {
        const f = contractFigures({ amountCents, tax });
        expect(f.htCents + f.vatCents, `${amountCents} ${tax}`).toBe(f.ttcCents);
      }
    }
  });

  it('refuses an amount that is not a non-negative integer of cents', () => {
    expect(() => contractFigures({ amountCents: 1.5, tax: 'HT' })).toThrow(RangeError);
    expect(() => contractFigures({ amountCents: -1, tax: 'TTC' })).toThrow(RangeError);
  });
});

describe('taxOfNewVersion', () => {
  it('an exempt creator’s new version is exempt, whatever her offer said', () => {
    expect(taxOfNewVersion('HT', 'EXEMPT')).toBe('EXEMPT');
    expect(taxOfNewVersion('TTC', 'EXEMPT')).toBe('EXEMPT');
  });

  it('one now subject to VAT adds it to an exempt offer’s net price', () => {
    expect(taxOfNewVersion('EXEMPT', 'HT')).toBe('HT');
    expect(taxOfNewVersion('EXEMPT', 'TTC')).toBe('HT');
  });

  it('otherwise the offer’s own HT or TTC stands (and without a stated position)', () => {
    expect(taxOfNewVersion('HT', 'TTC')).toBe('HT');
    expect(taxOfNewVersion('TTC', 'HT')).toBe('TTC');
    expect(taxOfNewVersion('EXEMPT', null)).toBe('EXEMPT');
    expect(taxOfNewVersion('HT', null)).toBe('HT');
  });
});
