import { useState } from 'react';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { MSG, formatDateTime, noticeCategoryLabel, type QueuedNotice } from '@kollabo/shared';
import { useBanner } from '../../components/Banner';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { AdminList } from '../../components/AdminList';
import { AdminTabbedSection } from '../../components/AdminTabbedSection';
import { usePagedList } from '../../lib/usePagedList';
import { getNoticeQueue, noticeKeys } from '../notices/api';
import { ContestDecideForm } from './ContestDecideForm';
import { NoticeDecideForm } from './NoticeDecideForm';
import styles from '../../components/AdminList.module.css';

const adminNoticesText = MSG.adminNotices;
type View = 'open' | 'contests' | 'history';
const tabs = (['open', 'contests', 'history'] as const).map((id) => ({
  id,
  label: adminNoticesText.tabs[id],
}));

/**
 * The team's notice queue (DSA art. 16, 17, 20): open notices oldest first, one per content with
 * the number of notices it received, the content as reported; contests; the history.
 */
export function NoticesSection() {
  const queryClient = useQueryClient();
  const banner = useBanner();
  const [view, setView] = useState<View>('open');
  const [deciding, setDeciding] = useState<string | null>(null);
  const list = usePagedList({
    queryKey: noticeKeys.queue(view),
    fetchPage: (page, signal) => getNoticeQueue(view, page, signal),
    items: (page) => page.notices,
  });
  const done = (text: string) => {
    setDeciding(null);
    banner.success(text);
    void queryClient.invalidateQueries({ queryKey: ['admin', 'notices'] });
  };

  return (
    <AdminTabbedSection
      id="notices"
      title={adminNoticesText.title}
      banner={banner}
      tabs={tabs}
      tab={view}
      onTab={setView}
    >
      <p className={styles.info}>{adminNoticesText.legalNote}</p>
      <AdminList list={list} empty={adminNoticesText.empty[view]}>
        {(notice) => (
          <Card as="li" key={notice._id} className={styles.item} data-testid="notice">
            <NoticeSummary notice={notice} />
            {view === 'open' &&
              (deciding === notice._id ? (
                <NoticeDecideForm
                  noticeId={notice._id}
                  onDone={() => done(adminNoticesText.decided)}
                  onCancel={() => setDeciding(null)}
                  onError={banner.error}
                />
              ) : (
                <div className={styles.actions}>
                  <Button variant="secondary" onClick={() => setDeciding(notice._id)}>
                    {adminNoticesText.decide}
                  </Button>
                </div>
              ))}
            {view === 'contests' && notice.decision && (
              <ContestDecideForm
                decisionId={notice.decision._id}
                onDone={() => done(adminNoticesText.contestDecided)}
                onError={banner.error}
              />
            )}
          </Card>
        )}
      </AdminList>
    </AdminTabbedSection>
  );
}

function NoticeSummary({ notice }: { notice: QueuedNotice }) {
  const { snapshot, decision } = notice;
  const contest = decision?.contest;
  return (
    <>
      <div className={styles.itemTop}>
        <h3 className={styles.itemTitle}>
          {snapshot.path ? <Link to={snapshot.path}>{snapshot.label}</Link> : snapshot.label}
        </h3>
        <span className={styles.chip}>{noticeCategoryLabel(notice.category)}</span>
      </div>
      <p className={styles.meta}>
        {adminNoticesText.receivedOn(formatDateTime(notice.createdAt))} ·{' '}
        {notice.source === 'report'
          ? adminNoticesText.fromReport
          : adminNoticesText.from(notice.notifierName)}
        {notice.groupSize > 1 && <> · {adminNoticesText.group(notice.groupSize)}</>}
      </p>
      <p className={styles.text}>{notice.explanation}</p>
      <details>
        <summary>{adminNoticesText.asReported}</summary>
        <p className={styles.text}>{snapshot.text}</p>
      </details>
      {decision && (
        <p className={styles.meta}>
          <strong>{MSG.notices.actions[decision.action]}</strong> —{' '}
          {adminNoticesText.decidedOn(formatDateTime(decision.decidedAt), decision.decidedBy)} ·{' '}
          {decision.ground}
        </p>
      )}
      {contest && (
        <>
          <p className={styles.meta}>
            {adminNoticesText.contestFrom(formatDateTime(contest.createdAt))}
          </p>
          <p className={styles.text}>{contest.explanation}</p>
          {contest.outcome && (
            <p className={styles.meta}>
              <strong>{adminNoticesText.outcomeShown[contest.outcome]}</strong>
              {contest.decidedBy && <> · {adminNoticesText.contestDecidedBy(contest.decidedBy)}</>}
            </p>
          )}
        </>
      )}
    </>
  );
}
