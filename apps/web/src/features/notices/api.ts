import {
  adminNoticesApi,
  noticesApi,
  type ContestBody,
  type DecideBody,
  type DecideContestBody,
  type NoticeBody,
} from '@kollabo/shared';
import { call } from '../../lib/api';

// Notice and action (DSA art. 16, 17, 20): the public notice, the contest, the team's queue.

export const noticeKeys = {
  decision: (id: string) => ['notices', 'decision', id] as const,
  queue: (view: string) => ['admin', 'notices', view] as const,
};

export const submitNotice = (body: NoticeBody) => call(noticesApi.submit, { body });

export const getDecision = (id: string, signal?: AbortSignal) =>
  call(noticesApi.decision, { query: { id } }, { signal });

export const contestDecision = (body: ContestBody) => call(noticesApi.contest, { body });

export const getNoticeQueue = (
  view: 'open' | 'contests' | 'history',
  page: number,
  signal?: AbortSignal,
) => call(adminNoticesApi.queue, { query: { view, page } }, { signal });

export const decideNotice = (body: DecideBody) => call(adminNoticesApi.decide, { body });

export const decideContest = (body: DecideContestBody) =>
  call(adminNoticesApi.decideContest, { body });
