import { useState } from 'react';
import { Link } from 'react-router';
import { MSG, formatDateTime } from '@kollabo/shared';
import { StatusBadge } from '../../components/Badge';
import { useBanner } from '../../components/Banner';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { usePagedList } from '../../lib/usePagedList';
import { AdminList } from '../../components/AdminList';
import { AdminTabbedSection } from '../../components/AdminTabbedSection';
import { statusLabel } from '../projects/status';
import { adminKeys, getReports, handleReport } from './api';
import { useRowAction } from '../../components/useRowAction';
import styles from '../../components/AdminList.module.css';

const adminText = MSG.admin;
const tabs = [
  { id: 'open', label: adminText.openReports },
  { id: 'handled', label: adminText.handledReports },
] as const;

/** Abuse reports: open ones newest first, marked handled once dealt with. */
export function ReportsSection() {
  const banner = useBanner();
  const [tab, setTab] = useState<'open' | 'handled'>('open');
  const handled = tab === 'handled';
  const list = usePagedList({
    queryKey: adminKeys.reports(handled),
    fetchPage: (page, signal) => getReports(handled, page, signal),
    items: (page) => page.reports,
  });

  const { busy, run } = useRowAction({
    banner,
    queryKey: ['admin', 'reports'],
    failure: () => adminText.failure,
  });

  return (
    <AdminTabbedSection
      id="reports"
      title={adminText.reportsSection}
      banner={banner}
      tabs={tabs}
      tab={tab}
      onTab={setTab}
    >
      <AdminList list={list} empty={adminText.emptyReports}>
        {(report) => (
          <Card as="li" key={report._id} className={styles.item}>
            <div className={styles.itemTop}>
              <h3 className={styles.itemTitle}>
                <Link to={`/project/${report.project._id}`}>{report.project.title}</Link>
              </h3>
              <StatusBadge status={report.project.statut}>
                {statusLabel(report.project.statut)}
              </StatusBadge>
            </div>
            <p className={styles.meta}>
              {adminText.reportedBy(report.reporter.pseudo)} ·{' '}
              {adminText.reportedOn(formatDateTime(report.createdAt))}
            </p>
            <p className={styles.text}>{report.message}</p>
            {!report.handledAt && (
              <div className={styles.actions}>
                <Button
                  variant="secondary"
                  busy={busy === report._id}
                  busyLabel={adminText.handling}
                  disabled={busy !== null}
                  onClick={() =>
                    void run(report._id, () => handleReport(report._id), adminText.handled)
                  }
                >
                  {adminText.handle}
                </Button>
              </div>
            )}
          </Card>
        )}
      </AdminList>
    </AdminTabbedSection>
  );
}
