import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { userTrace } from './users.js';
import { timestamptz, idColumn, createdAt } from './columns.js';

// Notice and action (DSA art. 16, 17, 20): the notices received, and the team's decisions with
// their contest. A content's moderation state itself lives on the content's row (`moderation`
// of projects, users, reviews, messages): the public reads filter on it.

export const notices = pgTable(
  'notices',
  {
    id: idColumn(),
    /** project, profile, review or message (NOTICE_TARGET_KINDS). */
    targetKind: text('target_kind').notNull(),
    /** The content's id (a profile: its user's id). */
    targetId: uuid('target_id').notNull(),
    /** The content's author, who receives the statement of reasons. */
    authorId: userTrace('author_id'),
    category: text('category').notNull(),
    explanation: text('explanation').notNull(),
    notifierName: text('notifier_name').notNull(),
    notifierEmail: text('notifier_email').notNull(),
    notifierId: userTrace('notifier_id'),
    goodFaith: boolean('good_faith').notNull(),
    /** notice (POST /notice) or report (the spec's POST /report/project). */
    source: text('source').notNull().default('notice'),
    /** The content as reported (label, text, author), kept whatever happens to it later. */
    snapshot: jsonb('snapshot').notNull(),
    /** The decision that closed it (every open notice of the same content closes with it). */
    decisionId: uuid('decision_id'),
    createdAt: createdAt(),
  },
  (t) => [
    // The queue: open notices by age, grouped by content.
    index('notices_open_idx')
      .on(t.createdAt)
      .where(sql`${t.decisionId} is null`),
    index('notices_target_idx').on(t.targetKind, t.targetId),
    index('notices_decision_idx').on(t.decisionId),
  ],
);

export const noticeDecisions = pgTable(
  'notice_decisions',
  {
    id: idColumn(),
    noticeId: uuid('notice_id')
      .notNull()
      .references(() => notices.id, { onDelete: 'cascade' }),
    targetKind: text('target_kind').notNull(),
    targetId: uuid('target_id').notNull(),
    authorId: userTrace('author_id'),
    /** keep, remove, restrict, suspend */
    action: text('action').notNull(),
    ground: text('ground').notNull(),
    explanation: text('explanation').notNull(),
    decidedBy: userTrace('decided_by'),
    /** What the content's (and, on suspension, the account's) state was before: a reversal puts it back. */
    previous: jsonb('previous').notNull(),
    createdAt: createdAt(),
    contestExplanation: text('contest_explanation'),
    contestedAt: timestamptz('contested_at'),
    /** upheld or reversed, once another team member decided the contest. */
    contestOutcome: text('contest_outcome'),
    contestReasons: text('contest_reasons'),
    contestDecidedBy: userTrace('contest_decided_by'),
    contestDecidedAt: timestamptz('contest_decided_at'),
  },
  (t) => [
    index('notice_decisions_created_idx').on(t.createdAt.desc()),
    index('notice_decisions_contest_idx')
      .on(t.contestedAt)
      .where(sql`${t.contestedAt} is not null and ${t.contestOutcome} is null`),
  ],
);
