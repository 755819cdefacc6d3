import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../context.js';
import { accountsRoutes } from './accounts/accounts.routes.js';
import { healthRoutes } from './health/health.routes.js';
import { packsRoutes } from './packs/packs.routes.js';

/**
 * Every feature's API routes, mounted under /api. A new feature adds one line here
 * (edit this list in place; other features edit it too).
 */
export const apiModules: ((ctx: AppContext) => FastifyPluginAsyncZod)[] = [
  healthRoutes,
  accountsRoutes,
  packsRoutes,
];
