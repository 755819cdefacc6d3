import { MSG, formatCents, formatDateTime, type MoneyAlert } from '@kollabo/shared';
import styles from './CollabPayments.module.css';

const adminDisputesText = MSG.adminDisputes;
const cents = (value: number | null) => (value === null ? '—' : formatCents(value));

type Difference = Pick<MoneyAlert, 'kind' | 'reference' | 'ledgerCents' | 'providerCents'> &
  Partial<Pick<MoneyAlert, 'bookedAt' | 'firstSeenAt'>>;

/**
 * Differences between the ledger and the provider's books, with their amounts on both sides:
 * the last reconciliation's, or the alerts the healing job left to the team (with their dates).
 */
export function DifferencesTable({ rows, dated }: { rows: Difference[]; dated?: boolean }) {
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">{adminDisputesText.kind}</th>
            <th scope="col">{adminDisputesText.reference}</th>
            <th scope="col">{adminDisputesText.ledger}</th>
            <th scope="col">{adminDisputesText.provider}</th>
            {dated && <th scope="col">{adminDisputesText.bookedAt}</th>}
            {dated && <th scope="col">{adminDisputesText.firstSeenAt}</th>}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={`${row.reference}-${index}`}>
              <td>{adminDisputesText.differenceKinds[row.kind]}</td>
              <td>{row.reference}</td>
              <td>{cents(row.ledgerCents)}</td>
              <td>{cents(row.providerCents)}</td>
              {dated && <td>{row.bookedAt ? formatDateTime(row.bookedAt) : '—'}</td>}
              {dated && <td>{row.firstSeenAt ? formatDateTime(row.firstSeenAt) : '—'}</td>}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
