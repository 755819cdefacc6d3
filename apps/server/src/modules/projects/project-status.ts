// Where a publication request lands, a server rule (it reads the moderation setting). The
// status table itself (moves, edit actions, named predicates) is in packages/shared
// (state-machines/project.ts), read by the web too.

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
