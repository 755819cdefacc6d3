import {
  PACK_TYPES,
  formatEuros,
  type Offer,
  type OfferPerson,
  type OfferStatus,
  type PackType,
  type ProjectStatus,
} from '@kollabo/shared';
import type { OfferRow, PersonRow, ProjectFacts } from './offers.repository.js';

// Shapes rows into the spec's answers. Amounts leave the server only for the project owner.

const isPackType = (value: string | null): value is PackType =>
  value !== null && (PACK_TYPES as readonly string[]).includes(value);

export function presentPerson(row: PersonRow): OfferPerson {
  return {
    pseudo: row.pseudo,
    name: row.name,
    statut: row.statut,
    photo: row.photo,
    statistique: { views: row.views, lastConnect: row.lastConnect?.toISOString() ?? null },
    subscription: isPackType(row.packType) ? { type: row.packType } : null,
  };
}

/** "150 € TTC" */
export function formatAmount(offer: Pick<OfferRow, 'amountCents' | 'tax'>): string {
  return `${formatEuros(offer.amountCents / 100)} ${offer.tax}`;
}

export function presentOffer(offer: OfferRow, author: PersonRow, showAmount: boolean): Offer {
  const statut = offer.statut as OfferStatus;
  const dateSend = offer.dateSend.toISOString();
  return {
    idOffer: offer.id,
    statut,
    statutOffer: statut,
    amount: showAmount ? formatAmount(offer) : null,
    dateSend,
    dateSendOffer: dateSend,
    messageOffre: offer.messageOffre,
    linkFile: offer.filePath ? (offer.fileName ?? 'piece-jointe') : null,
    user: presentPerson(author),
  };
}

export function presentProject(project: ProjectFacts) {
  return {
    idProject: project.id,
    title: project.title,
    statut: project.statut as ProjectStatus,
    budget: project.budget,
    dateCrea: project.createdAt.toISOString(),
  };
}
