import { OWNER_CANCEL_AFTER_DAYS, type ContractTerms } from '@kollabo/shared';

// Rules read from the signed terms, shared by the space's payment line and the cancellation.

const DAY_MS = 86_400_000;

/** A contract of 0 € (benefits in kind only) skips payment. */
export const paymentRequired = (terms: Pick<ContractTerms, 'amountCents'>) => terms.amountCents > 0;

/** The day the owner may cancel alone: the publication window's end + 14 days (null: none). */
export function ownerCancelFrom(terms: Pick<ContractTerms, 'deliverables'> | null): Date | null {
  if (!terms || terms.deliverables.length === 0) return null;
  const last = terms.deliverables
    .map((d) => d.publishTo)
    .sort()
    .at(-1);
  if (!last) return null;
  // The window ends at the end of its last day (Paris time is within a day of UTC).
  return new Date(new Date(`${last}T23:59:59Z`).getTime() + OWNER_CANCEL_AFTER_DAYS * DAY_MS);
}

export const nothingPublished = (states: { status: string }[]) =>
  states.every((d) => d.status === 'pending');
