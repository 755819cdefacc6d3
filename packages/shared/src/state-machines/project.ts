import type { ProjectStatus } from '../constants.js';

// The project's status machine: its states (PROJECT_STATUSES in constants.ts), the moves it
// allows and the named questions the pages and the server ask about a status. The server refuses
// any move this table does not list (changeProjectStatus); the web shows only the actions it
// allows. A new transition is one line here.

/**
 * Every status change the product makes (edit, publication with or without moderation, close,
 * reopen, end of selection, attribution, moderator approval or refusal). A status not listed
 * as a target is refused whoever asks.
 */
export const PROJECT_MOVES: Record<ProjectStatus, readonly ProjectStatus[]> = {
  save: ['save', 'prePublish', 'publish'],
  prePublish: ['save', 'prePublish', 'publish'],
  publish: ['save', 'prePublish', 'publish', 'close', 'attribute'],
  close: ['save', 'prePublish', 'publish', 'attribute'],
  attribute: ['prePublish', 'publish'],
  allocation: ['prePublish', 'publish'],
};

export const canMoveProject = (from: ProjectStatus, to: ProjectStatus): boolean =>
  PROJECT_MOVES[from].includes(to);

/** What the owner's edit form may ask: save a draft, request publication, close. */
export const PROJECT_EDIT_ACTIONS = ['save', 'prePublish', 'close'] as const;
export type ProjectEditAction = (typeof PROJECT_EDIT_ACTIONS)[number];

/**
 * What an edit may do from each status.
 * - save: any status except an ended selection (attribute/allocation can only be republished);
 * - prePublish: a publication request (or an edit of a pending one) from every status;
 * - close: only an open project (Fermer le projet).
 */
export const PROJECT_EDIT_MOVES: Record<ProjectStatus, readonly ProjectEditAction[]> = {
  save: ['save', 'prePublish'],
  prePublish: ['save', 'prePublish'],
  publish: ['save', 'prePublish', 'close'],
  close: ['save', 'prePublish'],
  attribute: ['prePublish'],
  allocation: ['prePublish'],
};

export const canEditProject = (from: ProjectStatus, action: ProjectEditAction): boolean =>
  PROJECT_EDIT_MOVES[from].includes(action);

/** Terminer (end of selection, to attribute): from publish or close only. */
export const PROJECT_END_SELECTION_FROM: readonly ProjectStatus[] = ['publish', 'close'];

export const canEndSelection = (statut: ProjectStatus): boolean =>
  PROJECT_END_SELECTION_FROM.includes(statut);

/** Statuses anyone may read; save and prePublish stay with the owner (and moderators). */
export const PUBLIC_PROJECT_STATUSES: readonly ProjectStatus[] = [
  'publish',
  'close',
  'attribute',
  'allocation',
];

/** Card and filter flags map onto stored statuses: a pending request counts as publish. */
export const PROJECT_STATUS_FLAG_MEMBERS: Record<
  'publish' | 'close' | 'attribute' | 'save',
  readonly ProjectStatus[]
> = {
  publish: ['publish', 'prePublish'],
  close: ['close'],
  attribute: ['attribute', 'allocation'],
  save: ['save'],
};

/** The named questions about a project's status; compare a status through these only. */
export const projectIs = {
  /** Saved, never sent to publication (save). */
  draft: (statut: ProjectStatus) => statut === 'save',
  /** Waiting for a moderator (prePublish). */
  awaitingModeration: (statut: ProjectStatus) => statut === 'prePublish',
  /** Live, taking offers (publish). */
  published: (statut: ProjectStatus) => statut === 'publish',
  /** Closed by its owner (close): no new offers, selection still possible. */
  closed: (statut: ProjectStatus) => statut === 'close',
  /** Attributed (attribute): the end of selection the product sets. */
  attributed: (statut: ProjectStatus) => statut === 'attribute',
  /**
   * The selection is over: attributed (attribute) or in the spec's unexplained allocation, which
   * the product never sets but older or imported projects may carry; both read as attribute.
   */
  selectionEnded: (statut: ProjectStatus) => statut === 'attribute' || statut === 'allocation',
  /** The selection runs (publish or close): offers can be attributed, chats are open. */
  selecting: (statut: ProjectStatus) => statut === 'publish' || statut === 'close',
  /** Anyone may read it (every status but save and prePublish). */
  public: (statut: ProjectStatus) => PUBLIC_PROJECT_STATUSES.includes(statut),
};
