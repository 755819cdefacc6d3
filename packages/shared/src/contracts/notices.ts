import { z } from 'zod';
import { endpoint } from '../endpoint.js';
import { MSG } from '../messages.js';
import { emailSchema, okSchema } from './common.js';

// Notice and action under the DSA (règlement (UE) 2022/2065): anyone reports a content (art. 16),
// the team decides with a statement of reasons to its author (art. 17), the author may contest
// within six months and another team member decides (art. 20).

/** The categories of illegal or prohibited content a notice names: one list, in the OpenAPI document. */
export const NOTICE_CATEGORIES = [
  'hate',
  'harassment',
  'fraud',
  'counterfeit',
  'personal_data',
  'minors',
  'illegal_products',
  'hidden_advertising',
  'fake_reviews',
  'impersonation',
  'terms_violation',
] as const;
export type NoticeCategory = (typeof NOTICE_CATEGORIES)[number];

/** The spec's project report (POST /report/project) is a notice of this category. */
export const REPORT_NOTICE_CATEGORY: NoticeCategory = 'terms_violation';

export const NOTICE_TARGET_KINDS = ['project', 'profile', 'review', 'message'] as const;
export type NoticeTargetKind = (typeof NOTICE_TARGET_KINDS)[number];

export const NOTICE_ACTIONS = ['keep', 'remove', 'restrict', 'suspend'] as const;
export type NoticeAction = (typeof NOTICE_ACTIONS)[number];

export const NOTICE_LIMITS = {
  explanationMin: 10,
  explanationMax: 5000,
  nameMax: 120,
  groundMin: 3,
  groundMax: 300,
  /** DSA art. 20 §1: a decision may be contested during at least six months. */
  contestMonths: 6,
} as const;

/** The last day a decision may be contested: six months after it (DSA art. 20 §1). */
export function contestDeadline(decidedAt: Date | string): Date {
  const deadline = new Date(decidedAt);
  deadline.setUTCMonth(deadline.getUTCMonth() + NOTICE_LIMITS.contestMonths);
  return deadline;
}

export const noticeCategoryLabel = (category: NoticeCategory) => MSG.notices.categories[category];

/** The grounds the team cites most; the form also takes any other law or clause. */
export const NOTICE_GROUNDS = [
  'Conditions d’utilisation de Kollabo, article 8 « Règles de conduite »',
  'Conditions d’utilisation de Kollabo, article 9 « Contenus et propriété intellectuelle »',
  'Article 6 de la loi n° 2004-575 du 21 juin 2004 (LCEN), contenu manifestement illicite',
  'Article L121-1 du code de la consommation (pratique commerciale trompeuse)',
  'Article 5 de la loi n° 2023-451 du 9 juin 2023 (publicité non signalée par un influenceur)',
  'Article 226-4-1 du code pénal (usurpation d’identité)',
  'Article L335-2 du code de la propriété intellectuelle (contrefaçon)',
  'Article 222-33-2-2 du code pénal (harcèlement)',
] as const;

/**
 * The exact place reported. `id` is the content's id; a profile is named by its pseudo, as its
 * page address does (/profile/<pseudo>).
 */
export const noticeTargetSchema = z.object({
  kind: z.enum(NOTICE_TARGET_KINDS),
  id: z.string().trim().min(1).max(100),
});
export type NoticeTarget = z.infer<typeof noticeTargetSchema>;

export const noticeBody = z.object({
  target: noticeTargetSchema,
  category: z.enum(NOTICE_CATEGORIES),
  explanation: z
    .string()
    .trim()
    .min(NOTICE_LIMITS.explanationMin)
    .max(NOTICE_LIMITS.explanationMax),
  name: z.string().trim().min(1).max(NOTICE_LIMITS.nameMax),
  email: emailSchema,
  /** DSA art. 16 §2 d): the notifier's statement of good faith must be given. */
  goodFaith: z.boolean().refine((value) => value, { message: MSG.notices.goodFaithRequired }),
});
export type NoticeBody = z.input<typeof noticeBody>;

export const noticeReply = z.object({ noticeId: z.string() });

export const contestBody = z.object({
  decisionId: z.string().uuid(),
  explanation: z
    .string()
    .trim()
    .min(NOTICE_LIMITS.explanationMin)
    .max(NOTICE_LIMITS.explanationMax),
});
export type ContestBody = z.input<typeof contestBody>;

/** What the contest page shows its author. */
export const decisionViewReply = z.object({
  decision: z.object({
    _id: z.string(),
    action: z.enum(NOTICE_ACTIONS),
    target: z.object({ kind: z.enum(NOTICE_TARGET_KINDS), label: z.string() }),
    ground: z.string(),
    explanation: z.string(),
    decidedAt: z.string(),
    contestUntil: z.string(),
    contest: z
      .object({
        explanation: z.string(),
        createdAt: z.string(),
        outcome: z.enum(['upheld', 'reversed']).nullable(),
        decidedAt: z.string().nullable(),
      })
      .nullable(),
    canContest: z.boolean(),
  }),
});
export type DecisionView = z.infer<typeof decisionViewReply>['decision'];

