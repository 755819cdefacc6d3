import type { CollabDeliverable } from '@kollabo/shared';

/** A test deliverable: one Instagram Reel to publish in December, not yet published. */
export function sampleDeliverable(overrides: Partial<CollabDeliverable> = {}): CollabDeliverable {
  return {
    index: 0,
    network: 'instagram',
    format: 'Reel',
    quantity: 1,
    publishFrom: '2026-12-01',
    publishTo: '2026-12-15',
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
