import { MSG } from '@kollabo/shared';
import { FactItem } from '../../components/FactItem';
import styles from './Offers.module.css';

/** The offer's amount as one fact of a `<dl>`; masked (spec text) when the viewer may not see it. */
export function AmountFact({ amount }: { amount: string | null }) {
  return (
    <FactItem term={MSG.offers.amount} valueClassName={amount ? undefined : styles.masked}>
      {amount ?? MSG.offers.masked}
    </FactItem>
  );
}

/** The project's budget band as one fact of a `<dl>`. */
export function BudgetFact({ budget }: { budget: string }) {
  return <FactItem term={MSG.offers.budget}>{budget}</FactItem>;
}
