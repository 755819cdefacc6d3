import { useEffect, useRef, useState } from 'react';
import { DURATIONS, MSG, projectIs, type ProjectStatus, pagePath } from '@kollabo/shared';
import type { useBanner } from '../../components/Banner';
import { Button, LinkButton } from '../../components/Button';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { endSelection } from './api';
import styles from './Detail.module.css';

const projectDetailText = MSG.projectDetail;

export interface OwnerActionsProps {
  projectId: string;
  /** Terminer is offered (the detail's can.endSelection: the owner, from publish or close). */
  canEnd: boolean;
  banner: ReturnType<typeof useBanner>;
  /** Reloads the project; resolves with the status read back. */
  reload: () => Promise<ProjectStatus | undefined>;
}

/** Owner: Modifier le projet, and Terminer (publish or close) with its confirmation. */
export function OwnerActions({ projectId, canEnd, banner, reload }: OwnerActionsProps) {
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const fallback = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(fallback.current), []);

  const end = async () => {
    setBusy(true);
    try {
      await endSelection(projectId);
      setConfirming(false);
      banner.success(projectDetailText.endSuccess);
      const reloaded = reload();
      // Spec: if the status is still not attribute 1.5 s later, say so.
      fallback.current = window.setTimeout(() => {
        void reloaded.then((current) => {
          if (!current || !projectIs.attributed(current))
            banner.error(projectDetailText.endFallback);
        });
      }, DURATIONS.endSelectionFallbackMs);
    } catch {
      setConfirming(false);
      banner.error(projectDetailText.endFailure);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.actions}>
      <LinkButton to={pagePath('/edit-project/:id', { id: projectId })} variant="secondary">
        {projectDetailText.edit}
      </LinkButton>
      {canEnd && <Button onClick={() => setConfirming(true)}>{projectDetailText.end}</Button>}
      <ConfirmDialog
        open={confirming}
        message={projectDetailText.confirmEnd}
        busy={busy}
        busyLabel={projectDetailText.ending}
        onConfirm={() => void end()}
        onCancel={() => setConfirming(false)}
      />
    </div>
  );
}
