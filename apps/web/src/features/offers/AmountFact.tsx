import { MSG } from '@kollabo/shared';
import styles from './Offers.module.css';

/** The offer's amount as one fact of a `<dl>`; masked (spec text) when the viewer may not see it. */
export function AmountFact({ amount }: { amount: string | null }) {
  return (
    <div>
      <dt>{MSG.offers.amount}</dt>
      <dd className={amount ? undefined : styles.masked}>{amount ?? MSG.offers.masked}</dd>
    </div>
  );
}
