import type { ProjectDetailReply } from '@kollabo/shared';

// What the project page gives its offers section and the panel that section loads apart (a
// file of its own: the panel, loaded lazily by the section, does not import the section back).
export interface ProjectOffersSectionProps {
  /** projectsApi.detail answer plus the viewer's pseudo (null for visitors). */
  project: ProjectDetailReply & { viewerPseudo: string | null };
  /** Call after a change (offer sent, attribution...) to reload the project. */
  onChanged: () => void;
}
