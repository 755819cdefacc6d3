import { MSG, formatDateTime } from '@kollabo/shared';
import { Banner, useBanner } from '../../components/Banner';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { usePagedList } from '../../lib/usePagedList';
import { AdminList } from '../../components/AdminList';
import styles from '../../components/AdminList.module.css';
import { useRowAction } from '../../components/useRowAction';
import { getFailedMails, notificationKeys, retryMail } from './api';

const T = MSG.adminMails;

/** /admin/emails: notification mails that failed for good, and "Relancer" once fixed. */
export function FailedMailsSection() {
  const banner = useBanner();
  const list = usePagedList({
    queryKey: notificationKeys.failedMails,
    fetchPage: (page, signal) => getFailedMails(page, signal),
    items: (page) => page.mails,
  });

  const { busy, run } = useRowAction({
    banner,
    queryKey: notificationKeys.failedMails,
    failure: () => MSG.admin.failure,
  });

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
                onClick={() => void run(mail._id, () => retryMail(mail._id), T.retried)}
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
