import { useState, type FormEvent } from 'react';
import {
  MSG,
  allowsPublication,
  approvalCompletes,
  collabIs,
  deliverableIs,
  formatCents,
  isHeld,
  type CollabReply,
} from '@kollabo/shared';
import { Badge, type BadgeTone } from '../../components/Badge';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { Input } from '../../components/Input';
import { Textarea } from '../../components/Textarea';
import { openScreenshot, publishDeliverable, publishScreenshot, reviewDeliverable } from './api';
import { ActionError } from '../../components/ActionError';
import styles from './Collab.module.css';
import { useAction } from '../../lib/useAction';
import type { CollabBanner, CollabSectionProps } from './sectionProps';

const collabText = MSG.collab;
type Deliverable = CollabReply['deliverables'][number];

const TONES: Record<Deliverable['status'], BadgeTone> = {
  pending: 'neutral',
  published: 'prePublish',
  changes: 'allocation',
  approved: 'publish',
};

/** The deliverables: the creator publishes, the owner approves or asks for a change. */
export function DeliverablesSection({ data, banner, onChanged }: CollabSectionProps) {
  // Nothing is published before the payment is held (unless the contract has no amount).
  const paid = !data.payment.required || allowsPublication(data.payment.status);
  return (
    <Card as="section" className={styles.section} aria-labelledby="collab-deliverables">
      <h2 id="collab-deliverables">{collabText.deliverablesTitle}</h2>
      {!paid && data.can.publish && (
        <p className={styles.notice}>{MSG.collabPayments.paymentFirst}</p>
      )}
      {!data.signed ? (
        <p className={styles.notice}>{collabText.deliverablesAfterSignature}</p>
      ) : (
        <ol className={styles.list}>
          {data.deliverables.map((d) => (
            <li key={d.index} className={styles.item} data-testid={`deliverable-${d.index}`}>
              <div className={styles.itemHead}>
                <span>
                  {d.index + 1}.{' '}
                  {collabText.deliverableSummary(
                    d.quantity,
                    d.format,
                    collabText.networks[d.network],
                  )}
                </span>
                <span>
                  {d.late && <Badge tone="allocation">{collabText.late}</Badge>}{' '}
                  <Badge tone={TONES[d.status]}>{collabText.deliverableStatuses[d.status]}</Badge>
                </span>
              </div>
              {d.link && (
                <a href={d.link} target="_blank" rel="noopener noreferrer nofollow">
                  {collabText.viewPublication}
                </a>
              )}
              {d.screenshotUrl && (
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  onClick={() => void openScreenshot(data.idOffer, d.index).catch(console.error)}
                >
                  {collabText.viewScreenshot}
                </Button>
              )}
              {deliverableIs.sentBack(d.status) && d.comment && (
                <p className={styles.notice}>{d.comment}</p>
              )}
              {data.can.publish && paid && deliverableIs.publishable(d.status) && (
                <PublishForm idOffer={data.idOffer} item={d} banner={banner} onDone={onChanged} />
              )}
              {data.can.reviewDeliverables && deliverableIs.awaitingReview(d.status) && (
                <ReviewActions
                  idOffer={data.idOffer}
                  item={d}
                  banner={banner}
                  onDone={onChanged}
                  release={releaseOf(data, d.index)}
                />
              )}
            </li>
          ))}
        </ol>
      )}
      {collabIs.completed(data.status) && <p className={styles.audit}>✓ {collabText.completed}</p>}
    </Card>
  );
}

interface ItemProps {
  idOffer: string;
  item: Deliverable;
  banner: CollabBanner;
  onDone: () => void;
}

/** What approving this deliverable pays out: the held amount and its creator, or null. */
function releaseOf(data: CollabReply, index: number) {
  if (!isHeld(data.payment.status) || !approvalCompletes(data.deliverables, index)) return null;
  return { amountCents: data.payment.amountCents, name: data.author.name || data.author.pseudo };
}

function PublishForm({ idOffer, item, banner, onDone }: ItemProps) {
  const [link, setLink] = useState(item.link ?? '');
  const [file, setFile] = useState<File | null>(null);
  const [labelled, setLabelled] = useState(false);
  const { busy, error, run } = useAction();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    await run(async () => {
      if (item.story && file) await publishScreenshot(idOffer, item.index, file, labelled);
      else await publishDeliverable({ idOffer, index: item.index, link, labelled });
      banner.success(collabText.published);
      onDone();
    });
  };
  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      {item.story ? (
        // A story is gone after a day: its proof is a screenshot, not a public link.
        <Input
          label={collabText.screenshot}
          hint={collabText.screenshotHint}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          error={error ?? undefined}
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
        />
      ) : (
        <Input
          label={collabText.link}
          hint={collabText.linkHint}
          type="url"
          value={link}
          maxLength={500}
          error={error ?? undefined}
          onChange={(event) => setLink(event.target.value)}
        />
      )}
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={labelled}
          onChange={(event) => setLabelled(event.target.checked)}
        />
        <span>{collabText.labelled}</span>
      </label>
      <div className={styles.actions}>
        <Button
          type="submit"
          busy={busy}
          disabled={!labelled || (item.story ? !file : !link.trim())}
        >
          {collabText.markPublished}
        </Button>
      </div>
    </form>
  );
}

function ReviewActions({
  idOffer,
  item,
  banner,
  onDone,
  release,
}: ItemProps & { release: ReturnType<typeof releaseOf> }) {
  const [asking, setAsking] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [comment, setComment] = useState('');
  const { busy, error, run } = useAction();
  const decide = async (decision: 'approve' | 'change') => {
    await run(async () => {
      await reviewDeliverable({
        idOffer,
        index: item.index,
        decision,
        comment: decision === 'change' ? comment : undefined,
      });
      banner.success(decision === 'approve' ? collabText.approved : collabText.changeRequested);
      onDone();
    });
  };
  return (
    <div className={styles.form}>
      {asking && (
        <Textarea
          label={collabText.changeComment}
          value={comment}
          maxLength={1000}
          rows={3}
          onChange={(event) => setComment(event.target.value)}
        />
      )}
      <ActionError error={error} />
      <div className={styles.actions}>
        {asking ? (
          <>
            <Button
              type="button"
              busy={busy}
              disabled={!comment.trim()}
              onClick={() => void decide('change')}
            >
              {collabText.sendChange}
            </Button>
            <Button type="button" variant="ghost" onClick={() => setAsking(false)}>
              {collabText.cancel}
            </Button>
          </>
        ) : (
          <>
            <Button
              type="button"
              busy={busy}
              onClick={() => (release ? setConfirming(true) : void decide('approve'))}
            >
              {collabText.approve}
            </Button>
            <Button type="button" variant="secondary" onClick={() => setAsking(true)}>
              {collabText.requestChange}
            </Button>
          </>
        )}
      </div>
      {release && (
        <ConfirmDialog
          open={confirming}
          title={collabText.approveAndPayTitle}
          message={
            <>
              {collabText.approveAndPay(formatCents(release.amountCents), release.name)}{' '}
              {collabText.approveAndPayHint}
            </>
          }
          confirmLabel={collabText.approveAndPayTitle}
          busy={busy}
          onCancel={() => setConfirming(false)}
          onConfirm={() => void decide('approve').finally(() => setConfirming(false))}
        />
      )}
    </div>
  );
}
