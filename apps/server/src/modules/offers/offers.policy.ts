import { isSameUser } from '../auth/auth.policy.js';
import { isProjectOwner } from '../projects/projects.policy.js';

// Who may do what with an offer and its room. Its two parties are the project's owner and the
// offer's author: they read it (with its amount), chat, and the owner attributes while the author
// answers. Nobody sends an offer on his own project.

interface OfferParties {
  ownerId: string;
  authorId: string;
}

export const isOfferAuthor = (offer: { userId: string }, userId?: string | null) =>
  isSameUser(offer.userId, userId);

/** The project's owner attributes one of its offers. */
export const canAttribute = (project: { ownerId: string }, userId: string) =>
  isProjectOwner(project, userId);

/** The offer's author accepts or declines the attribution. */
export const canAnswerAttribution = (offer: { userId: string }, userId: string) =>
  isOfferAuthor(offer, userId);

/** Offers go to other people's projects. */
export const canOfferOn = (project: { ownerId: string }, userId: string) =>
  !isProjectOwner(project, userId);

/** One of the room's two parties. */
export const isRoomParty = (parties: OfferParties, userId: string) =>
  isSameUser(parties.authorId, userId) || isSameUser(parties.ownerId, userId);

/** The other party of the room (who receives a message). */
export const otherPartyId = (parties: OfferParties, userId: string) =>
  isSameUser(parties.authorId, userId) ? parties.ownerId : parties.authorId;

/** The offer's author on someone else's project (the only one who needs no pack to write). */
export const isAuthorOnly = (parties: OfferParties, userId: string) =>
  isSameUser(parties.authorId, userId) && !isSameUser(parties.ownerId, userId);

/** The last message of a room was sent by the viewer. */
export const sentBy = (senderId: string | null, userId: string) => isSameUser(senderId, userId);
