import { accountsApi } from './contracts/accounts.js';
import { contactApi } from './contracts/contact.js';
import { healthApi } from './contracts/health.js';
import { packsApi } from './contracts/packs.js';
import { favouritesApi, mediaApi, profilesApi } from './contracts/profiles.js';
import { projectsApi } from './contracts/projects.js';
import { reportsApi } from './contracts/reports.js';
import { socialsApi } from './contracts/socials.js';
import type { EndpointDef } from './endpoint.js';

// Every endpoint group, by server module. The server registers exactly these (a test checks the
// registered routes and the OpenAPI document against this list); a new group is added here.

export const API_GROUPS = {
  health: healthApi,
  accounts: accountsApi,
  packs: packsApi,
  profiles: profilesApi,
  favourites: favouritesApi,
  media: mediaApi,
  socials: socialsApi,
  contact: contactApi,
  projects: projectsApi,
  reports: reportsApi,
} as const;

export function allEndpoints(): EndpointDef[] {
  return Object.values(API_GROUPS).flatMap((group) => Object.values(group) as EndpointDef[]);
}
