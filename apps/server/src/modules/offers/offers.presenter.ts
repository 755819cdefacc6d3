import {
  MSG,
  PACK_TYPES,
  collabPaymentAmounts,
  contractFigures,
  formatEuros,
  taxModeOf,
  type Offer,
  type OfferCost,
  type OfferPerson,
  type OfferStatus,
  type PackType,
  type ProjectStatus,
} from '@kollabo/shared';
import { cleanFileName } from '../../lib/uploaded-file.js';
import type { OfferRow, PersonRow, ProjectFacts } from './offers.repository.js';

// Shapes rows into the spec's answers. Amounts leave the server only for the project owner.

const isPackType = (value: string | null): value is PackType =>
  value !== null && (PACK_TYPES as readonly string[]).includes(value);

export function presentPerson(row: PersonRow): OfferPerson {
  return {
    pseudo: row.pseudo,
    name: row.name,
    tradeName: row.tradeName,
    statut: row.statut,
    photo: row.photo,
    statistique: { views: row.views, lastConnect: row.lastConnect?.toISOString() ?? null },
    subscription: isPackType(row.packType) ? { type: row.packType } : null,
  };
}

/** "150 € TTC", "750 € HT", "750 € HT — TVA non applicable, art. 293 B du CGI" */
export function formatAmount(offer: Pick<OfferRow, 'amountCents' | 'tax'>): string {
  return `${formatEuros(offer.amountCents / 100)} ${MSG.offers.amountTax[taxModeOf(offer.tax)]}`;
}

/** What the owner will pay if this offer becomes the contract, at commission `feeBps`. */
export function offerCost(offer: Pick<OfferRow, 'amountCents' | 'tax'>, feeBps: number): OfferCost {
  const terms = { amountCents: offer.amountCents, tax: taxModeOf(offer.tax) };
  const { feeCents, vatOnFeeCents, totalCents } = collabPaymentAmounts({ ...terms, feeBps });
  return { ...contractFigures(terms), feeCents, vatOnFeeCents, totalCents };
}

/** An offer; its amount when `showAmount`, and what she will pay for the owner (`ownerFeeBps`). */
export function presentOffer(
  offer: OfferRow,
  author: PersonRow,
  showAmount: boolean,
  ownerFeeBps?: number,
): Offer {
  const statut = offer.statut as OfferStatus;
  const dateSend = offer.dateSend.toISOString();
  return {
    idOffer: offer.id,
    statut,
    statutOffer: statut,
    amount: showAmount ? formatAmount(offer) : null,
    cost: ownerFeeBps === undefined ? null : offerCost(offer, ownerFeeBps),
    dateSend,
    dateSendOffer: dateSend,
    messageOffre: offer.messageOffre,
    // Cleaned again when shown: names stored before the rule kept bidi and zero-width characters.
    linkFile: offer.filePath ? cleanFileName(offer.fileName ?? 'piece-jointe') : null,
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
