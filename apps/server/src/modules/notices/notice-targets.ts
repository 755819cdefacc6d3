import {
  MSG,
  formatDateTime,
  projectIs,
  type NoticeAction,
  type NoticeSnapshot,
  type NoticeTarget,
  type ProjectStatus,
} from '@kollabo/shared';
import type { AppContext } from '../../context.js';
import type { DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { decryptMessage } from '../../lib/message-crypto.js';
import type { SessionUser } from '../auth/session-user.js';
import * as repo from './notices.repository.js';
import { canReportMessage, isReportableProfile } from './notices.policy.js';

// The four kinds of content a notice may name: how each is found (only what the notifier could
// see: a message only by a party of its conversation), what the team keeps of it as reported,
// and what each decision does to it.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const SNAPSHOT_TEXT_MAX = 5000;

export interface FoundTarget {
  kind: repo.ContentKind;
  id: string;
  authorId: string;
  snapshot: NoticeSnapshot;
}

const notFound = () => new AppError('notice_target_not_found');
const clip = (text: string) => text.slice(0, SNAPSHOT_TEXT_MAX);
/** Removed content (and a suspended account's profile) is gone from public view: nothing to report. */
const gone = (state: string | null) => state === 'removed' || state === 'suspended';
const describe = MSG.notices.describe;

export async function findTarget(
  ctx: AppContext,
  db: DbOrTx,
  target: NoticeTarget,
  viewer: SessionUser | undefined,
): Promise<FoundTarget> {
  if (target.kind === 'profile') {
    const row = await repo.findProfileContent(db, target.id);
    if (!row || !isReportableProfile(row) || gone(row.moderation)) throw notFound();
    return {
      kind: 'profile',
      id: row.id,
      authorId: row.id,
      snapshot: {
        label: describe.profile(row.pseudo),
        text: clip([row.name, row.statut, row.presentation].filter(Boolean).join('\n')),
        authorPseudo: row.pseudo,
        path: `/profile/${encodeURIComponent(row.pseudo)}`,
      },
    };
  }
  if (!UUID.test(target.id)) throw notFound();
  if (target.kind === 'project') {
    const row = await repo.findProjectContent(db, target.id);
    if (!row || !projectIs.public(row.statut as ProjectStatus) || gone(row.moderation)) {
      throw notFound();
    }
    return {
      kind: 'project',
      id: row.id,
      authorId: row.authorId,
      snapshot: {
        label: describe.project(row.title),
        text: clip(`${row.title}\n${row.description}`),
        authorPseudo: row.authorPseudo,
        path: `/project/${row.id}`,
      },
    };
  }
  if (target.kind === 'review') {
    const row = await repo.findReviewContent(db, target.id);
    if (!row || row.visibleAt > new Date() || gone(row.moderation)) throw notFound();
    return {
      kind: 'review',
      id: row.id,
      authorId: row.authorId,
      snapshot: {
        label: describe.review(row.authorPseudo),
        text: clip(`${row.rating}/5 — ${row.comment}`),
        authorPseudo: row.authorPseudo,
        path: `/profile/${encodeURIComponent(row.targetPseudo)}`,
      },
    };
  }
  // A private message: only its conversation's other party has read it.
  if (!viewer) throw notFound();
  const row = await repo.findMessageContent(db, target.id, viewer.id);
  if (!row || !canReportMessage(viewer, row) || gone(row.moderation)) {
    throw notFound();
  }
  const text = decryptMessage(ctx.config.messageKey, row.contentEnc, row.offerId) ?? '';
  return {
    kind: 'message',
    id: row.id,
    authorId: row.authorId,
    snapshot: {
      label: describe.message(row.authorPseudo),
      text: clip(`${formatDateTime(row.createdAt)} — ${text}`),
      authorPseudo: row.authorPseudo,
      path: null,
    },
  };
}

/** The states a decision changed, so that a reversed contest puts them back. */
export interface PreviousState {
  content: string | null;
  account: string | null;
}

/** What each action sets on the content (a suspension also removes the content reported). */
const CONTENT_STATE: Record<NoticeAction, string | null | undefined> = {
  keep: undefined,
  remove: 'removed',
  restrict: 'restricted',
  suspend: 'removed',
};

/** Applies the decision's action to the content (and account), in the decision's transaction. */
export async function applyAction(
  tx: DbOrTx,
  kind: repo.ContentKind,
  targetId: string,
  authorId: string | null,
  action: NoticeAction,
): Promise<PreviousState> {
  const content = await repo.lockContentState(tx, kind, targetId);
  const account =
    authorId && kind !== 'profile' ? await repo.lockContentState(tx, 'profile', authorId) : null;
  if (action === 'suspend' && authorId) {
    // The profile is the account: its suspension is the one state it takes.
    if (kind !== 'profile') await repo.setContentState(tx, kind, targetId, 'removed');
    await repo.suspendAccount(tx, authorId);
  } else {
    const state = CONTENT_STATE[action];
    if (state !== undefined) await repo.setContentState(tx, kind, targetId, state);
  }
  return { content, account };
}

/** A reversed decision: the content and the account get back the states they had before it. */
export async function restoreState(
  tx: DbOrTx,
  kind: repo.ContentKind,
  targetId: string,
  authorId: string | null,
  action: NoticeAction,
  previous: PreviousState,
): Promise<void> {
  await repo.setContentState(tx, kind, targetId, previous.content);
  if (action === 'suspend' && authorId && kind !== 'profile') {
    await repo.setContentState(tx, 'profile', authorId, previous.account);
  }
}
