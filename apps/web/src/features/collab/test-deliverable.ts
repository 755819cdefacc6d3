import type { CollabDeliverable, DeliverableTerm } from '@kollabo/shared';

/** The contract's deliverable the samples use: one Instagram Reel to publish in December. */
export const SAMPLE_TERM: DeliverableTerm = {
  network: 'instagram',
  format: 'Reel',
  quantity: 1,
  publishFrom: '2026-12-01',
  publishTo: '2026-12-15',
};

/** A test deliverable: the sample term, not yet published. */
export function sampleDeliverable(overrides: Partial<CollabDeliverable> = {}): CollabDeliverable {
  return {
    index: 0,
    ...SAMPLE_TERM,
    status: 'pending',
    link: null,
    labelled: false,
    comment: null,
    publishedAt: null,
    reviewedAt: null,
    late: false,
    story: false,
    screenshotUrl: null,
    ...overrides,
  };
}
