import { z } from 'zod';
import {
  BUDGETS,
  MSG,
  NICHES,
  PROFIL_SEARCH_CHOICES,
  projectDescriptionText,
  projectTitleText,
} from '@kollabo/shared';
import '../../lib/frenchValidation';

// The create/edit form rules with French messages; the server checks the same
// limits again through the shared contract.

export const projectFormClientSchema = z.object({
  // The shared contract's rules (letters in the title, 40 to 5,000 characters), as the server's.
  title: projectTitleText,
  description: projectDescriptionText,
  budget: z.enum(BUDGETS),
  /** Optional niche: '' means none. */
  secteur: z.union([z.literal(''), z.enum(NICHES)]),
  profilSearch: z.array(z.enum(PROFIL_SEARCH_CHOICES)).min(1, MSG.projectForm.profilRequired),
});
export type ProjectFormInput = z.infer<typeof projectFormClientSchema>;

export const emptyProjectForm = (title = ''): ProjectFormInput => ({
  title,
  description: '',
  budget: BUDGETS[0],
  secteur: '',
  profilSearch: ['Influenceur'],
});

const isBudget = (value: string): value is ProjectFormInput['budget'] =>
  (BUDGETS as readonly string[]).includes(value);
const isNiche = (value: string | null | undefined): value is (typeof NICHES)[number] =>
  (NICHES as readonly string[]).includes(value ?? '');
const isProfil = (value: string): value is ProjectFormInput['profilSearch'][number] =>
  (PROFIL_SEARCH_CHOICES as readonly string[]).includes(value);

/** A stored project as form values (unknown labels fall back to the defaults). */
export function toFormValues(project: {
  title: string;
  description: string;
  budget: string;
  /** Absent from projects read before niches existed. */
  secteur?: string | null;
  profilSearch: string[];
}): ProjectFormInput {
  return {
    title: project.title,
    description: project.description,
    budget: isBudget(project.budget) ? project.budget : BUDGETS[0],
    secteur: isNiche(project.secteur) ? project.secteur : '',
    profilSearch: project.profilSearch.filter(isProfil),
  };
}
