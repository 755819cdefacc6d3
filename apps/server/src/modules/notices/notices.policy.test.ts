import { describe, expect, it } from 'vitest';
import { NOTICE_ACTIONS, type NoticeAction } from '@kollabo/shared';
import { ACCOUNT_ROLES, sessionUser, type AccountRole } from '../../test-support/policy-viewers.js';
import {
  canContest,
  canDecideContest,
  canReportMessage,
  canSeeDecision,
  isReportableProfile,
} from './notices.policy.js';

// Every rule of notices.policy.ts: each role × relation to a moderation decision (the person it
// was about, the team member who took it, another one, a stranger) × each action, the expected
// answer written out.

const decision = (action: NoticeAction, authorId: string | null = 'ana') => ({
  authorId,
  decidedBy: 'mod1',
  action,
});

describe('canSeeDecision and canContest', () => {
  // The viewer's role and id, the decision's action → sees, contests.
  const rows: [AccountRole, string, string, NoticeAction, boolean, boolean][] = [
    ['user', 'the person it was about', 'ana', 'keep', true, false],
    ['user', 'the person it was about', 'ana', 'remove', true, true],
    ['user', 'the person it was about', 'ana', 'restrict', true, true],
    ['user', 'the person it was about', 'ana', 'suspend', true, true],
    ['user', 'a stranger', 'sam', 'keep', false, false],
    ['user', 'a stranger', 'sam', 'remove', false, false],
    ['user', 'a stranger', 'sam', 'restrict', false, false],
    ['user', 'a stranger', 'sam', 'suspend', false, false],
    ['admin', 'the team member who decided', 'mod1', 'keep', false, false],
    ['admin', 'the team member who decided', 'mod1', 'remove', false, false],
    ['admin', 'another team member', 'mod2', 'remove', false, false],
    ['admin', 'another team member', 'mod2', 'suspend', false, false],
    ['deleted', 'the person it was about', 'ana', 'keep', true, false],
    ['deleted', 'the person it was about', 'ana', 'suspend', true, true],
    ['deleted', 'a stranger', 'sam', 'suspend', false, false],
  ];

  it.each(rows)(
    'a %s, %s (%s), on %s → sees %s, contests %s',
    (role, _who, id, action, sees, contests) => {
      const viewer = sessionUser(id, role);
      expect(canSeeDecision(viewer, decision(action))).toBe(sees);
      expect(canContest(viewer, decision(action))).toBe(contests);
    },
  );

  it.each(NOTICE_ACTIONS)(
    'a decision about no one left (author null, %s): nobody sees it',
    (action) => {
      for (const role of ACCOUNT_ROLES) {
        expect(canSeeDecision(sessionUser('ana', role), decision(action, null))).toBe(false);
        expect(canContest(sessionUser('ana', role), decision(action, null))).toBe(false);
      }
    },
  );
});

describe('canDecideContest', () => {
  // The deciding account's role and id, who took the decision → decides the contest.
  const rows: [AccountRole, string, string | null, boolean][] = [
    ['admin', 'mod2', 'mod1', true],
    ['admin', 'mod1', 'mod1', false],
    ['admin', 'mod2', null, false],
    ['user', 'ana', 'mod1', false],
    ['user', 'mod1', 'mod1', false],
    ['deleted', 'mod2', 'mod1', false],
  ];

  it.each(rows)('a %s (%s), decision taken by %s → %s', (role, id, decidedBy, expected) => {
    expect(canDecideContest(sessionUser(id, role), { ...decision('remove'), decidedBy })).toBe(
      expected,
    );
  });
});

describe('isReportableProfile', () => {
  it.each([
    { role: 'user', expected: true },
    { role: 'admin', expected: false },
    { role: 'deleted', expected: false },
  ])("a $role's profile → $expected", ({ role, expected }) => {
    expect(isReportableProfile({ role })).toBe(expected);
  });
});

describe('canReportMessage', () => {
  // The viewer's role, a party of the conversation, the message's author → reports.
  const rows: [AccountRole, boolean, string, boolean][] = [
    ['user', true, 'bob', true],
    ['user', true, 'ana', false],
    ['user', false, 'bob', false],
    ['admin', true, 'bob', true],
    ['admin', false, 'bob', false],
    ['deleted', true, 'bob', true],
    ['deleted', false, 'bob', false],
  ];

  it.each(rows)(
    'ana, a %s, party %s, message by %s → %s',
    (role, viewerIsParty, authorId, expected) => {
      expect(canReportMessage(sessionUser('ana', role), { viewerIsParty, authorId })).toBe(
        expected,
      );
    },
  );
});
