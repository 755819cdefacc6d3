import { z } from 'zod';
import { PROJECT_STATUSES } from '../constants.js';
import { endpoint } from '../endpoint.js';
import { okSchema, pagingSchema } from './common.js';
import { projectSchema } from './projects.js';

// Admin moderation API (/admin/...): publication requests and abuse reports. The spec shows no
// moderation; this is the product's own process.

export const ADMIN_PAGE_SIZE = 20;
export const REJECT_REASON_MIN = 5;
export const REJECT_REASON_MAX = 1000;

export const adminPageQuery = z.object({ ...pagingSchema(ADMIN_PAGE_SIZE) });

export const pendingProjectSchema = z.object({
  project: projectSchema,
  owner: z.object({ pseudo: z.string(), name: z.string() }),
});
export const pendingProjectsReply = z.object({
  projects: z.array(pendingProjectSchema),
  hasMore: z.boolean(),
  /** MODERATION: auto publishes requests at once, manual waits for this list. */
  moderation: z.enum(['auto', 'manual']),
});
export type PendingProjectsReply = z.infer<typeof pendingProjectsReply>;

export const approveProjectBody = z.object({ idProject: z.string().uuid() });
export const rejectProjectBody = z.object({
  idProject: z.string().uuid(),
  reason: z.string().trim().min(REJECT_REASON_MIN).max(REJECT_REASON_MAX),
});
export type RejectProjectBody = z.input<typeof rejectProjectBody>;

export const reportsQuery = z.object({
  handled: z.enum(['true', 'false']).optional().default('false'),
  ...pagingSchema(ADMIN_PAGE_SIZE),
});
export const reportSchema = z.object({
  _id: z.string(),
  message: z.string(),
  createdAt: z.string(),
  handledAt: z.string().nullable(),
  project: z.object({ _id: z.string(), title: z.string(), statut: z.enum(PROJECT_STATUSES) }),
  reporter: z.object({ pseudo: z.string() }),
});
export const reportsReply = z.object({ reports: z.array(reportSchema), hasMore: z.boolean() });
export type ReportsReply = z.infer<typeof reportsReply>;

export const handleReportBody = z.object({ id: z.string().uuid() });

/** The admin moderation endpoints behind /admin (401 for visitors, 403 for non-admins). */
export const moderationApi = {
  /** The /admin page asks first whether the viewer may see it at all. */
  access: endpoint({
    method: 'GET',
    path: '/admin/access',
    access: 'admin',
    tag: 'admin',
    reply: okSchema,
    errors: [],
    noStore: true,
  }),
  pendingProjects: endpoint({
    method: 'GET',
    path: '/admin/projects/pending',
    access: 'admin',
    tag: 'admin',
    query: adminPageQuery,
    reply: pendingProjectsReply,
    errors: [],
    noStore: true,
  }),
  approveProject: endpoint({
    method: 'POST',
    path: '/admin/projects/approve',
    access: 'admin',
    tag: 'admin',
    body: approveProjectBody,
    reply: okSchema,
    errors: ['project_not_found', 'already_handled'],
  }),
  rejectProject: endpoint({
    method: 'POST',
    path: '/admin/projects/reject',
    access: 'admin',
    tag: 'admin',
    body: rejectProjectBody,
    reply: okSchema,
    errors: ['project_not_found', 'already_handled'],
  }),
  reports: endpoint({
    method: 'GET',
    path: '/admin/reports',
    access: 'admin',
    tag: 'admin',
    query: reportsQuery,
    reply: reportsReply,
    errors: [],
    noStore: true,
  }),
  handleReport: endpoint({
    method: 'POST',
    path: '/admin/reports/handle',
    access: 'admin',
    tag: 'admin',
    body: handleReportBody,
    reply: okSchema,
    errors: ['already_handled'],
  }),
};
