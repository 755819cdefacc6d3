import { DECISION_REASON_MAX, MSG, formatCents, type DisputeDecision } from '@kollabo/shared';

// The admin's decision form's rules (the server's decision_invalid): a decision, a written
// statement of reasons, and for a split the creator's share between 0 and the contract's amount.

export interface DecisionValues {
  decision: DisputeDecision | '';
  /** Euros as typed: "600", "600,50". */
  creatorEuros: string;
  reason: string;
}

export interface DecisionErrors {
  creatorEuros?: string;
  reason?: string;
}

/** "600,5" → 60050; null when it is not an amount in euros with at most two decimals. */
export function eurosToCents(value: string): number | null {
  const text = value.trim().replace(/\s/g, '').replace(',', '.');
  if (!/^\d{1,9}(?:\.\d{1,2})?$/.test(text)) return null;
  const [whole = '0', fraction = ''] = text.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

export function decisionErrors(values: DecisionValues, amountCents: number): DecisionErrors {
  const text = MSG.adminDisputes;
  const errors: DecisionErrors = {};
  if (values.decision === 'split') {
    const cents = eurosToCents(values.creatorEuros);
    if (cents === null || cents > amountCents)
      errors.creatorEuros = text.creatorShareInvalid(formatCents(amountCents));
  }
  const reason = values.reason.trim();
  if (reason.length === 0 || reason.length > DECISION_REASON_MAX)
    errors.reason = text.reasonMissing;
  return errors;
}
