import { moderationApi, type RejectProjectBody } from '@kollabo/shared';
import { call } from '../../lib/api';

// The admin API (moderationApi): every call answers 403 to non-admins.

export const adminKeys = {
  access: ['admin', 'access'] as const,
  pending: ['admin', 'pending'] as const,
  reports: (handled: boolean) => ['admin', 'reports', handled] as const,
};

export const getAdminAccess = (signal?: AbortSignal) => call(moderationApi.access, {}, { signal });

export const getPendingProjects = (page: number, signal?: AbortSignal) =>
  call(moderationApi.pendingProjects, { query: { page } }, { signal });

export const approveProject = (idProject: string) =>
  call(moderationApi.approveProject, { body: { idProject } });

export const rejectProject = (body: RejectProjectBody) =>
  call(moderationApi.rejectProject, { body });

export const getReports = (handled: boolean, page: number, signal?: AbortSignal) =>
  call(moderationApi.reports, { query: { handled: handled ? 'true' : 'false', page } }, { signal });

export const handleReport = (id: string) => call(moderationApi.handleReport, { body: { id } });
