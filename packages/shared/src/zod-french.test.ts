import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MSG } from './messages.js';
import { installFrenchValidation } from './zod-french.js';
import { API_GROUPS } from './endpoints.js';
import { offerAmountText } from './contracts/offers.js';
import { parseRateText } from './contracts/socials.js';

// zod's English ("Too big: expected string to have <=5000 characters") must never reach a user:
// every limit says itself in French, from the catalogue.

installFrenchValidation();
const v = MSG.validation;
const firstText = (schema: z.ZodType, value: unknown) => {
  const parsed = schema.safeParse(value);
  return parsed.success ? undefined : parsed.error.issues[0]?.message;
};
const ENGLISH = /\b(?:Too|Invalid|expected|Expected|Required|received|characters|must)\b/;

describe('French validation texts', () => {
  it('names each limit in French', () => {
    expect(firstText(z.string().max(5000), 'z'.repeat(10_000))).toBe(v.tooLong(5000));
    expect(v.tooLong(5000)).toMatch(/^5\s000 caractères au maximum\.$/);
    expect(firstText(z.string().min(20), 'court')).toBe(v.tooShort(20));
    expect(firstText(z.number(), 'abc')).toBe(v.notANumber);
    expect(firstText(z.number(), Number.NaN)).toBe(v.notANumber);
    expect(firstText(z.number().int(), 1.5)).toBe(v.notAnInteger);
    expect(firstText(z.number().max(10), 11)).toBe(v.numberTooLarge(10));
    expect(firstText(z.number().min(0), -1)).toBe(v.numberTooSmall(0));
    expect(firstText(z.array(z.string()).max(2), ['a', 'b', 'c'])).toBe(v.tooManyItems(2));
    expect(firstText(z.enum(['a', 'b']), 'c')).toBe(v.invalidChoice);
    expect(firstText(z.object({ a: z.string() }), {})).toBe(v.required);
    // A schema's own text still wins.
    expect(firstText(z.string().max(1, 'Trop long !'), 'ab')).toBe('Trop long !');
  });

  it('says an offer amount is not a number, under the minimum or over the maximum', () => {
    expect(firstText(offerAmountText, 'abc')).toBe(MSG.offers.amountNotANumber);
    expect(firstText(offerAmountText, '49')).toBe(MSG.offers.amountMin);
    expect(firstText(offerAmountText, '99999999999999')).toBe(MSG.offers.amountMax);
    expect(offerAmountText.parse('1000000')).toBe(1_000_000);
    expect(offerAmountText.parse('1500,50')).toBe(1500.5);
  });

  it('says a rate is not a number, not whole or over its maximum', () => {
    expect(parseRateText('abc')).toEqual({ error: MSG.socialsPage.rateInvalid });
    expect(parseRateText('-3')).toEqual({ error: MSG.socialsPage.rateInvalid });
    expect(parseRateText('12,5')).toEqual({ error: MSG.socialsPage.rateNotAnInteger });
    expect(parseRateText('99999999999')).toEqual({ error: MSG.socialsPage.rateMax });
    expect(parseRateText('150')).toEqual({ rate: 150 });
  });

  it('gives no English text for any body or query of any endpoint', () => {
    const hostile: unknown[] = [
      {},
      { a: 1 },
      'texte',
      42,
      Object.fromEntries(
        ['title', 'description', 'presentation', 'comment', 'message', 'content', 'q'].map(
          (key) => [key, 'z'.repeat(20_000)],
        ),
      ),
      Object.fromEntries(
        ['amount', 'rating', 'page', 'storyTarif', 'publicationTarif', 'index'].map((key) => [
          key,
          'abc',
        ]),
      ),
      Object.fromEntries(
        ['amount', 'rating', 'page', 'storyTarif', 'publicationTarif'].map((key) => [key, 1e20]),
      ),
    ];
    const english: string[] = [];
    for (const [group, endpoints] of Object.entries(API_GROUPS)) {
      for (const [name, descriptor] of Object.entries(endpoints as Record<string, object>)) {
        for (const schema of ['body', 'query'] as const) {
          const zodSchema = (descriptor as Record<string, unknown>)[schema] as
            z.ZodType | undefined;
          if (!zodSchema || typeof zodSchema.safeParse !== 'function') continue;
          for (const value of hostile) {
            const parsed = zodSchema.safeParse(value);
            if (parsed.success) continue;
            for (const issue of parsed.error.issues) {
              if (ENGLISH.test(issue.message)) {
                english.push(`${group}.${name} ${schema}: ${issue.message}`);
              }
            }
          }
        }
      }
    }
    expect([...new Set(english)]).toEqual([]);
  });
});
