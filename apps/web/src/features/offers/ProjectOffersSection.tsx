import type { ProjectDetailReply } from '@kollabo/shared';

// Placeholder: replaced by the offers feature (issue 5), which renders here the offers list
// ("Offres pour ce projet" / "Votre offre pour ce projet"), the offer form and the offerer
// badges of the project detail page.

export interface ProjectOffersSectionProps {
  /** GET /api/project?id= answer plus the viewer's pseudo (null for visitors). */
  project: ProjectDetailReply & { viewerPseudo: string | null };
  /** Call after a change (offer sent, attribution...) to reload the project. */
  onChanged: () => void;
}

export function ProjectOffersSection(props: ProjectOffersSectionProps) {
  void props; // replaced by the offers feature
  return null;
}
