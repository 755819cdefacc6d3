import {
  contestDeadline,
  noticeSnapshotSchema,
  type DecideBody,
  type DecideContestBody,
  type DecisionView,
  type NoticeAction,
} from '@kollabo/shared';
import type { AppContext } from '../../context.js';
import type { DbOrTx } from '../../db/client.js';
import { afterCommit, transaction } from '../../db/transaction.js';
import { AppError } from '../../lib/app-error.js';
import type { SessionUser } from '../auth/session-user.js';
import { forgetProject } from '../projects/project-detail-cache.js';
import { contestOf } from './decision-contest.js';
import { applyAction, restoreState, type PreviousState } from './notice-targets.js';
import {
  mailContestOutcome,
  mailOutcome,
  mailStatementOfReasons,
  type DecisionFacts,
} from './notice-mails.js';
import { canContest, canDecideContest, canSeeDecision } from './notices.policy.js';
import * as repo from './notices.repository.js';

// The team's decisions on notices (DSA art. 17) and their contest (art. 20). A decision is one
// transaction: the content's state, the decision with its statement of reasons, the notices it
// closes, and the mails to the author and the notifiers (address outbox) commit together.

const decisionNotFound = () => new AppError('decision_not_found');

/** Answers of the content's pages cached on this instance go as soon as the decision commits. */
function forgetContent(ctx: AppContext, kind: string, targetId: string, authorId: string | null) {
  if (kind === 'project') forgetProject(ctx, targetId);
  // The profile page, its session and every cached read of the author (user-changes.ts).
  if (authorId) void ctx.userChanges.publish(authorId);
}

async function labelOf(db: DbOrTx, noticeId: string): Promise<string> {
  const parsed = noticeSnapshotSchema.safeParse(await repo.snapshotOfNotice(db, noticeId));
  return parsed.success ? parsed.data.label : '';
}

export async function decide(
  ctx: AppContext,
  admin: SessionUser,
  body: Required<DecideBody>,
): Promise<{ decisionId: string }> {
  return transaction(ctx.db, async (tx) => {
    const notice = await repo.lockNotice(tx, body.noticeId);
    if (!notice) throw new AppError('notice_not_found');
    if (notice.decisionId) throw new AppError('already_handled');
    const kind = notice.targetKind as repo.ContentKind;
    // A private message is seen by its two parties only: there is nothing narrower to restrict.
    if (kind === 'message' && body.action === 'restrict') {
      throw new AppError('notice_action_not_applicable');
    }
    const action = body.action as NoticeAction;
    const previous = await applyAction(tx, kind, notice.targetId, notice.authorId, action);
    const decision = await repo.insertDecision(tx, {
      noticeId: notice.id,
      targetKind: kind,
      targetId: notice.targetId,
      authorId: notice.authorId,
      action,
      ground: body.ground,
      explanation: body.explanation,
      decidedBy: admin.id,
      previous,
    });
    const notifiers = await repo.closeGroup(tx, kind, notice.targetId, decision.id);
    const facts: DecisionFacts = {
      id: decision.id,
      action,
      label: noticeSnapshotSchema.parse(notice.snapshot).label,
      ground: body.ground,
      explanation: body.explanation,
      decidedAt: decision.createdAt,
    };
    const author = notice.authorId ? await repo.findAccount(tx, notice.authorId) : undefined;
    // DSA art. 17: a statement of reasons for every restriction (keeping the content restricts nothing).
    if (author && action !== 'keep') await mailStatementOfReasons(ctx, tx, author, facts);
    for (const notifier of notifiers) {
      await mailOutcome(ctx, tx, { noticeId: notifier.id, ...notifier }, facts);
    }
    afterCommit(tx, () => forgetContent(ctx, kind, notice.targetId, notice.authorId));
    return { decisionId: decision.id };
  });
}

/** The decision as its author reads it on the contest page. */
export async function decisionView(
  ctx: AppContext,
  viewer: SessionUser,
  id: string,
): Promise<DecisionView> {
  const decision = await repo.findDecision(ctx.db, id);
  if (!decision || !canSeeDecision(viewer, decision)) throw decisionNotFound();
  const deadline = contestDeadline(decision.createdAt);
  const contest = contestOf(decision);
  return {
    _id: decision.id,
    action: decision.action as NoticeAction,
    target: {
      kind: decision.targetKind as DecisionView['target']['kind'],
      label: await labelOf(ctx.db, decision.noticeId),
    },
    ground: decision.ground,
    explanation: decision.explanation,
    decidedAt: decision.createdAt.toISOString(),
    contestUntil: deadline.toISOString(),
    contest: contest && {
      ...contest,
      decidedAt: decision.contestDecidedAt?.toISOString() ?? null,
    },
    canContest:
      canContest(viewer, decision) && !decision.contestedAt && Date.now() <= deadline.getTime(),
  };
}

/** DSA art. 20: the author contests once, within six months of the decision. */
export async function contest(
  ctx: AppContext,
  viewer: SessionUser,
  body: { decisionId: string; explanation: string },
): Promise<void> {
  await transaction(ctx.db, async (tx) => {
    const decision = await repo.findDecision(tx, body.decisionId, true);
    if (!decision || !canContest(viewer, decision)) throw decisionNotFound();
    if (decision.contestedAt) throw new AppError('contest_exists');
    if (Date.now() > contestDeadline(decision.createdAt).getTime()) {
      throw new AppError('contest_closed');
    }
    await repo.updateDecision(tx, decision.id, {
      contestExplanation: body.explanation,
      contestedAt: new Date(),
    });
  });
}

/**
 * DSA art. 20 §4 and §6: another team member decides the contest; a reversal puts the content
 * and the account back as they were, and both parties hear the outcome, in one transaction.
 */
export async function decideContest(
  ctx: AppContext,
  admin: SessionUser,
  body: Required<DecideContestBody>,
): Promise<void> {
  await transaction(ctx.db, async (tx) => {
    const decision = await repo.findDecision(tx, body.decisionId, true);
    if (!decision?.contestedAt) throw decisionNotFound();
    if (decision.contestOutcome) throw new AppError('already_handled');
    if (!canDecideContest(admin, decision)) throw new AppError('contest_same_admin');
    const kind = decision.targetKind as repo.ContentKind;
    const reversed = body.outcome === 'reversed';
    if (reversed) {
      await restoreState(
        tx,
        kind,
        decision.targetId,
        decision.authorId,
        decision.action as NoticeAction,
        decision.previous as PreviousState,
      );
    }
    await repo.updateDecision(tx, decision.id, {
      contestOutcome: body.outcome,
      contestReasons: body.explanation,
      contestDecidedBy: admin.id,
      contestDecidedAt: new Date(),
    });
    const label = await labelOf(tx, decision.noticeId);
    const outcome = { label, reversed, explanation: body.explanation };
    const author = decision.authorId ? await repo.findAccount(tx, decision.authorId) : undefined;
    if (author) {
      await mailContestOutcome(
        ctx,
        tx,
        { key: `${decision.id}:author`, name: author.pseudo, email: author.email },
        outcome,
      );
    }
    for (const notifier of await repo.notifiersOf(tx, decision.id)) {
      await mailContestOutcome(
        ctx,
        tx,
        { key: `${decision.id}:${notifier.id}`, ...notifier },
        outcome,
      );
    }
    afterCommit(tx, () => forgetContent(ctx, kind, decision.targetId, decision.authorId));
  });
}
