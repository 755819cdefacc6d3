import {
  MSG,
  contestDeadline,
  formatDateTime,
  formatShortDate,
  greetingName,
  noticeCategoryLabel,
  type NoticeAction,
  type NoticeCategory,
  pagePath,
} from '@kollabo/shared';
import type { AppContext } from '../../context.js';
import type { DbOrTx } from '../../db/client.js';
import { queueAddressMail } from '../notifications/address-outbox.js';

// The notice mails, all through the address outbox in the transaction of their event: the
// acknowledgement (DSA art. 16 §4), the statement of reasons to the author (art. 17), the
// outcome to the notifiers (art. 16 §5), the contest's outcome to both parties (art. 20 §4).

const T = MSG.notices.mail;

/** The contest page of a decision, as the statement of reasons links it. */
export const contestUrl = (ctx: AppContext, decisionId: string) =>
  `${ctx.config.publicUrl}${pagePath('/contestation/:decisionId', { decisionId })}`;

export async function mailAcknowledgement(
  ctx: AppContext,
  tx: DbOrTx,
  notice: { id: string; name: string; email: string; label: string; category: NoticeCategory },
) {
  await queueAddressMail(ctx, tx, {
    key: `notice-ack:${notice.id}`,
    to: notice.email,
    subject: T.ackSubject,
    text: T.ackText(notice.name, notice.label, noticeCategoryLabel(notice.category), notice.id),
  });
}

export interface DecisionFacts {
  id: string;
  action: NoticeAction;
  label: string;
  ground: string;
  explanation: string;
  decidedAt: Date;
}

/** DSA art. 17 §3: what was done and its scope, the facts, the ground, no automation, redress. */
export async function mailStatementOfReasons(
  ctx: AppContext,
  tx: DbOrTx,
  author: { pseudo: string; name: string; tradeName: string | null; email: string },
  decision: DecisionFacts,
) {
  await queueAddressMail(ctx, tx, {
    key: `notice-statement:${decision.id}`,
    to: author.email,
    subject: T.statementSubject,
    text: T.statementText({
      // Greeted by her name (issue 42, point 9), the pseudo only when she gave none.
      pseudo: greetingName(author),
      target: decision.label,
      action: MSG.notices.actions[decision.action],
      scope: T.scopes[decision.action],
      facts: decision.explanation,
      ground: decision.ground,
      decidedAt: formatDateTime(decision.decidedAt),
      contestUrl: contestUrl(ctx, decision.id),
      contestUntil: formatShortDate(contestDeadline(decision.decidedAt)),
    }),
  });
}

export async function mailOutcome(
  ctx: AppContext,
  tx: DbOrTx,
  notifier: { noticeId: string; name: string; email: string },
  decision: DecisionFacts,
) {
  await queueAddressMail(ctx, tx, {
    key: `notice-outcome:${notifier.noticeId}`,
    to: notifier.email,
    subject: T.outcomeSubject,
    text: T.outcomeText(
      notifier.name,
      decision.label,
      MSG.notices.actions[decision.action],
      T.outcomeRedress,
    ),
  });
}

export async function mailContestOutcome(
  ctx: AppContext,
  tx: DbOrTx,
  to: { key: string; name: string; email: string },
  contest: { label: string; reversed: boolean; explanation: string },
) {
  await queueAddressMail(ctx, tx, {
    key: `notice-contest:${to.key}`,
    to: to.email,
    subject: T.contestSubject,
    text: T.contestText(to.name, contest.label, contest.reversed, contest.explanation),
  });
}
