import { useState, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  MSG,
  formatCents,
  formatDateTime,
  formatShortDate,
  type AdminCollabPayment,
  type AdminDisputesReply,
} from '@kollabo/shared';
import { Badge } from '../../components/Badge';
import { useBanner } from '../../components/Banner';
import { Card } from '../../components/Card';
import { ListState } from '../../components/ListState';
import { SkeletonCard } from '../../components/Skeleton';
import { AdminTabbedSection } from '../../components/AdminTabbedSection';
import adminStyles from '../../components/AdminList.module.css';
import { collabPaymentKeys, getAdminDisputes } from './api';
import { DecideForm } from './DecideForm';
import { DisputeAttachments } from './DisputeAttachments';
import { DifferencesTable } from './DifferencesTable';
import { PAYMENT_TONES } from './paymentLabels';
import styles from './CollabPayments.module.css';

const adminDisputesText = MSG.adminDisputes;
const paymentsText = MSG.collabPayments;
type Tab = 'disputes' | 'held' | 'releasesDue' | 'alerts' | 'moneyAlerts' | 'reconciliation';
type ListTab = Exclude<Tab, 'reconciliation' | 'moneyAlerts'>;

/**
 * /admin/litiges: disputes to decide, held funds, releases due, 80-day alerts, the money
 * differences the healing job left to the team, the reconciliation.
 */
export function DisputesSection() {
  const queryClient = useQueryClient();
  const banner = useBanner();
  const [tab, setTab] = useState<Tab>('disputes');
  const query = useQuery({
    queryKey: collabPaymentKeys.adminDisputes,
    queryFn: ({ signal }) => getAdminDisputes(signal),
  });
  const data = query.data;
  const count = (key: ListTab) => data?.[key].length;
  const tabs = [
    { id: 'disputes', label: adminDisputesText.tabs.disputes, count: count('disputes') },
    { id: 'held', label: adminDisputesText.tabs.held, count: count('held') },
    { id: 'releasesDue', label: adminDisputesText.tabs.releasesDue, count: count('releasesDue') },
    { id: 'alerts', label: adminDisputesText.tabs.alerts, count: count('alerts') },
    {
      id: 'moneyAlerts',
      label: adminDisputesText.tabs.moneyAlerts,
      count: data?.moneyAlerts.length,
    },
    { id: 'reconciliation', label: adminDisputesText.tabs.reconciliation },
  ] as const;

  const decided = (message: string) => {
    banner.success(message);
    void queryClient.invalidateQueries({ queryKey: collabPaymentKeys.adminDisputes });
  };

  return (
    <AdminTabbedSection
      id="disputes"
      title={adminDisputesText.title}
      banner={banner}
      tabs={tabs}
      tab={tab}
      onTab={setTab}
    >
      {tab === 'moneyAlerts' ? (
        query.isPending ? (
          <SkeletonCard lines={3} />
        ) : data?.moneyAlerts.length ? (
          <Card className={styles.section}>
            <p className={styles.warningNote} role="alert">
              {adminDisputesText.moneyAlertsIntro}
            </p>
            <DifferencesTable rows={data.moneyAlerts} dated />
          </Card>
        ) : (
          <p className={adminStyles.info}>{adminDisputesText.empty.moneyAlerts}</p>
        )
      ) : tab === 'reconciliation' ? (
        query.isPending ? (
          <SkeletonCard lines={3} />
        ) : (
          <ReconciliationPanel reconciliation={data?.reconciliation ?? null} />
        )
      ) : (
        <ListState
          query={query}
          items={data?.[tab] ?? []}
          empty={adminDisputesText.empty[tab]}
          skeleton={<SkeletonCard lines={4} />}
        >
          {(items) => (
            <ul className={adminStyles.list}>
              {items.map((item) => (
                <HeldItem key={item.idOffer} item={item} alert={tab === 'alerts'}>
                  {tab === 'disputes' && item.dispute && !item.dispute.decision && (
                    <DecideForm
                      idOffer={item.idOffer}
                      amountCents={item.amountCents}
                      totalCents={item.totalCents}
                      creator={item.author}
                      onDecided={decided}
                    />
                  )}
                </HeldItem>
              ))}
            </ul>
          )}
        </ListState>
      )}
    </AdminTabbedSection>
  );
}

function HeldItem({
  item,
  alert,
  children,
}: {
  item: AdminCollabPayment;
  alert: boolean;
  children?: ReactNode;
}) {
  const dispute = item.dispute;
  return (
    <Card as="li" className={adminStyles.item}>
      <div className={adminStyles.itemTop}>
        <h3 className={adminStyles.itemTitle}>{item.projectTitle}</h3>
        <Badge tone={PAYMENT_TONES[item.status]} dot>
          {paymentsText.statuses[item.status]}
        </Badge>
      </div>
      <p className={adminStyles.meta}>
        {adminDisputesText.parties(item.owner, item.author)} ·{' '}
        {adminDisputesText.amount(formatCents(item.amountCents), formatCents(item.totalCents))}
      </p>
      <p className={adminStyles.meta}>
        {[
          item.paidAt && adminDisputesText.paidOn(formatShortDate(item.paidAt)),
          item.releaseAt && adminDisputesText.releaseOn(formatShortDate(item.releaseAt)),
          item.holdLimitAt && adminDisputesText.holdLimit(formatShortDate(item.holdLimitAt)),
        ]
          .filter(Boolean)
          .join(' · ')}
      </p>
      {alert && <p className={styles.warningNote}>{adminDisputesText.alert}</p>}
      {dispute && (
        <div className={styles.sub}>
          <p>
            {adminDisputesText.disputeLine(
              formatDateTime(dispute.openedAt),
              adminDisputesText.openedBy[dispute.openedBy],
              paymentsText.disputeReasons[dispute.reason],
            )}
          </p>
          {dispute.message && <p className={styles.quote}>{dispute.message}</p>}
          <DisputeAttachments dispute={dispute} />
          {dispute.decision && (
            <p>
              <strong>{paymentsText.decisions[dispute.decision]}</strong>
              {dispute.decisionReason && ` — ${dispute.decisionReason}`}
            </p>
          )}
        </div>
      )}
      {children}
    </Card>
  );
}

function ReconciliationPanel({
  reconciliation,
}: {
  reconciliation: AdminDisputesReply['reconciliation'];
}) {
  if (!reconciliation)
    return <p className={adminStyles.info}>{adminDisputesText.reconciliationNever}</p>;
  const { differences } = reconciliation;
  return (
    <Card className={styles.section}>
      <p className={styles.muted}>
        {adminDisputesText.reconciliationRan(formatDateTime(reconciliation.ranAt))}
      </p>
      {!reconciliation.balanced && (
        <p className={styles.warningNote} role="alert">
          {adminDisputesText.unbalanced}
        </p>
      )}
      <p className={reconciliation.ok ? styles.notice : styles.warningNote}>
        {reconciliation.ok
          ? adminDisputesText.reconciliationOk
          : adminDisputesText.reconciliationKo(differences.length)}
      </p>
      {differences.length > 0 && <DifferencesTable rows={differences} />}
    </Card>
  );
}
