import {
  searchAlertsApi,
  searchApi,
  type ProjectSearchQuery,
  type SearchAlertQuery,
  type UserSearchQuery,
} from '@kollabo/shared';
import { call } from '../../lib/api';

// Discovery calls, through the shared endpoint descriptors.

export const searchKeys = {
  board: (query: ProjectSearchQuery, logged: boolean) =>
    ['search', 'projects', query, logged] as const,
  directory: (query: UserSearchQuery, logged: boolean) =>
    ['search', 'users', query, logged] as const,
  alerts: ['search', 'alerts'] as const,
};

export const searchProjects = (query: ProjectSearchQuery, signal?: AbortSignal) =>
  call(searchApi.projects, { query }, { signal });

export const searchUsers = (query: UserSearchQuery, signal?: AbortSignal) =>
  call(searchApi.users, { query }, { signal });

export const listAlerts = (signal?: AbortSignal) => call(searchAlertsApi.list, {}, { signal });

export const createAlert = (query: SearchAlertQuery) =>
  call(searchAlertsApi.create, { body: { query } });

export const deleteAlert = (id: string) => call(searchAlertsApi.remove, { params: { id } });
