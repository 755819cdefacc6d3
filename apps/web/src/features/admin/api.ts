import {
  okSchema,
  pendingProjectsReply,
  reportsReply,
  type RejectProjectBody,
} from '@kollabo/shared';
import { api } from '../../lib/api';

// The admin API (/api/admin/...): every call answers 403 to non-admins.

export const adminKeys = {
  access: ['admin', 'access'] as const,
  pending: ['admin', 'pending'] as const,
  reports: (handled: boolean) => ['admin', 'reports', handled] as const,
};

export const getAdminAccess = (signal?: AbortSignal) =>
  api.get('/admin/access', { schema: okSchema, cache: 'no-store', signal });

export const getPendingProjects = (page: number, signal?: AbortSignal) =>
  api.get('/admin/projects/pending', {
    query: { page },
    schema: pendingProjectsReply,
    cache: 'no-store',
    signal,
  });

export const approveProject = (idProject: string) =>
  api.post('/admin/projects/approve', { idProject }, { schema: okSchema });

export const rejectProject = (body: RejectProjectBody) =>
  api.post('/admin/projects/reject', body, { schema: okSchema });

export const getReports = (handled: boolean, page: number, signal?: AbortSignal) =>
  api.get('/admin/reports', {
    query: { handled: String(handled), page },
    schema: reportsReply,
    cache: 'no-store',
    signal,
  });

export const handleReport = (id: string) =>
  api.post('/admin/reports/handle', { id }, { schema: okSchema });
