import {
  editProjectReply,
  myProjectsReply,
  okSchema,
  projectDetailReply,
  projectViewsReply,
  saveProjectReply,
  type CreateProjectBody,
  type MyProjectsQuery,
  type UpdateProjectBody,
} from '@kollabo/shared';
import { api, type QueryParams } from '../../lib/api';

// Calls of the projects feature (transactions §7), validated with the shared contracts.

export const projectKeys = {
  all: ['projects'] as const,
  mine: (filters: MyProjectsQuery) => ['projects', 'mine', filters] as const,
  detail: (id: string) => ['projects', 'detail', id] as const,
  edit: (id: string) => ['projects', 'edit', id] as const,
};

export const createProject = (body: CreateProjectBody) =>
  api.post('/project/create', body, { schema: saveProjectReply });

export const updateProject = (body: UpdateProjectBody) =>
  api.patch('/project/update', body, { schema: saveProjectReply });

export const getEditProject = (id: string, signal?: AbortSignal) =>
  api.get('/project/get-edit-project', {
    query: { id },
    schema: editProjectReply,
    cache: 'no-store',
    signal,
  });

export const getMyProjects = (query: MyProjectsQuery, signal?: AbortSignal) =>
  api.get('/project/my-projects', {
    query: query as QueryParams,
    schema: myProjectsReply,
    cache: 'no-store',
    signal,
  });

export const getProjectDetail = (id: string, signal?: AbortSignal) =>
  api.get('/project', { query: { id }, schema: projectDetailReply, cache: 'no-store', signal });

export const postProjectView = (projectId: string) =>
  api.post('/project/views', { views: 1, projectId }, { schema: projectViewsReply });

export const endSelection = (idProject: string) =>
  api.post('/project/end-attribute', { idProject, statut: 'attribute' }, { schema: okSchema });

export const reportProject = (idProject: string, message: string) =>
  api.post('/report/project', { idProject, message }, { schema: okSchema });
