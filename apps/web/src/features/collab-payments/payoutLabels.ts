import { MSG, type PayoutAccountStatus } from '@kollabo/shared';
import type { BadgeTone } from '../../components/Badge';

// How a payout account's state and the provider's requirements read in French.

export const PAYOUT_TONES: Record<PayoutAccountStatus, BadgeTone> = {
  none: 'neutral',
  pending: 'prePublish',
  active: 'publish',
  restricted: 'allocation',
};

/** The provider's requirement names as French labels, each once, in their order. */
export function requirementLabels(requirements: readonly string[]): string[] {
  const text = MSG.payoutsPage;
  const labels = requirements.map((name) => text.requirements[name] ?? text.otherRequirement(name));
  return [...new Set(labels)];
}
