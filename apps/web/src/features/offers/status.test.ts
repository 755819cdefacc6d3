import { describe, expect, it } from 'vitest';
import { authorOfferState, offererBadge, ownerOfferState, sentOfferOutcome } from './status';

const base = { logged: true, authorProject: false, offerSent: false, won: false };

describe('offerer badges on the project page', () => {
  it('offers the form only on a published project without an offer yet', () => {
    expect(offererBadge({ ...base, statut: 'publish' })).toBe('makeOffer');
    for (const statut of ['close', 'save', 'prePublish', 'attribute'] as const) {
      expect(offererBadge({ ...base, statut })).toBe('unavailable');
    }
  });

  it('shows the state of an offer already sent', () => {
    const sent = { ...base, offerSent: true };
    expect(offererBadge({ ...sent, statut: 'publish' })).toBe('sent');
    expect(offererBadge({ ...sent, statut: 'close' })).toBe('closed');
    expect(offererBadge({ ...sent, statut: 'attribute' })).toBe('declined');
    expect(offererBadge({ ...sent, statut: 'allocation' })).toBe('declined');
    expect(offererBadge({ ...sent, statut: 'attribute', won: true })).toBe('won');
    // Attributed to her, waiting for her answer: not "Offre déclinée".
    expect(offererBadge({ ...sent, statut: 'attribute', ownOffer: 'preSelect' })).toBe('pending');
    // She turned the attribution down herself.
    expect(offererBadge({ ...sent, statut: 'attribute', ownOffer: 'declined' })).toBe('turnedDown');
  });

  it('prompts visitors to log in on a published project only, and nothing for the owner', () => {
    expect(offererBadge({ ...base, logged: false, statut: 'publish' })).toBe('login');
    expect(offererBadge({ ...base, logged: false, statut: 'close' })).toBe('none');
    expect(offererBadge({ ...base, authorProject: true, statut: 'publish' })).toBe('none');
  });
});

describe('attribution states', () => {
  it("owner: a button while publish or close, then the offer's progress", () => {
    expect(ownerOfferState('pending', 'publish')).toBe('canAttribute');
    expect(ownerOfferState('pending', 'close')).toBe('canAttribute');
    expect(ownerOfferState('pending', 'save')).toBe('none');
    expect(ownerOfferState('preSelect', 'attribute')).toBe('awaitingAnswer');
    expect(ownerOfferState('select', 'attribute')).toBe('accepted');
    expect(ownerOfferState('pending', 'attribute')).toBe('notChosen');
    // Declined by its author: hers, not the owner's.
    expect(ownerOfferState('declined', 'publish')).toBe('authorDeclined');
    expect(ownerOfferState('declined', 'attribute')).toBe('authorDeclined');
  });

  it('author: decide on preSelect, then won or declined', () => {
    expect(authorOfferState('preSelect', 'attribute')).toBe('decide');
    expect(authorOfferState('select', 'attribute')).toBe('won');
    expect(authorOfferState('declined', 'attribute')).toBe('ended');
    expect(authorOfferState('pending', 'attribute')).toBe('ended');
    expect(authorOfferState('pending', 'publish')).toBe('none');
  });

  it('sent offers: Projet fermé, Projet remporté, Offre déclinée', () => {
    expect(sentOfferOutcome('pending', 'close')).toBe('closed');
    expect(sentOfferOutcome('select', 'attribute')).toBe('won');
    expect(sentOfferOutcome('pending', 'attribute')).toBe('declined');
    expect(sentOfferOutcome('pending', 'allocation')).toBe('declined');
    expect(sentOfferOutcome('pending', 'publish')).toBe('sent');
  });
});
