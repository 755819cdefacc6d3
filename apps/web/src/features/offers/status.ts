import { offerIs, projectIs, type OfferStatus, type ProjectStatus } from '@kollabo/shared';

// Display rules of offers and attribution, kept pure so they are tested alone.

export type OffererBadge =
  | 'makeOffer'
  | 'sent'
  | 'pending'
  | 'won'
  | 'declined'
  | 'turnedDown'
  | 'closed'
  | 'unavailable'
  | 'login'
  | 'none';

/** What the project page shows to someone who is not its owner (the offerer's badges). */
export function offererBadge(input: {
  logged: boolean;
  authorProject: boolean;
  statut: ProjectStatus;
  offerSent: boolean;
  won: boolean;
  /** The viewer's own offer's status, when she sent one. */
  ownOffer?: OfferStatus;
}): OffererBadge {
  const { logged, authorProject, statut, offerSent, won, ownOffer } = input;
  // Visitors: a login prompt on a published project; the page shows the sign-up prompt otherwise.
  if (!logged) return projectIs.published(statut) ? 'login' : 'none';
  if (authorProject) return 'none';
  if (offerSent) {
    if (won) return 'won';
    // The spec's "attribute and not won: Offre déclinée" is for the others' offers: the one the
    // project was attributed to waits for its author's answer, as on the sent offers list, and
    // one its author turned down says so.
    if (ownOffer && offerIs.awaitingAnswer(ownOffer)) return 'pending';
    if (ownOffer && offerIs.declined(ownOffer)) return 'turnedDown';
    if (projectIs.selectionEnded(statut)) return 'declined';
    if (projectIs.closed(statut)) return 'closed';
    return 'sent';
  }
  return projectIs.published(statut) ? 'makeOffer' : 'unavailable';
}

export type OwnerOfferState =
  'canAttribute' | 'awaitingAnswer' | 'accepted' | 'authorDeclined' | 'notChosen' | 'none';

/**
 * The owner's view of one offer: an offer whose author declined the attribution (declined) is
 * hers to have turned down; the others, not chosen once the selection ended, are his.
 */
export function ownerOfferState(offer: OfferStatus, project: ProjectStatus): OwnerOfferState {
  if (offerIs.awaitingAnswer(offer)) return 'awaitingAnswer';
  if (offerIs.accepted(offer)) return 'accepted';
  if (offerIs.declined(offer)) return 'authorDeclined';
  if (projectIs.selectionEnded(project)) return 'notChosen';
  return projectIs.selecting(project) ? 'canAttribute' : 'none';
}

export type AuthorOfferState = 'decide' | 'won' | 'ended' | 'none';

/** The offer author's view of their own offer. */
export function authorOfferState(offer: OfferStatus, project: ProjectStatus): AuthorOfferState {
  if (offerIs.awaitingAnswer(offer)) return 'decide';
  if (offerIs.accepted(offer)) return 'won';
  if (offerIs.declined(offer) || projectIs.selectionEnded(project)) return 'ended';
  return 'none';
}

export type SentOutcome = 'won' | 'declined' | 'closed' | 'pending' | 'sent';

/** The outcome badge of a sent offer: Projet fermé, Projet remporté, Offre déclinée... */
export function sentOfferOutcome(offer: OfferStatus, project: ProjectStatus): SentOutcome {
  if (offerIs.accepted(offer)) return 'won';
  if (offerIs.awaitingAnswer(offer)) return 'pending';
  if (offerIs.declined(offer) || projectIs.selectionEnded(project)) return 'declined';
  if (projectIs.closed(project)) return 'closed';
  return 'sent';
}
