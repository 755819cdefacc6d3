import { notificationsApi } from './contracts/notifications.js';
import { projectsApi } from './contracts/projects.js';
import { reportsApi } from './contracts/reports.js';
import type { EndpointDef } from './endpoint.js';

// Every endpoint group, by server module. The server registers exactly these (a test checks the
// registered routes and the OpenAPI document against this list); a new group is added here.

export const API_GROUPS = {
  projects: projectsApi,
  reports: reportsApi,
  notifications: notificationsApi,
} as const;

export function allEndpoints(): EndpointDef[] {
  return Object.values(API_GROUPS).flatMap((group) => Object.values(group) as EndpointDef[]);
}
