import { MSG, formatCents, type OfferCost } from '@kollabo/shared';
import { FactItem } from '../../components/FactItem';
import styles from './Offers.module.css';

const offersText = MSG.offers;

/** The offer's amount as one fact of a `<dl>`; masked (spec text) when the viewer may not see it. */
export function AmountFact({ amount }: { amount: string | null }) {
  return (
    <FactItem term={offersText.amount} valueClassName={amount ? undefined : styles.masked}>
      {amount ?? offersText.masked}
    </FactItem>
  );
}

/** The project's budget band as one fact of a `<dl>`. */
export function BudgetFact({ budget }: { budget: string }) {
  return <FactItem term={offersText.budget}>{budget}</FactItem>;
}

/**
 * What the project owner will pay if the offer becomes the contract (the server's figures): the
 * creator's HT, VAT (or the art. 293 B du CGI mention) and TTC, Kollabo's commission and its VAT,
 * the total. Nothing for anyone else (no cost in the reply).
 */
export function OfferCostFacts({ cost }: { cost: OfferCost | null }) {
  if (!cost) return null;
  const rows: [string, string][] = [
    [offersText.costHt, formatCents(cost.htCents)],
    cost.vatMention
      ? [offersText.costVatExempt, cost.vatMention]
      : [offersText.costVat, formatCents(cost.vatCents)],
    [offersText.costTtc, formatCents(cost.ttcCents)],
    [offersText.costFee, formatCents(cost.feeCents)],
    [offersText.costVatOnFee, formatCents(cost.vatOnFeeCents)],
    [offersText.costTotal, formatCents(cost.totalCents)],
  ];
  return (
    <dl className={styles.facts} aria-label={offersText.costTitle} data-testid="offer-cost">
      {rows.map(([term, value]) => (
        <FactItem key={term} term={term}>
          {value}
        </FactItem>
      ))}
    </dl>
  );
}
