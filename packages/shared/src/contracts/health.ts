import { z } from 'zod';
import { endpoint } from '../endpoint.js';

// Probes for the load balancer and the orchestrator (not in the spec).

/** GET /health and GET /ready (health module). */
export const healthApi = {
  live: endpoint({
    method: 'GET',
    path: '/health',
    access: 'public',
    tag: 'operations',
    reply: z.object({ status: z.literal('ok') }),
    errors: [],
  }),
  /** 503 while the database does not answer. */
  ready: endpoint({
    method: 'GET',
    path: '/ready',
    access: 'public',
    tag: 'operations',
    reply: z.object({ status: z.literal('ready') }),
    otherReplies: { 503: z.object({ status: z.literal('unavailable') }) },
    errors: [],
  }),
};
