import { useState } from 'react';
import { MSG, formatDateTime, profileTypeLabel, type PendingProjectsReply } from '@kollabo/shared';
import { Banner, useBanner } from '../../components/Banner';
import { Button, LinkButton } from '../../components/Button';
import { Card } from '../../components/Card';
import { isApiError } from '../../lib/api';
import { usePagedList } from '../../lib/usePagedList';
import { AdminList } from '../../components/AdminList';
import { adminKeys, approveProject, getPendingProjects, rejectProject } from './api';
import { RejectDialog } from './RejectDialog';
import { useRowAction } from '../../components/useRowAction';
import styles from '../../components/AdminList.module.css';

const adminText = MSG.admin;
type Pending = PendingProjectsReply['projects'][number];

/** Publication requests waiting for a moderator: approve (publish) or reject with a reason. */
export function PendingProjectsSection() {
  const banner = useBanner();
  const [rejecting, setRejecting] = useState<Pending | null>(null);
  const list = usePagedList({
    queryKey: adminKeys.pending,
    fetchPage: (page, signal) => getPendingProjects(page, signal),
    items: (page) => page.projects,
  });

  const { busy, run } = useRowAction({
    banner,
    queryKey: adminKeys.pending,
    failure: (error) =>
      isApiError(error) && error.status === 409 ? adminText.alreadyHandled : adminText.failure,
  });
  // The reject dialog closes once the project is decided (approved, or rejected from it).
  const act = (id: string, action: () => Promise<unknown>, success: string) =>
    run(
      id,
      async () => {
        await action();
        setRejecting(null);
      },
      success,
    );

  return (
    <section aria-labelledby="admin-pending">
      <h2 id="admin-pending">{adminText.pendingSection}</h2>
      <Banner message={banner.message} onClear={banner.clear} />
      {list.firstPage?.moderation === 'auto' && <p className={styles.info}>{adminText.autoMode}</p>}
      <AdminList list={list} empty={adminText.emptyPending} skeletonLines={5}>
        {(item) => (
          <Card as="li" key={item.project._id} className={styles.item}>
            <div className={styles.itemTop}>
              <h3 className={styles.itemTitle}>{item.project.title}</h3>
              <span className={styles.meta}>
                {adminText.requestedOn(formatDateTime(item.project.dateCrea))}
              </span>
            </div>
            <p className={styles.meta}>{adminText.ownerLine(item.owner.pseudo)}</p>
            <p className={styles.text}>{item.project.description}</p>
            <ul className={styles.chips}>
              <li className={styles.chip}>{item.project.budget}</li>
              {item.project.profilSearch.map((profil) => (
                <li key={profil} className={styles.chip}>
                  {profileTypeLabel(profil)}
                </li>
              ))}
            </ul>
            <div className={styles.actions}>
              <Button
                busy={busy === item.project._id && !rejecting}
                busyLabel={adminText.approving}
                disabled={busy !== null}
                onClick={() =>
                  void act(
                    item.project._id,
                    () => approveProject(item.project._id),
                    adminText.approved,
                  )
                }
              >
                {adminText.approve}
              </Button>
              <Button variant="danger" disabled={busy !== null} onClick={() => setRejecting(item)}>
                {adminText.reject}
              </Button>
              <LinkButton to={`/project/${item.project._id}`} variant="ghost">
                {adminText.seeProject}
              </LinkButton>
            </div>
          </Card>
        )}
      </AdminList>
      <RejectDialog
        key={rejecting?.project._id ?? 'none'}
        title={rejecting?.project.title ?? null}
        busy={busy !== null}
        onCancel={() => setRejecting(null)}
        onReject={(reason) => {
          if (!rejecting) return;
          const idProject = rejecting.project._id;
          void act(idProject, () => rejectProject({ idProject, reason }), adminText.rejected);
        }}
      />
    </section>
  );
}
