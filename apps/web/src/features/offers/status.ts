import type { OfferStatus, ProjectStatus } from '@kollabo/shared';

// Display rules of offers and attribution (transactions §4), kept pure so they are tested alone.

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

const isOpen = (statut: ProjectStatus) => statut === 'publish' || statut === 'close';

/**
 * The selection is over: attributed (attribute) or in the spec's unexplained allocation, which
 * the product never sets but older or imported projects may carry; both read as attribute.
 */
export const selectionEnded = (statut: ProjectStatus) =>
  statut === 'attribute' || statut === 'allocation';

/** What the project page shows to someone who is not its owner (offerer badges of §4). */
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
  if (!logged) return statut === 'publish' ? 'login' : 'none';
  if (authorProject) return 'none';
  if (offerSent) {
    if (won) return 'won';
    // The spec's "attribute and not won: Offre déclinée" is for the others' offers: the one the
    // project was attributed to waits for its author's answer, as on the sent offers list, and
    // one its author turned down says so.
    if (ownOffer === 'preSelect') return 'pending';
    if (ownOffer === 'declined') return 'turnedDown';
    if (selectionEnded(statut)) return 'declined';
    if (statut === 'close') return 'closed';
    return 'sent';
  }
  return statut === 'publish' ? 'makeOffer' : 'unavailable';
}

export type OwnerOfferState =
  'canAttribute' | 'preSelect' | 'accepted' | 'authorDeclined' | 'declined' | 'none';

/**
 * The owner's view of one offer: an offer whose author declined the attribution (declined) is
 * hers to have turned down; the others, not chosen once the selection ended, are his.
 */
export function ownerOfferState(offer: OfferStatus, project: ProjectStatus): OwnerOfferState {
  if (offer === 'preSelect') return 'preSelect';
  if (offer === 'select') return 'accepted';
  if (offer === 'declined') return 'authorDeclined';
  if (selectionEnded(project)) return 'declined';
  return isOpen(project) ? 'canAttribute' : 'none';
}

export type AuthorOfferState = 'decide' | 'won' | 'declined' | 'none';

/** The offer author's view of their own offer. */
export function authorOfferState(offer: OfferStatus, project: ProjectStatus): AuthorOfferState {
  if (offer === 'preSelect') return 'decide';
  if (offer === 'select') return 'won';
  if (offer === 'declined' || selectionEnded(project)) return 'declined';
  return 'none';
}

export type SentOutcome = 'won' | 'declined' | 'closed' | 'pending' | 'sent';

/** The outcome badge of a sent offer: Projet fermé, Projet remporté, Offre déclinée... */
export function sentOfferOutcome(offer: OfferStatus, project: ProjectStatus): SentOutcome {
  if (offer === 'select') return 'won';
  if (offer === 'preSelect') return 'pending';
  if (offer === 'declined' || selectionEnded(project)) return 'declined';
  if (project === 'close') return 'closed';
  return 'sent';
}
