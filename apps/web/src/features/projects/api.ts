import {
  projectsApi,
  reportsApi,
  type CreateProjectBody,
  type MyProjectsQuery,
  type UpdateProjectBody,
} from '@kollabo/shared';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../lib/api';

// Calls of the projects feature, through the shared endpoint descriptors.

export const projectKeys = {
  all: ['projects'] as const,
  mine: (filters: MyProjectsQuery) => ['projects', 'mine', filters] as const,
  detail: (id: string) => ['projects', 'detail', id] as const,
  edit: (id: string) => ['projects', 'edit', id] as const,
};

export const createProject = (body: CreateProjectBody) => call(projectsApi.create, { body });

export const updateProject = (body: UpdateProjectBody) => call(projectsApi.update, { body });

export const getEditProject = (id: string, signal?: AbortSignal) =>
  call(projectsApi.editForm, { query: { id } }, { signal });

export const getMyProjects = (query: MyProjectsQuery, signal?: AbortSignal) =>
  call(projectsApi.mine, { query }, { signal });

export const getProjectDetail = (id: string, signal?: AbortSignal) =>
  call(projectsApi.detail, { query: { id } }, { signal });

/** The project page's read, shared with its route loader (routes/prefetch.ts) so both name the
 * same cache entry; the answer depends on who asks. */
export const projectDetailQuery = (id: string, logged: boolean) =>
  queryOptions({
    queryKey: [...projectKeys.detail(id), logged],
    queryFn: ({ signal }) => getProjectDetail(id, signal),
    retry: false,
  });

export const postProjectView = (projectId: string) =>
  call(projectsApi.views, { body: { views: 1, projectId } });

export const endSelection = (idProject: string) =>
  call(projectsApi.endSelection, { body: { idProject, statut: 'attribute' } });

export const reportProject = (idProject: string, message: string) =>
  call(reportsApi.reportProject, { body: { idProject, message } });
