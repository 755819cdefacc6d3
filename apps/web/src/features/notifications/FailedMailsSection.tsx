import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { MSG, formatDateTime } from '@kollabo/shared';
import { Banner, useBanner } from '../../components/Banner';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { usePagedList } from '../../lib/usePagedList';
import { AdminList } from '../../components/AdminList';
import styles from '../../components/AdminList.module.css';
import { getFailedMails, notificationKeys, retryMail } from './api';

const T = MSG.adminMails;

/** /admin/emails: notification mails that failed for good, and "Relancer" once fixed. */
export function FailedMailsSection() {
  const queryClient = useQueryClient();
  const banner = useBanner();
  const [busy, setBusy] = useState<string | null>(null);
  const list = usePagedList({
    queryKey: notificationKeys.failedMails,
    fetchPage: (page, signal) => getFailedMails(page, signal),
    items: (page) => page.mails,
  });

  const retry = async (id: string) => {
    setBusy(id);
    try {
      await retryMail(id);
      banner.success(T.retried);
    } catch {
      banner.error(MSG.admin.failure);
    } finally {
      setBusy(null);
      void queryClient.invalidateQueries({ queryKey: notificationKeys.failedMails });
    }
  };

  return (
    <section aria-labelledby="admin-mails">
      <h2 id="admin-mails">{T.title}</h2>
      <p>{T.intro}</p>
      <Banner message={banner.message} onClear={banner.clear} />
      <AdminList list={list} empty={T.empty}>
        {(mail) => (
          <Card as="li" key={mail._id} className={styles.item}>
            <div className={styles.itemTop}>
              <h3 className={styles.itemTitle}>{mail.subject}</h3>
            </div>
            <p className={styles.meta}>
              {T.to(mail.to)} · {T.attempts(mail.attempts)} ·{' '}
              {T.createdOn(formatDateTime(mail.createdAt))}
            </p>
            {mail.lastError && <p className={styles.text}>{T.lastError(mail.lastError)}</p>}
            <div className={styles.actions}>
              <Button
                variant="secondary"
                busy={busy === mail._id}
                disabled={busy !== null}
                onClick={() => void retry(mail._id)}
              >
                {T.retry}
              </Button>
            </div>
          </Card>
        )}
      </AdminList>
    </section>
  );
}
