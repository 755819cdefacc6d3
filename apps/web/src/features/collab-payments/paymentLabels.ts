import type { CollabPaymentStatus } from '@kollabo/shared';
import type { BadgeTone } from '../../components/Badge';

/** The payment state's badge colour: secured in brand, released green, frozen red. */
export const PAYMENT_TONES: Record<CollabPaymentStatus, BadgeTone> = {
  unpaid: 'prePublish',
  held: 'brand',
  released: 'publish',
  refunded: 'neutral',
  disputed: 'allocation',
  split: 'neutral',
};
