import { MIN_CARD_CHARGE_CENTS } from './constants.js';

// Coupon reductions: "10%" is a percentage, "5" or
// "4.99" a fixed amount in euros. The web shows the reduced price with the same function the
// server charges with, so the two never disagree.

export type Reduction = { kind: 'percent'; percent: number } | { kind: 'amount'; cents: number };

const PERCENT = /^(\d{1,3}(?:[.,]\d+)?)\s*%$/;
const EUROS = /^(\d{1,5})(?:[.,](\d{1,2}))?$/;

/** Reads a stored or typed reduction; null when it is neither a percentage nor an amount. */
export function parseReduction(text: string): Reduction | null {
  const value = text.trim();
  const percent = PERCENT.exec(value);
  if (percent?.[1]) {
    // A percentage is truncated to a whole number ("12.9%" gives 12 %).
    const whole = Math.trunc(Number(percent[1].replace(',', '.')));
    return whole >= 1 && whole <= 100 ? { kind: 'percent', percent: whole } : null;
  }
  const euros = EUROS.exec(value);
  if (euros?.[1]) {
    const cents = Number(euros[1]) * 100 + Number((euros[2] ?? '').padEnd(2, '0'));
    return cents > 0 ? { kind: 'amount', cents } : null;
  }
  return null;
}

/** The canonical stored form: "10%", "5" or "4.99". */
export function formatReductionValue(reduction: Reduction): string {
  if (reduction.kind === 'percent') return `${reduction.percent}%`;
  const euros = Math.trunc(reduction.cents / 100);
  const cents = reduction.cents % 100;
  return cents === 0 ? String(euros) : `${euros}.${String(cents).padStart(2, '0')}`;
}

/**
 * The price after a reduction, in integer cents. The discount of a percentage is truncated to
 * the cent (33 % of 19,99 € takes 6,59 €, leaving 13,40 €); a fixed amount is in euros; the price
 * never goes below 0, and a remainder under the card minimum (0,50 €) becomes free.
 */
export function discountedPriceCents(priceCents: number, reduction: string | null | undefined) {
  const parsed = reduction ? parseReduction(reduction) : null;
  if (!parsed) return priceCents;
  const discount =
    parsed.kind === 'percent' ? Math.floor((priceCents * parsed.percent) / 100) : parsed.cents;
  const price = Math.max(0, priceCents - discount);
  return price < MIN_CARD_CHARGE_CENTS ? 0 : price;
}

/** "-10 %" or "-5,00 €" for badges and cards. */
export function reductionLabel(reduction: string): string {
  const parsed = parseReduction(reduction);
  if (!parsed) return reduction;
  if (parsed.kind === 'percent') return `-${parsed.percent} %`;
  const euros = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });
  return `-${euros.format(parsed.cents / 100)}`;
}
