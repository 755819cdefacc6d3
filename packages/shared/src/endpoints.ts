import { accountsApi } from './contracts/accounts.js';
import { chatApi } from './contracts/chat.js';
import { collabApi } from './contracts/collab.js';
import { adminCollabPaymentsApi, collabPaymentsApi } from './contracts/collab-payments.js';
import { contactApi } from './contracts/contact.js';
import { dataRightsApi } from './contracts/data-rights.js';
import { couponsApi } from './contracts/coupons.js';
import { healthApi } from './contracts/health.js';
import { invoicesApi } from './contracts/invoices.js';
import { creatorInvoicesApi } from './contracts/creator-invoices.js';
import { homeApi } from './contracts/home.js';
import { moderationApi } from './contracts/moderation.js';
import { offersApi } from './contracts/offers.js';
import { packsApi } from './contracts/packs.js';
import { adminPaymentsApi, paymentsApi } from './contracts/payments.js';
import { favouritesApi, mediaApi, profilesApi } from './contracts/profiles.js';
import { notificationsApi } from './contracts/notifications.js';
import { projectsApi } from './contracts/projects.js';
import { reportsApi } from './contracts/reports.js';
import { adminNoticesApi, noticesApi } from './contracts/notices.js';
import { searchAlertsApi, searchApi } from './contracts/search.js';
import { reviewsApi } from './contracts/reviews.js';
import { securityApi } from './contracts/security.js';
import { socialsApi } from './contracts/socials.js';
import { taxApi } from './contracts/tax.js';
import type { EndpointDef } from './endpoint.js';

// Every endpoint group, by server module. The server registers exactly these (a test checks the
// registered routes and the OpenAPI document against this list); a new group is added here.

export const API_GROUPS = {
  health: healthApi,
  accounts: accountsApi,
  security: securityApi,
  packs: packsApi,
  profiles: profilesApi,
  favourites: favouritesApi,
  media: mediaApi,
  socials: socialsApi,
  contact: contactApi,
  home: homeApi,
  projects: projectsApi,
  reports: reportsApi,
  moderation: moderationApi,
  notices: noticesApi,
  adminNotices: adminNoticesApi,
  offers: offersApi,
  chat: chatApi,
  coupons: couponsApi,
  payments: paymentsApi,
  adminPayments: adminPaymentsApi,
  notifications: notificationsApi,
  search: searchApi,
  searchAlerts: searchAlertsApi,
  collab: collabApi,
  collabPayments: collabPaymentsApi,
  adminCollabPayments: adminCollabPaymentsApi,
  reviews: reviewsApi,
  invoices: invoicesApi,
  creatorInvoices: creatorInvoicesApi,
  dataRights: dataRightsApi,
  tax: taxApi,
} as const;

export function allEndpoints(): EndpointDef[] {
  return Object.values(API_GROUPS).flatMap((group) => Object.values(group) as EndpointDef[]);
}
