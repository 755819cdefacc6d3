import type { SessionUser } from '../auth/session-user.js';
import { isAdministrator, isSameUser } from '../auth/auth.policy.js';

// Who may do what with a moderation decision: written once here, asked by the services.

interface DecisionParties {
  /** The content's author: the person the decision was about. */
  authorId: string | null;
  /** The team member who took the decision. */
  decidedBy: string | null;
  action: string;
}

/** The author of the content reads the decision's statement on the contest page. */
export const canSeeDecision = (viewer: SessionUser, decision: DecisionParties): boolean =>
  isSameUser(decision.authorId, viewer.id);

/**
 * DSA art. 20: the person the decision was about contests it (a decision to keep the content
 * changed nothing of hers). The six months and the one contest are the service's checks.
 */
export const canContest = (viewer: SessionUser, decision: DecisionParties): boolean =>
  canSeeDecision(viewer, decision) && decision.action !== 'keep';

/** DSA art. 20 §6: a contest is decided by a team member other than the one who decided. */
export const canDecideContest = (admin: SessionUser, decision: DecisionParties): boolean =>
  isAdministrator(admin) &&
  decision.decidedBy !== null &&
  !isSameUser(decision.decidedBy, admin.id);

/** A profile can be reported while it is a member's (not the team's, not a deleted account). */
export const isReportableProfile = (profile: { role: string }): boolean => profile.role === 'user';

/** A private message is reported by the other party of its conversation, never its author. */
export const canReportMessage = (
  viewer: SessionUser,
  message: { viewerIsParty: boolean; authorId: string },
): boolean => message.viewerIsParty && !isSameUser(message.authorId, viewer.id);
