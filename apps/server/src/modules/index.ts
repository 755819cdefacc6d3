import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../context.js';
import { accountsRoutes } from './accounts/accounts.routes.js';
import { securityRoutes } from './security/security.routes.js';
import { healthRoutes } from './health/health.routes.js';
import { packsRoutes } from './packs/packs.routes.js';
import { profilesRoutes } from './profiles/profiles.routes.js';
import { socialsRoutes } from './socials/socials.routes.js';
import { contactRoutes } from './contact/contact.routes.js';
import { homeRoutes } from './home/home.routes.js';
import { projectsRoutes } from './projects/projects.routes.js';
import { reportsRoutes } from './reports/reports.routes.js';
import { moderationRoutes } from './moderation/moderation.routes.js';
import { noticesRoutes } from './notices/notices.routes.js';
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
import { registerCollabExtensions } from './collab/collab-extensions.js';
import { collabPaymentHooks } from './escrow/collab-hooks.js';
import { reviewState } from './reviews/reviews.service.js';
import { invoicesRoutes } from './invoices/invoices.routes.js';
import { dataRightsRoutes } from './data-rights/data-rights.routes.js';
import { resumeCreatorPayouts } from './escrow/release.service.js';
import { taxRoutes } from './tax/tax.routes.js';
import { registerChatHandlers } from './offers/chat.socket.js';
import type { SocketHandlers } from '../lib/realtime.js';

// The collaboration calls its payment and shows its reviews through these hooks: escrow and
// reviews are built on collab and import it, never the other way round.
registerCollabExtensions({ payment: collabPaymentHooks, reviewState });

/**
 * Every feature's API routes, mounted under /api. A new feature adds one line here
 * (edit this list in place; other features edit it too).
 */
export const apiModules: ((ctx: AppContext) => FastifyPluginAsync)[] = [
  healthRoutes,
  accountsRoutes,
  securityRoutes,
  packsRoutes,
  profilesRoutes,
  socialsRoutes,
  contactRoutes,
  homeRoutes,
  projectsRoutes,
  reportsRoutes,
  moderationRoutes,
  noticesRoutes,
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
  invoicesRoutes,
  dataRightsRoutes,
  // The transfers held for a creator's tax details go once she saves them.
  (ctx) => taxRoutes(ctx, { resumePayouts: (userId) => resumeCreatorPayouts(ctx, userId) }),
];

/** Every feature's Socket.IO events, registered on each connection (plugins/socket.ts). */
export const socketHandlers: SocketHandlers = [registerChatHandlers];
