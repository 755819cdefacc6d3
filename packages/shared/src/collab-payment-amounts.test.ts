import { describe, expect, it } from 'vitest';
import { collabPaymentAmounts, divideHalfUp, splitShares } from './collab-payment-amounts.js';

describe('collabPaymentAmounts', () => {
  it('a TTC offer: the creator gets the amount, 5 % fee and 20 % VAT on it on top', () => {
    expect(
      collabPaymentAmounts({
        amountCents: 100_000,
        tax: 'TTC',
        feeBps: 500,
      }),
    ).toEqual({ amountCents: 100_000, feeCents: 5000, vatOnFeeCents: 1000, totalCents: 106_000 });
  });

  it('an HT offer is paid plus 20 % VAT; an exempt creator’s (art. 293 B du CGI) without', () => {
    expect(
      collabPaymentAmounts({
        amountCents: 50_000,
        tax: 'HT',
        feeBps: 500,
      }),
    ).toEqual({ amountCents: 60_000, feeCents: 3000, vatOnFeeCents: 600, totalCents: 63_600 });
    expect(collabPaymentAmounts({ amountCents: 50_000, tax: 'EXEMPT', feeBps: 500 })).toEqual({
      amountCents: 50_000,
      feeCents: 2500,
      vatOnFeeCents: 500,
      totalCents: 53_000,
    });
    // 750 € in "TVA non applicable": 750,00 + 37,50 + 7,50 = 795,00 €.
    expect(collabPaymentAmounts({ amountCents: 75_000, tax: 'EXEMPT', feeBps: 500 })).toEqual({
      amountCents: 75_000,
      feeCents: 3750,
      vatOnFeeCents: 750,
      totalCents: 79_500,
    });
    // The same 750 € HT, subject to VAT: 900,00 + 45,00 + 9,00 = 954,00 €.
    expect(collabPaymentAmounts({ amountCents: 75_000, tax: 'HT', feeBps: 500 }).totalCents).toBe(
      95_400,
    );
  });

  it('rounds fee and VAT half up to the cent', () => {
    // 5 % of 1,10 € = 5,5 c → 6 c; 20 % of 6 c = 1,2 c → 1 c.
    expect(collabPaymentAmounts({ amountCents: 110, tax: 'TTC', feeBps: 500 })).toEqual({
      amountCents: 110,
      feeCents: 6,
      vatOnFeeCents: 1,
      totalCents: 117,
    });
    // 5 % of 0,50 € = 2,5 c → 3 c; VAT 0,6 c → 1 c.
    expect(collabPaymentAmounts({ amountCents: 50, tax: 'TTC', feeBps: 500 })).toMatchObject({
      feeCents: 3,
      vatOnFeeCents: 1,
    });
    // HT 0,03 € + 20 % = 0,036 → 0,04 €.
    expect(collabPaymentAmounts({ amountCents: 3, tax: 'HT', feeBps: 0 })).toEqual({
      amountCents: 4,
      feeCents: 0,
      vatOnFeeCents: 0,
      totalCents: 4,
    });
  });

  it('a 0 € contract costs nothing, and bad input throws', () => {
    expect(collabPaymentAmounts({ amountCents: 0, tax: 'TTC', feeBps: 500 })).toEqual({
      amountCents: 0,
      feeCents: 0,
      vatOnFeeCents: 0,
      totalCents: 0,
    });
    expect(() => collabPaymentAmounts({ amountCents: 1.5, tax: 'TTC', feeBps: 500 })).toThrow(
      RangeError,
    );
    expect(() => collabPaymentAmounts({ amountCents: 100, tax: 'TTC', feeBps: -1 })).toThrow(
      RangeError,
    );
  });

  it('divideHalfUp rounds .5 up', () => {
    expect(divideHalfUp(5, 2)).toBe(3);
    expect(divideHalfUp(4, 3)).toBe(1);
    expect(divideHalfUp(5, 3)).toBe(2);
  });
});

describe('splitShares', () => {
  const amounts = collabPaymentAmounts({
    amountCents: 100_000,
    tax: 'TTC',
    feeBps: 500,
  });

  it('refunds the commission in the owner’s proportion', () => {
    expect(splitShares(amounts, 25_000)).toEqual({
      creatorCents: 25_000,
      ownerAmountCents: 75_000,
      feeRefundCents: 3750,
      vatOnFeeRefundCents: 750,
      refundCents: 79_500,
    });
  });

  it('all to the creator refunds nothing, all to the owner refunds everything', () => {
    expect(splitShares(amounts, 100_000).refundCents).toBe(0);
    expect(splitShares(amounts, 0).refundCents).toBe(amounts.totalCents);
    expect(() => splitShares(amounts, 100_001)).toThrow(RangeError);
  });
});
