import { VAT_ON_FEE_PERCENT, divideHalfUp } from './collab-payment-amounts.js';

// An invoice's amounts in integer cents (art. 242 nonies A annexe II CGI: unit price HT, discount,
// VAT per rate, totals HT and TTC). Pack prices are TTC (constants.ts) and the coupon reduces
// what the customer pays (pricing.ts): the invoice keeps that TTC exactly and derives the rest,
// so HT + VAT = TTC always, and the discount is applied before VAT.

/** The standard French VAT rate (art. 278 CGI), the only rate Kollabo's services carry. */
export const INVOICE_VAT_PERCENT = 20;

/** The HT part of a TTC amount at `ratePercent`, rounded half up to the cent. */
export const htOfTtc = (ttcCents: number, ratePercent = INVOICE_VAT_PERCENT) =>
  divideHalfUp(ttcCents * 100, 100 + ratePercent);

export interface InvoiceLineAmounts {
  /** Unit price HT before the discount. */
  unitHtCents: number;
  quantity: number;
  /** The coupon's reduction, HT (0 without a coupon). */
  discountHtCents: number;
  /** unitHt × quantity − discountHt. */
  netHtCents: number;
  vatPercent: number;
}

export interface InvoiceAmounts {
  lines: InvoiceLineAmounts[];
  totalHtCents: number;
  vatCents: number;
  /** totalHt + vat: what the customer paid. */
  totalCents: number;
  /** One entry per rate (one today). */
  vatBreakdown: { ratePercent: number; baseCents: number; vatCents: number }[];
}

function amountsOf(line: InvoiceLineAmounts, vatCents: number): InvoiceAmounts {
  return {
    lines: [line],
    totalHtCents: line.netHtCents,
    vatCents,
    totalCents: line.netHtCents + vatCents,
    vatBreakdown: [{ ratePercent: line.vatPercent, baseCents: line.netHtCents, vatCents }],
  };
}

/**
 * A pack bought at `listTtcCents`, paid `paidTtcCents` after its coupon: the total TTC is what
 * was paid; total HT its HT part; VAT the difference; the discount HT what separates the list
 * price HT from the total HT.
 */
export function packInvoiceAmounts(listTtcCents: number, paidTtcCents: number): InvoiceAmounts {
  if (!Number.isSafeInteger(paidTtcCents) || paidTtcCents < 0 || paidTtcCents > listTtcCents) {
    throw new RangeError('paidTtcCents must be between 0 and the list price');
  }
  const unitHtCents = htOfTtc(listTtcCents);
  const netHtCents = htOfTtc(paidTtcCents);
  return amountsOf(
    {
      unitHtCents,
      quantity: 1,
      discountHtCents: unitHtCents - netHtCents,
      netHtCents,
      vatPercent: INVOICE_VAT_PERCENT,
    },
    paidTtcCents - netHtCents,
  );
}

/** Kollabo's commission on a collaboration: HT and its VAT as charged (collab-payment-amounts). */
export function commissionInvoiceAmounts(feeCents: number, vatOnFeeCents: number): InvoiceAmounts {
  return amountsOf(
    {
      unitHtCents: feeCents,
      quantity: 1,
      discountHtCents: 0,
      netHtCents: feeCents,
      vatPercent: VAT_ON_FEE_PERCENT,
    },
    vatOnFeeCents,
  );
}
