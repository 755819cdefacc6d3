import type { ProjectStatus } from '@kollabo/shared';

// The project status machine (transactions §4). Pure functions: the service applies them inside
// the transaction that locks the project row, so two requests never both pass a check.

export type EditAction = 'save' | 'prePublish' | 'close';

/**
 * Every status change the product makes (edit, publication with or without moderation, close,
 * reopen, end of selection, attribution, moderator approval or refusal). A status not listed
 * as a target is refused whoever asks.
 */
const MOVES: Record<ProjectStatus, readonly ProjectStatus[]> = {
  save: ['save', 'prePublish', 'publish'],
  prePublish: ['save', 'prePublish', 'publish'],
  publish: ['save', 'prePublish', 'publish', 'close', 'attribute'],
  close: ['save', 'prePublish', 'publish', 'attribute'],
  attribute: ['prePublish', 'publish'],
  allocation: ['prePublish', 'publish'],
};

export function canMove(from: ProjectStatus, to: ProjectStatus): boolean {
  return MOVES[from].includes(to);
}

/**
 * What PATCH /project/update may do from each status.
 * - save: any status except an ended selection (attribute/allocation can only be republished);
 * - prePublish: a publication request (or an edit of a pending one) from every status;
 * - close: only an open project (Fermer le projet).
 */
const EDIT_TRANSITIONS: Record<ProjectStatus, readonly EditAction[]> = {
  save: ['save', 'prePublish'],
  prePublish: ['save', 'prePublish'],
  publish: ['save', 'prePublish', 'close'],
  close: ['save', 'prePublish'],
  attribute: ['prePublish'],
  allocation: ['prePublish'],
};

export function canEdit(from: ProjectStatus, action: EditAction): boolean {
  return EDIT_TRANSITIONS[from].includes(action);
}

/** Terminer (end-attribute): from publish or close only. */
export const END_SELECTION_FROM: readonly ProjectStatus[] = ['publish', 'close'];

/** Statuses anyone may read; save and prePublish stay with the owner (and moderators). */
export const PUBLIC_STATUSES: readonly ProjectStatus[] = [
  'publish',
  'close',
  'attribute',
  'allocation',
];
export const isPublicStatus = (statut: ProjectStatus) => PUBLIC_STATUSES.includes(statut);

export interface PublicationFacts {
  moderation: 'auto' | 'manual';
  /** The project was approved before (publishedAt set). */
  wasPublished: boolean;
  /** Title, description, budget or profiles differ from the stored ones. */
  contentChanged: boolean;
}

/**
 * Where a publication request lands: published at once with MODERATION=auto, or when a project
 * approved before comes back unchanged (reopening after close or attribute); otherwise it waits
 * for a moderator in prePublish.
 */
export function publicationTarget(facts: PublicationFacts): 'publish' | 'prePublish' {
  if (facts.moderation === 'auto') return 'publish';
  return facts.wasPublished && !facts.contentChanged ? 'publish' : 'prePublish';
}

/** Card and filter flags map onto stored statuses: a pending request counts as publish. */
export const STATUS_FLAG_MEMBERS: Record<
  'publish' | 'close' | 'attribute' | 'save',
  readonly ProjectStatus[]
> = {
  publish: ['publish', 'prePublish'],
  close: ['close'],
  attribute: ['attribute', 'allocation'],
  save: ['save'],
};
