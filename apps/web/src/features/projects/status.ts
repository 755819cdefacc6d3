import { MSG, projectIs, type ProjectDto, type ProjectStatus } from '@kollabo/shared';

// Display rules of the project status.

export const statusLabel = (statut: ProjectStatus) => MSG.projects.statusLabels[statut];

/** Date shown with a project: creation for save, publication otherwise (fallback dateCrea). */
export function displayDate(project: ProjectDto): { kind: 'created' | 'published'; at: string } {
  if (!projectIs.public(project.statut)) {
    return { kind: 'created', at: project.dateCrea };
  }
  return { kind: 'published', at: project.publishedAt ?? project.dateCrea };
}
