import { MSG, formatCents, formatDateTime, type MoneyAlert } from '@kollabo/shared';
import { Card } from '../../components/Card';
import styles from './CollabPayments.module.css';

const adminDisputesText = MSG.adminDisputes;
const cents = (value: number | null) => (value === null ? '—' : formatCents(value));

/** The money differences left to the team, with their amounts on both sides. */
export function MoneyAlertsTable({ alerts }: { alerts: MoneyAlert[] }) {
  return (
    <Card className={styles.section}>
      <p className={styles.warningNote} role="alert">
        {adminDisputesText.moneyAlertsIntro}
      </p>
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{adminDisputesText.kind}</th>
              <th scope="col">{adminDisputesText.reference}</th>
              <th scope="col">{adminDisputesText.ledger}</th>
              <th scope="col">{adminDisputesText.provider}</th>
              <th scope="col">{adminDisputesText.bookedAt}</th>
              <th scope="col">{adminDisputesText.firstSeenAt}</th>
            </tr>
          </thead>
          <tbody>
            {alerts.map((alert) => (
              <tr key={alert.reference}>
                <td>{adminDisputesText.differenceKinds[alert.kind]}</td>
                <td>{alert.reference}</td>
                <td>{cents(alert.ledgerCents)}</td>
                <td>{cents(alert.providerCents)}</td>
                <td>{formatDateTime(alert.bookedAt)}</td>
                <td>{formatDateTime(alert.firstSeenAt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Card>
  );
}
