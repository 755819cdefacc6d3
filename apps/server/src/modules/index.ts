import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../context.js';
import { accountsRoutes } from './accounts/accounts.routes.js';
import { healthRoutes } from './health/health.routes.js';
import { packsRoutes } from './packs/packs.routes.js';
import { profilesRoutes } from './profiles/profiles.routes.js';
import { socialsRoutes } from './socials/socials.routes.js';
import { contactRoutes } from './contact/contact.routes.js';
import { homeRoutes } from './home/home.routes.js';
import { projectsRoutes } from './projects/projects.routes.js';
import { reportsRoutes } from './reports/reports.routes.js';
import { moderationRoutes } from './moderation/moderation.routes.js';
import { offersRoutes } from './offers/offers.routes.js';
import { messagesRoutes } from './offers/messages.routes.js';
import { couponsRoutes } from './coupons/coupons.routes.js';
import { paymentsRoutes } from './payments/payments.routes.js';
import { adminPaymentsRoutes } from './payments/payments.admin.routes.js';
import { notificationsRoutes } from './notifications/notifications.routes.js';
import { searchRoutes } from './search/search.routes.js';
import { collabRoutes } from './collab/collab.routes.js';
import { reviewsRoutes } from './reviews/reviews.routes.js';
import { escrowRoutes } from './escrow/escrow.routes.js';
import { registerChatHandlers } from './offers/chat.socket.js';
import type { SocketHandlers } from '../lib/realtime.js';

/**
 * Every feature's API routes, mounted under /api. A new feature adds one line here
 * (edit this list in place; other features edit it too).
 */
export const apiModules: ((ctx: AppContext) => FastifyPluginAsync)[] = [
  healthRoutes,
  accountsRoutes,
  packsRoutes,
  profilesRoutes,
  socialsRoutes,
  contactRoutes,
  homeRoutes,
  projectsRoutes,
  reportsRoutes,
  moderationRoutes,
  offersRoutes,
  messagesRoutes,
  couponsRoutes,
  paymentsRoutes,
  adminPaymentsRoutes,
  notificationsRoutes,
  searchRoutes,
  collabRoutes,
  reviewsRoutes,
  escrowRoutes,
];

/** Every feature's Socket.IO events, registered on each connection (plugins/socket.ts). */
export const socketHandlers: SocketHandlers = [registerChatHandlers];
