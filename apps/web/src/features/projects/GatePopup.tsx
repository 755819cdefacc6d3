import { MSG } from '@kollabo/shared';
import { Button, LinkButton } from '../../components/Button';
import { Modal } from '../../components/Modal';
import { failedWith } from '../../lib/api';

/** Which credits popup to show: no active pack, or a pack without credit left. */
export type GateKind = 'subscription' | 'credit';

/** "Pack requis !" / "Vous n'avez plus de crédit", both with Voir les packs. */
export function GatePopup({ kind, onClose }: { kind: GateKind | null; onClose: () => void }) {
  const subscription = kind === 'subscription';
  return (
    <Modal
      open={kind !== null}
      onClose={onClose}
      title={subscription ? MSG.projects.subscriptionRequired : MSG.projects.noCredit}
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            {MSG.ui.close}
          </Button>
          <LinkButton to="/subscription">{MSG.projects.seePacks}</LinkButton>
        </>
      }
    >
      <p>{subscription ? MSG.projects.subscriptionRequiredText : MSG.projects.noCreditText}</p>
    </Modal>
  );
}

/** The gate popup a server refusal asks for (402 subscription_required / no_credit). */
export function gateFromError(error: unknown): GateKind | null {
  if (failedWith(error, 'subscription_required')) return 'subscription';
  if (failedWith(error, 'no_credit')) return 'credit';
  return null;
}
