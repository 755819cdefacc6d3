import { useId, type ReactNode } from 'react';
import { MSG } from '@kollabo/shared';
import { Button } from './Button';
import { Modal } from './Modal';

export interface ConfirmDialogProps {
  open: boolean;
  /** The spec's confirmation sentence, e.g. MSG.common.logoutConfirm. */
  message: ReactNode;
  title?: ReactNode;
  onConfirm: () => void;
  onCancel: () => void;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Shows the busy label on the confirm button while the action runs. */
  busy?: boolean;
  busyLabel?: string;
  danger?: boolean;
}

export function ConfirmDialog({
  open,
  message,
  title = MSG.ui.confirm,
  onConfirm,
  onCancel,
  confirmLabel = MSG.ui.confirm,
  cancelLabel = MSG.ui.cancel,
  busy = false,
  busyLabel,
  danger = false,
}: ConfirmDialogProps) {
  const messageId = useId();
  return (
    <Modal
      open={open}
      onClose={onCancel}
      title={title}
      role="alertdialog"
      describedBy={messageId}
      footer={
        <>
          <Button variant="ghost" onClick={onCancel} disabled={busy}>
            {cancelLabel}
          </Button>
          <Button
            variant={danger ? 'danger' : 'primary'}
            onClick={onConfirm}
            busy={busy}
            busyLabel={busyLabel}
          >
            {confirmLabel}
          </Button>
        </>
      }
    >
      <p id={messageId}>{message}</p>
    </Modal>
  );
}
