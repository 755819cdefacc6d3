import { randomUUID } from 'node:crypto';
import { collabApi, endpointUrl, deliverableIs, isStoryFormat } from '@kollabo/shared';
import type { DeliverableStatus } from '@kollabo/shared';
import type { AppContext } from '../../context.js';
import { transaction } from '../../db/transaction.js';
import { AppError } from '../../lib/app-error.js';
import type { SessionUser } from '../auth/session-user.js';
import * as repo from './collab.repository.js';
import { collabExtensions } from './collab-extensions.js';
import { limitWrite } from './collab-limits.js';
import { notifyOther, requireParty } from './collab-party.js';
import { canPublishDeliverables, canReviewDeliverables } from './collab.policy.js';
import { changeCollabState } from './collab-state.service.js';
import { termsOf } from './contract-versions.js';
import { checkDeliverableLink } from './deliverable-link.js';

// The deliverables of the version in force: the creator publishes each one (a link, or a
// screenshot for a story, with the advertising mention), the owner approves it or asks for a
// change; the last approval completes the collaboration and releases the payment.

/** PATCH /collab/deliverable (author): published, with its link and the advertising mention. */
export async function publishDeliverable(
  ctx: AppContext,
  viewer: SessionUser,
  body: { idOffer: string; index: number; link: string; labelled: boolean },
  screenshot?: { bytes: Buffer; kind: 'jpg' | 'png' | 'webp' },
) {
  const { payment } = collabExtensions();
  return transaction(ctx.db, async (tx) => {
    const party = await requireParty(ctx, tx, viewer, body.idOffer, true);
    if (!canPublishDeliverables(party.role)) throw new AppError('collab_author_only');
    if (!party.collab.signedAt) throw new AppError('not_signed_yet');
    const row = await repo.findDeliverable(tx, body.idOffer, body.index);
    const version = await repo.findVersion(
      tx,
      body.idOffer,
      party.collab.signedVersion ?? party.collab.version,
    );
    const term = version ? termsOf(version.terms).deliverables[body.index] : undefined;
    if (!row || !term || !version) throw new AppError('deliverable_not_found');
    if (!deliverableIs.publishable(row.status as DeliverableStatus)) {
      throw new AppError('deliverable_state');
    }
    await payment.assertPublicationAllowed(tx, body.idOffer, termsOf(version.terms));
    if (!body.labelled) throw new AppError('deliverable_label_required', { field: 'labelled' });
    // A story is gone after a day: its proof is a screenshot, not a link.
    const story = isStoryFormat(term.format);
    if (story && !screenshot) {
      throw new AppError('deliverable_screenshot_required', { field: 'link' });
    }
    if (!story && screenshot) throw new AppError('deliverable_link_invalid', { field: 'link' });
    const link = screenshot ? null : checkDeliverableLink(term.network, body.link);
    if (!screenshot && !link) throw new AppError('deliverable_link_invalid', { field: 'link' });
    await limitWrite(ctx, 'deliverable', viewer.id, `${body.idOffer}:${body.index}`);
    const key = screenshot
      ? await ctx.storage.put('collab', screenshot.kind, screenshot.bytes)
      : null;
    const { deliverables } = await changeCollabState(tx, party.collab, {
      kind: 'deliverable',
      index: body.index,
      to: 'published',
      fields: { link, screenshot: key, labelled: true, publishedAt: new Date() },
      event: { actorId: viewer.id, type: 'published', detail: { n: body.index + 1 } },
    });
    await payment.afterDeliverableChange(ctx, tx, body.idOffer, deliverables, false);
    await notifyOther(ctx, tx, party, 'deliverable_published', randomUUID());
    return { ok: true as const };
  });
}

/** Where the parties see a story's screenshot (GET /collab/deliverable/screenshot). */
export const screenshotUrl = (offerId: string, index: number) =>
  endpointUrl(collabApi.screenshot, { query: { id: offerId, index } });

/** GET /collab/deliverable/screenshot: a story's screenshot, to the two parties only. */
export async function deliverableScreenshot(
  ctx: AppContext,
  viewer: SessionUser,
  offerId: string,
  index: number,
): Promise<{ bytes: Buffer; ext: string }> {
  await requireParty(ctx, ctx.db, viewer, offerId);
  const row = (await repo.listDeliverables(ctx.db, offerId)).find((d) => d.index === index);
  const bytes = row?.screenshot ? await ctx.storage.read(row.screenshot) : undefined;
  if (!row?.screenshot || !bytes) throw new AppError('deliverable_not_found');
  return { bytes, ext: row.screenshot.split('.').pop() ?? 'jpg' };
}

/** PATCH /collab/deliverable/review (owner): approve, or ask for a change with a comment. */
export async function reviewDeliverable(
  ctx: AppContext,
  viewer: SessionUser,
  body: { idOffer: string; index: number; decision: 'approve' | 'change'; comment?: string },
) {
  const { payment } = collabExtensions();
  const result = await transaction(ctx.db, async (tx) => {
    const party = await requireParty(ctx, tx, viewer, body.idOffer, true);
    if (!canReviewDeliverables(party.role)) throw new AppError('collab_owner_only');
    if (!party.collab.signedAt) throw new AppError('not_signed_yet');
    const row = await repo.findDeliverable(tx, body.idOffer, body.index);
    if (!row) throw new AppError('deliverable_not_found');
    if (!deliverableIs.awaitingReview(row.status as DeliverableStatus)) {
      throw new AppError('deliverable_state');
    }
    const comment = body.comment?.trim() ?? '';
    if (body.decision === 'change' && (comment.length === 0 || comment.length > 1000)) {
      throw new AppError('change_comment_required', { field: 'comment' });
    }
    await limitWrite(ctx, 'deliverable', viewer.id, `${body.idOffer}:${body.index}`);
    const approve = body.decision === 'approve';
    const { to, deliverables } = await changeCollabState(tx, party.collab, {
      kind: 'deliverable',
      index: body.index,
      to: approve ? 'approved' : 'changes',
      fields: { comment: approve ? null : comment, reviewedAt: new Date() },
      event: {
        actorId: viewer.id,
        type: approve ? 'approved' : 'changes',
        detail: { n: body.index + 1 },
      },
    });
    await notifyOther(
      ctx,
      tx,
      party,
      approve ? 'deliverable_approved' : 'deliverable_changes_requested',
      randomUUID(),
    );
    const completed = to === 'completed';
    await payment.afterDeliverableChange(ctx, tx, body.idOffer, deliverables, completed);
    return { ok: true as const, completed };
  });
  if (result.completed) await payment.moveReleasedMoney(ctx, body.idOffer);
  return result;
}
