// The offer's status machine: its states, the moves it allows and the named questions asked
// about a status. An offer is sent pending; its project's owner attributes it (preSelect); its
// author accepts (select) or declines (declined). The server refuses any move this table does not
// list (changeOfferStatus in the offers module); the web compares statuses through `offerIs`.

export const OFFER_STATUSES = ['pending', 'preSelect', 'select', 'declined'] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];

export const OFFER_MOVES: Record<OfferStatus, readonly OfferStatus[]> = {
  pending: ['preSelect'],
  preSelect: ['select', 'declined'],
  select: [],
  declined: [],
};

export const canMoveOffer = (from: OfferStatus, to: OfferStatus): boolean =>
  OFFER_MOVES[from].includes(to);

export const isOfferStatus = (value: string): value is OfferStatus =>
  (OFFER_STATUSES as readonly string[]).includes(value);

/** The named questions about an offer's status; compare a status through these only. */
export const offerIs = {
  /** Sent, not attributed (pending). */
  pending: (statut: OfferStatus) => statut === 'pending',
  /** Attributed, waiting for its author's answer (preSelect). */
  awaitingAnswer: (statut: OfferStatus) => statut === 'preSelect',
  /** Its author accepted the attribution (select). */
  accepted: (statut: OfferStatus) => statut === 'select',
  /** Its author declined the attribution (declined). */
  declined: (statut: OfferStatus) => statut === 'declined',
  /** The project's attributed offer, answered yes or not yet (preSelect or select). */
  attributed: (statut: OfferStatus) => statut === 'preSelect' || statut === 'select',
};
