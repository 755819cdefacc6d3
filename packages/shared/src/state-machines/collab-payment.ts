// The payment machine of a collaboration, one table: the server moves a payment only through
// `paymentTransition` (apps/server escrow), the web reads the same predicates.

export const COLLAB_PAYMENT_STATUSES = [
  'unpaid',
  'held',
  'released',
  'refunded',
  'disputed',
  'split',
] as const;
export type CollabPaymentStatus = (typeof COLLAB_PAYMENT_STATUSES)[number];

/** Every allowed move: its name, the states it starts from, the state it ends in. */
export const PAYMENT_TRANSITIONS = {
  /** The checkout completed: the provider holds the money. */
  hold: { from: ['unpaid'], to: 'held' },
  /** The owner approved the last deliverable, or the automatic release came. */
  release: { from: ['held'], to: 'released' },
  /** Cancellation agreed (or by the owner alone after the window): full refund. */
  refund: { from: ['held'], to: 'refunded' },
  /** A party opened a dispute, or the card's holder a chargeback: the money is frozen. */
  dispute: { from: ['held'], to: 'disputed' },
  /** The team's decisions on a dispute. */
  decideRelease: { from: ['disputed'], to: 'released' },
  decideRefund: { from: ['disputed'], to: 'refunded' },
  decideSplit: { from: ['disputed'], to: 'split' },
} as const satisfies Record<
  string,
  { from: readonly CollabPaymentStatus[]; to: CollabPaymentStatus }
>;
export type PaymentTransition = keyof typeof PAYMENT_TRANSITIONS;

/** The state a transition leads to from `status`, or null when it is not allowed. */
export function nextPaymentStatus(
  status: CollabPaymentStatus,
  transition: PaymentTransition,
): CollabPaymentStatus | null {
  const { from, to } = PAYMENT_TRANSITIONS[transition];
  return (from as readonly CollabPaymentStatus[]).includes(status) ? to : null;
}

export const canTransition = (status: CollabPaymentStatus, transition: PaymentTransition) =>
  nextPaymentStatus(status, transition) !== null;

/** The owner may start the checkout. */
export const isPayable = (status: CollabPaymentStatus) => canTransition(status, 'hold');
/** The provider holds the money and it may still move either way. */
export const isHeld = (status: CollabPaymentStatus) => status === 'held';
/** A dispute froze the money until the team decides. */
export const isFrozen = (status: CollabPaymentStatus) => status === 'disputed';
/** Nothing moves any more. */
export const isSettled = (status: CollabPaymentStatus) =>
  status === 'released' || status === 'refunded' || status === 'split';
/** Deliverables may be marked published: the money is secured (or already released). */
export const allowsPublication = (status: CollabPaymentStatus) =>
  status === 'held' || status === 'released';