export const decisionQuery = z.object({ id: z.string().uuid() });

// The team's queue (/admin).

export const NOTICE_QUEUE_VIEWS = ['open', 'contests', 'history'] as const;
export const noticeQueueQuery = z.object({
  view: z.enum(NOTICE_QUEUE_VIEWS).optional().default('open'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});

/** The content as it was when first reported (kept even if it changes or goes). */
export const noticeSnapshotSchema = z.object({
  label: z.string(),
  text: z.string(),
  authorPseudo: z.string(),
  /** Where the team can look at it now (a page of the site), when there is one. */
  path: z.string().nullable(),
});
export type NoticeSnapshot = z.infer<typeof noticeSnapshotSchema>;

export const queuedNoticeSchema = z.object({
  _id: z.string(),
  target: noticeTargetSchema,
  category: z.enum(NOTICE_CATEGORIES),
  explanation: z.string(),
  notifierName: z.string(),
  source: z.enum(['notice', 'report']),
  createdAt: z.string(),
  /** Notices of the same content still open, this one included (grouped, never auto-actioned). */
  groupSize: z.number().int(),
  snapshot: noticeSnapshotSchema,
  decision: z
    .object({
      _id: z.string(),
      action: z.enum(NOTICE_ACTIONS),
      ground: z.string(),
      explanation: z.string(),
      decidedAt: z.string(),
      decidedBy: z.string(),
      contest: z
        .object({
          explanation: z.string(),
          createdAt: z.string(),
          outcome: z.enum(['upheld', 'reversed']).nullable(),
          decidedBy: z.string().nullable(),
        })
        .nullable(),
    })
    .nullable(),
});
export type QueuedNotice = z.infer<typeof queuedNoticeSchema>;
export const noticeQueueReply = z.object({
  notices: z.array(queuedNoticeSchema),
  hasMore: z.boolean(),
});

export const decideBody = z.object({
  noticeId: z.string().uuid(),
  action: z.enum(NOTICE_ACTIONS),
  ground: z.string().trim().min(NOTICE_LIMITS.groundMin).max(NOTICE_LIMITS.groundMax),
  explanation: z
    .string()
    .trim()
    .min(NOTICE_LIMITS.explanationMin)
    .max(NOTICE_LIMITS.explanationMax),
});
export type DecideBody = z.input<typeof decideBody>;
export const decideReply = z.object({ decisionId: z.string() });

export const decideContestBody = z.object({
  decisionId: z.string().uuid(),
  outcome: z.enum(['upheld', 'reversed']),
  explanation: z
    .string()
    .trim()
    .min(NOTICE_LIMITS.explanationMin)
    .max(NOTICE_LIMITS.explanationMax),
});
export type DecideContestBody = z.input<typeof decideContestBody>;

export const noticesApi = {
  /** DSA art. 16: anyone, logged in or not, reports a content. */
  submit: endpoint({
    method: 'POST',
    path: '/notice',
    access: 'optional',
    tag: 'notices',
    body: noticeBody,
    status: 201,
    reply: noticeReply,
    invalidBody: 'notice_invalid',
    errors: ['notice_target_not_found'],
  }),
  /** The decision as its author sees it on the contest page. */
  decision: endpoint({
    method: 'GET',
    path: '/notice/decision',
    access: 'user',
    tag: 'notices',
    query: decisionQuery,
    reply: decisionViewReply,
    errors: ['decision_not_found'],
    noStore: true,
  }),
  /** DSA art. 20: the content's author contests, once, within six months. */
  contest: endpoint({
    method: 'POST',
    path: '/notice/contest',
    access: 'user',
    tag: 'notices',
    body: contestBody,
    reply: okSchema,
    invalidBody: 'contest_invalid',
    errors: ['decision_not_found', 'contest_closed', 'contest_exists'],
  }),
};

export const adminNoticesApi = {
  queue: endpoint({
    method: 'GET',
    path: '/admin/notices',
    access: 'admin',
    tag: 'admin',
    query: noticeQueueQuery,
    reply: noticeQueueReply,
    errors: [],
    noStore: true,
  }),
  decide: endpoint({
    method: 'POST',
    path: '/admin/notices/decide',
    access: 'admin',
    tag: 'admin',
    body: decideBody,
    reply: decideReply,
    errors: ['notice_not_found', 'already_handled', 'notice_action_not_applicable'],
  }),
  /** DSA art. 20 §6: a contest is decided by another team member than the first decision's. */
  decideContest: endpoint({
    method: 'POST',
    path: '/admin/notices/contest/decide',
    access: 'admin',
    tag: 'admin',
    body: decideContestBody,
    reply: okSchema,
    errors: ['decision_not_found', 'already_handled', 'contest_same_admin'],
  }),
};
