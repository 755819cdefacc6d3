import { z } from 'zod';
import { LIMITS } from '../constants.js';
import { endpoint } from '../endpoint.js';
import { okSchema } from './common.js';

// Reports of abuse on a project.

export const reportProjectBody = z.object({
  idProject: z.string().uuid(),
  message: z.string().trim().min(1).max(LIMITS.reportMessageMax),
});

/** POST /report/project (reports module). */
export const reportsApi = {
  reportProject: endpoint({
    method: 'POST',
    path: '/report/project',
    access: 'user',
    tag: 'reports',
    body: reportProjectBody,
    reply: okSchema,
    invalidBody: 'report_invalid',
    errors: ['project_not_found', 'report_own_project'],
  }),
};
