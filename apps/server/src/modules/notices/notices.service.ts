import {
  REPORT_NOTICE_CATEGORY,
  noticeBody,
  noticeSnapshotSchema,
  type NoticeCategory,
  type QueuedNotice,
} from '@kollabo/shared';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import type { DbOrTx } from '../../db/client.js';
import { transaction } from '../../db/transaction.js';
import { hashIp } from '../../lib/secrets.js';
import type { SessionUser } from '../auth/session-user.js';
import { contestOf } from './decision-contest.js';
import { findTarget, type FoundTarget } from './notice-targets.js';
import { mailAcknowledgement } from './notice-mails.js';
import * as repo from './notices.repository.js';

// Notices (DSA art. 16): anyone, logged in or not, reports a content; the notice is kept with
// the content as it was, acknowledged by mail at once, and waits in the team's queue. Nothing
// here acts on the content: a decision of the team does (notice-decisions.service.ts), so many
// notices of one content never hide it by themselves, they are grouped in the queue.

/**
 * Notices per hour, per notifier address and per network address (each one mails). No limit
 * per content: a flood of notices about a content must not stop anyone else from reporting it.
 */
export const NOTICE_RATE = { perEmail: 5, perIp: 10 } as const;
const HOUR_MS = 60 * 60_000;

export async function submitNotice(
  ctx: AppContext,
  body: z.output<typeof noticeBody>,
  viewer: SessionUser | undefined,
  ip: string,
): Promise<{ noticeId: string }> {
  const target = await findTarget(ctx, ctx.db, body.target, viewer);
  await ctx.limiter.consume(
    `notice:ip:${hashIp(ip, ctx.config.jwtSecret)}`,
    NOTICE_RATE.perIp,
    HOUR_MS,
  );
  await ctx.limiter.consume(
    `notice:email:${body.email.toLowerCase()}`,
    NOTICE_RATE.perEmail,
    HOUR_MS,
  );
  const notice = await transaction(ctx.db, (tx) =>
    storeNotice(ctx, tx, target, {
      category: body.category,
      explanation: body.explanation,
      name: body.name,
      email: body.email,
      goodFaith: body.goodFaith,
      notifierId: viewer?.id ?? null,
      source: 'notice',
    }),
  );
  return { noticeId: notice.id };
}

interface NoticeInput {
  category: NoticeCategory;
  explanation: string;
  name: string;
  email: string;
  goodFaith: boolean;
  notifierId: string | null;
  source: 'notice' | 'report';
}

async function storeNotice(ctx: AppContext, tx: DbOrTx, target: FoundTarget, input: NoticeInput) {
  const notice = await repo.insertNotice(tx, {
    targetKind: target.kind,
    targetId: target.id,
    authorId: target.authorId,
    category: input.category,
    explanation: input.explanation,
    notifierName: input.name,
    notifierEmail: input.email,
    notifierId: input.notifierId,
    goodFaith: input.goodFaith,
    source: input.source,
    snapshot: target.snapshot,
  });
  await mailAcknowledgement(ctx, tx, {
    id: notice.id,
    name: input.name,
    email: input.email,
    label: target.snapshot.label,
    category: input.category,
  });
  return notice;
}

/**
 * The spec's reports (POST /report/project, POST /review/report) feed the same queue, as a
 * notice of the category they imply, in the report's transaction; the reporter is the notifier
 * and her message the explanation, acknowledged by mail through the outbox.
 */
export async function recordReport(
  ctx: AppContext,
  tx: DbOrTx,
  reporter: SessionUser,
  target: { kind: 'project' | 'review'; id: string },
  message: string,
): Promise<void> {
  const found = await findTarget(ctx, tx, target, reporter);
  await storeNotice(ctx, tx, found, {
    category: REPORT_NOTICE_CATEGORY,
    explanation: message,
    name: reporter.name || reporter.pseudo,
    email: reporter.email,
    // The spec's report forms ask for no statement of good faith.
    goodFaith: false,
    notifierId: reporter.id,
    source: 'report',
  });
}

// The team's queue.

export const NOTICE_QUEUE_PAGE = 20;

type QueueRow = Awaited<ReturnType<typeof repo.openQueue>>[number];

function presentQueued(row: QueueRow): QueuedNotice {
  const { notice, decision } = row;
  const contest = decision && contestOf(decision);
  return {
    _id: notice.id,
    target: { kind: notice.targetKind as QueuedNotice['target']['kind'], id: notice.targetId },
    category: notice.category as NoticeCategory,
    explanation: notice.explanation,
    notifierName: notice.notifierName,
    source: notice.source as 'notice' | 'report',
    createdAt: notice.createdAt.toISOString(),
    groupSize: Number(row.groupSize),
    snapshot: noticeSnapshotSchema.parse(notice.snapshot),
    decision: decision
      ? {
          _id: decision.id,
          action: decision.action as NonNullable<QueuedNotice['decision']>['action'],
          ground: decision.ground,
          explanation: decision.explanation,
          decidedAt: decision.createdAt.toISOString(),
          decidedBy: row.decidedByPseudo ?? '',
          contest: contest && { ...contest, decidedBy: row.contestDecidedByPseudo },
        }
      : null,
  };
}

export async function noticeQueue(
  ctx: AppContext,
  view: 'open' | 'contests' | 'history',
  page: number,
) {
  const list = { open: repo.openQueue, contests: repo.contestQueue, history: repo.decisionHistory }[
    view
  ];
  const rows = (await list(
    ctx.db,
    NOTICE_QUEUE_PAGE + 1,
    (page - 1) * NOTICE_QUEUE_PAGE,
  )) as QueueRow[];
  return {
    notices: rows.slice(0, NOTICE_QUEUE_PAGE).map(presentQueued),
    hasMore: rows.length > NOTICE_QUEUE_PAGE,
  };
}
