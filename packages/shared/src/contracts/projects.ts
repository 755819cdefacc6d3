import { z } from 'zod';
import {
  BUDGETS,
  LIMITS,
  NICHES,
  PACK_TYPES,
  PAGE_SIZES,
  PROFIL_FILTER_CHOICES,
  PROFIL_SEARCH_CHOICES,
  PROJECT_STATUSES,
} from '../constants.js';
import { printableOnDocuments } from '../document-text.js';
import { endpoint } from '../endpoint.js';
import { projectForm as projectFormText } from '../messages/projectForm.js';
import { common as commonText } from '../messages/common.js';
import { validation as validationText } from '../messages/validation.js';
import { hasContactDetails } from '../validation.js';
import { okSchema, pagingSchema } from './common.js';

// Projects API contracts. Field names are the spec's.

/** Ids in query strings stay lenient: a malformed id is answered like an unknown one. */
export const projectIdQuery = z.object({ id: z.string().trim().max(64) });

/** A letter of any script: a title of emoji, digits or punctuation alone says nothing. */
const HAS_LETTER = /\p{L}/u;

/** The project's title, as the form and the server read it (printed on the contract). */
export const projectTitleText = printableOnDocuments(
  z
    .string()
    .trim()
    .min(1, projectFormText.titleRequired)
    .max(LIMITS.projectTitleMax, validationText.tooLong(LIMITS.projectTitleMax))
    .refine((title) => title === '' || HAS_LETTER.test(title), projectFormText.titleLetters)
    .refine((title) => !hasContactDetails(title), commonText.contactDetails),
);

/** The project's description: 40 to 5,000 characters, as long as a presentation at most. */
export const projectDescriptionText = z
  .string()
  .trim()
  .min(LIMITS.projectDescriptionMin, projectFormText.descriptionMin)
  .max(LIMITS.projectDescriptionMax, validationText.tooLong(LIMITS.projectDescriptionMax))
  .refine((text) => !hasContactDetails(text), commonText.contactDetails);

/** The editable fields of the shared create/edit form. */
const projectFields = {
  title: projectTitleText,
  description: projectDescriptionText,
  budget: z.enum(BUDGETS),
  /** Optional niche (one of the 16 of the sector list); '' or absent means none. */
  secteur: z
    .union([z.literal(''), z.enum(NICHES)])
    .optional()
    .transform((value) => value || null),
  profilSearch: z
    .array(z.enum(PROFIL_SEARCH_CHOICES))
    .min(1)
    .max(PROFIL_SEARCH_CHOICES.length)
    .transform((list) => [...new Set(list)]),
  /** Sent by the client; the server dates every change itself and ignores it. */
  dateCrea: z.string().max(40).optional(),
};
export const projectFormSchema = z.object(projectFields);
export type ProjectFormValues = z.input<typeof projectFormSchema>;

/** POST /project/create: Enregistrer sends save, Publier sends prePublish. */
export const createProjectBody = z.object({
  ...projectFields,
  statut: z.enum(['save', 'prePublish']),
});
export type CreateProjectBody = z.input<typeof createProjectBody>;

/** PATCH /project/update: Enregistrer save, Publier prePublish, Fermer le projet close. */
export const updateProjectBody = z.object({
  id: z.string().uuid(),
  ...projectFields,
  statut: z.enum(['save', 'prePublish', 'close']),
  /** Sent by the client when the project was published; ignored like dateCrea. */
  dateProjet: z.string().max(40).optional(),
});
export type UpdateProjectBody = z.input<typeof updateProjectBody>;

export const projectSchema = z.object({
  _id: z.string(),
  title: z.string(),
  description: z.string(),
  budget: z.string(),
  /** The optional niche (one of the 16), null when none (the server always sends it). */
  secteur: z.string().nullable().optional(),
  statut: z.enum(PROJECT_STATUSES),
  profilSearch: z.array(z.string()),
  /** Creation, or the latest publication request (ISO). */
  dateCrea: z.string(),
  /** The first creation date, once the project has been sent for publication. */
  dateProjet: z.string().nullable(),
  publishedAt: z.string().nullable(),
  editedAt: z.string().nullable(),
  views: z.number().int(),
  totalOffers: z.number().int(),
  /** Offer ids stay private: totaleOffers is their count. */
  statistique: z.object({ views: z.number().int(), totaleOffers: z.number().int() }),
});
export type ProjectDto = z.infer<typeof projectSchema>;

/** Answer of create and update: the resulting status tells pending from published at once. */
export const saveProjectReply = z.object({
  ok: z.literal(true),
  _id: z.string(),
  statut: z.enum(PROJECT_STATUSES),
});
export type SaveProjectReply = z.infer<typeof saveProjectReply>;

/** GET /project/get-edit-project: the owner gets the project; anyone else 403 Authorization false. */
export const editProjectReply = z.object({
  Authorization: z.literal(true),
  project: projectSchema,
  /** The moderator's reason when the last publication request was refused. */
  rejectReason: z.string().nullable(),
  /** True when a publication request would cost nothing (already paid, or the free project). */
  publicationPaid: z.boolean(),
  /** The owner's free first project: editable without a pack. */
  freeProject: z.boolean(),
});
export type EditProjectReply = z.infer<typeof editProjectReply>;

/** Query flags arrive as "true"/"false" strings. */
const flag = z
  .enum(['true', 'false'])
  .optional()
  .transform((value) => value === 'true');
const profileChoice = z
  .union([
    z.literal(''),
    z.literal('all'),
    z.enum(PROFIL_FILTER_CHOICES),
    z.enum(PROFIL_SEARCH_CHOICES),
  ])
  .optional();

