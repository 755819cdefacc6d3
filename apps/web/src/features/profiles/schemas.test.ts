import { describe, expect, it } from 'vitest';
import { MSG } from '@kollabo/shared';
import { offerFormSchema } from '../offers/schema';
import { profileFormSchema } from './schemas';

// The forms' texts come from the catalogue, one per limit, never zod's English.

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : (result.error?.issues.map((issue) => issue.message) ?? []);

describe('form limits in French', () => {
  it('says a 10,000-character presentation is over its 5,000', () => {
    const result = profileFormSchema.shape.presentation.safeParse('z'.repeat(10_000));
    expect(messages(result)).toContain(MSG.validation.tooLong(5000));
  });

  it('says what is wrong with an offer amount, each fault its own text', () => {
    const amount = (value: string) =>
      messages(offerFormSchema.safeParse({ amount: value, tax: 'TTC', messageOffre: 'Bonjour' }));
    expect(amount('99 999 999 999 999 €')).toEqual([MSG.offers.amountMax]);
    expect(amount('1 500,50 €')).toEqual([]);
    expect(amount('99999999999999')).toEqual([MSG.offers.amountMax]);
    expect(amount('abc')).toEqual([MSG.offers.amountNotANumber]);
    expect(amount('49')).toEqual([MSG.offers.amountMin]);
    expect(amount('1500,50')).toEqual([]);
  });
});
