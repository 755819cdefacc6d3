import { describe, expect, it } from 'vitest';
import { canMoveOffer, OFFER_STATUSES, offerIs } from './offer.js';

describe('offer status machine', () => {
  it('allows exactly attribution, then its author’s answer', () => {
    const moves = OFFER_STATUSES.flatMap((from) =>
      OFFER_STATUSES.filter((to) => canMoveOffer(from, to)).map((to) => `${from}>${to}`),
    );
    expect(moves).toEqual(['pending>preSelect', 'preSelect>select', 'preSelect>declined']);
  });

  it('names each status once', () => {
    expect(OFFER_STATUSES.filter(offerIs.attributed)).toEqual(['preSelect', 'select']);
    expect(OFFER_STATUSES.filter(offerIs.awaitingAnswer)).toEqual(['preSelect']);
    expect(OFFER_STATUSES.filter(offerIs.accepted)).toEqual(['select']);
    expect(OFFER_STATUSES.filter(offerIs.declined)).toEqual(['declined']);
    expect(OFFER_STATUSES.filter(offerIs.pending)).toEqual(['pending']);
  });
});