/** The owner's project list with every filter the spec lists. */
export const myProjectsQuery = z.object({
  /** Category tab: all or a profile type sought. */
  filter: profileChoice,
  projectName: z.string().trim().max(LIMITS.projectTitleMax).optional(),
  /** Filter panel profile. */
  profil: profileChoice,
  /** croissant: most recent first (default), decroissant: oldest first. */
  triPar: z.enum(['croissant', 'decroissant']).optional().default('croissant'),
  publish: flag,
  close: flag,
  attribute: flag,
  save: flag,
  budgetMoins500: flag,
  budget500a1k: flag,
  budget1ka10k: flag,
  budgetplus10k: flag,
  ...pagingSchema(PAGE_SIZES.projects),
});
export type MyProjectsQuery = z.input<typeof myProjectsQuery>;

/** An owner's list item also says whether it is the free first project (editable without pack). */
export const myProjectSchema = projectSchema.extend({ freeProject: z.boolean() });
export type MyProjectDto = z.infer<typeof myProjectSchema>;

export const myProjectsReply = z.object({
  projects: z.array(myProjectSchema),
  hasMore: z.boolean(),
  userAuthSubscription: z.boolean(),
});
export type MyProjectsReply = z.infer<typeof myProjectsReply>;

export const authorInfoSchema = z.object({
  pseudo: z.string(),
  name: z.string(),
  /** A brand's trade name (brand types), shown instead of the pseudo; null when none. */
  tradeName: z.string().nullable(),
  statut: z.string(),
  /** The type shown in the feminine ("Influenceuse"): the person chose it on her account. */
  feminine: z.boolean(),
  categorie: z.string(),
  /** The owner's phone for herself and the other party of a signed contract, else null. */
  phone: z.string().nullable(),
  /** Stored image key ("profiles/profiles_<uuid>.webp"), served by GET /user/images/{key}. */
  photo: z.string().nullable(),
  statistique: z.object({ lastConnect: z.string().nullable() }),
  subscription: z.object({ type: z.enum(PACK_TYPES) }).nullable(),
});
export type AuthorInfo = z.infer<typeof authorInfoSchema>;

/** GET /project?id=: visitors get authorInfo null (never the author's details). */
export const projectDetailReply = z.object({
  project: projectSchema,
  authorInfo: authorInfoSchema.nullable(),
  /** The viewer has an active pack. */
  userAuthSubscription: z.boolean(),
  /** The viewer has at least one verified social account. */
  statusSocialNetwork: z.boolean(),
  /** The viewer owns the project. */
  authorProject: z.boolean(),
  /** What the viewer may do with the project now (the projects policy on the server). */
  can: z.object({
    edit: z.boolean(),
    endSelection: z.boolean(),
    attribute: z.boolean(),
    report: z.boolean(),
  }),
  /**
   * The viewer's conversation still open after the selection ended: the attributed offer's
   * chat, for its author and the owner (null for anyone else), with the other party's name.
   */
  openChat: z.object({ idOffer: z.string(), withName: z.string() }).nullable(),
});
export type ProjectDetailReply = z.infer<typeof projectDetailReply>;

/** POST /project/views: `views` is sent by the client and not read. */
export const projectViewsBody = z.object({
  views: z.union([z.number(), z.string(), z.boolean()]).optional(),
  projectId: z.string().uuid(),
});
export const projectViewsReply = z.object({ ok: z.literal(true), counted: z.boolean() });

export const endAttributeBody = z.object({
  idProject: z.string().uuid(),
  statut: z.literal('attribute'),
});

/** The projects endpoints. */
export const projectsApi = {
  create: endpoint({
    method: 'POST',
    path: '/project/create',
    access: 'user',
    tag: 'projects',
    body: createProjectBody,
    status: 201,
    reply: saveProjectReply,
    invalidBody: 'invalid_fields',
    errors: ['subscription_required', 'no_credit'],
  }),
  update: endpoint({
    method: 'PATCH',
    path: '/project/update',
    access: 'user',
    tag: 'projects',
    body: updateProjectBody,
    reply: saveProjectReply,
    invalidBody: 'invalid_fields',
    errors: [
      'project_not_found',
      'forbidden',
      'invalid_transition',
      'subscription_required',
      'no_credit',
    ],
  }),
  editForm: endpoint({
    method: 'GET',
    path: '/project/get-edit-project',
    access: 'user',
    tag: 'projects',
    query: projectIdQuery,
    reply: editProjectReply,
    errors: ['forbidden'],
    noStore: true,
  }),
  mine: endpoint({
    method: 'GET',
    path: '/project/my-projects',
    access: 'user',
    tag: 'projects',
    query: myProjectsQuery,
    reply: myProjectsReply,
    errors: [],
    noStore: true,
  }),
  detail: endpoint({
    method: 'GET',
    path: '/project',
    access: 'optional',
    tag: 'projects',
    query: projectIdQuery,
    reply: projectDetailReply,
    errors: ['project_not_found'],
    noStore: true,
  }),
  views: endpoint({
    method: 'POST',
    path: '/project/views',
    access: 'optional',
    tag: 'projects',
    body: projectViewsBody,
    reply: projectViewsReply,
    errors: ['project_not_found'],
  }),
  endSelection: endpoint({
    method: 'POST',
    path: '/project/end-attribute',
    access: 'user',
    tag: 'projects',
    body: endAttributeBody,
    reply: okSchema,
    errors: ['project_not_found', 'forbidden', 'invalid_transition'],
  }),
};
