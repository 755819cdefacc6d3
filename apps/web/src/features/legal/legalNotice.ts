import { contactApi, type LegalNoticeReply } from '@kollabo/shared';
import { call } from '../../lib/api';
import type { LegalDocument } from './LegalDocument';

// Mentions légales: the publisher's and host's identification come from the server's
// configuration (the operator's own facts, LCEN art. 6); the rest is fixed text.

export const legalNoticeKey = ['legal-notice'] as const;

export const getLegalNotice = (signal?: AbortSignal) =>
  call(contactApi.legalNotice, {}, { signal });

const ON_REQUEST =
  'Les autres informations d’identification sont communiquées sur simple demande via la page « Nous contacter ».';

/** Ends an operator-given text with a full stop, unless it already has one. */
const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

function publisherParagraphs({ publisher }: LegalNoticeReply): string[] {
  const lines = [
    sentence(`Le site et l’application Kollabo sont édités par ${publisher.name}`),
    publisher.registration && sentence(publisher.registration),
    publisher.address && sentence(`Siège social : ${publisher.address}`),
    publisher.phone && sentence(`Téléphone : ${publisher.phone}`),
    `E-mail : ${publisher.email}.`,
    sentence(
      `Directeur de la publication : ${publisher.director || `le représentant légal de ${publisher.name}`}`,
    ),
  ];
  const incomplete = !publisher.registration || !publisher.address || !publisher.phone;
  return [
    ...lines.filter((line): line is string => Boolean(line)),
    ...(incomplete ? [ON_REQUEST] : []),
  ];
}

function hostParagraphs({ host }: LegalNoticeReply): string[] {
  if (!host.name) {
    return [
      "Le service est hébergé par un prestataire d'hébergement professionnel situé dans l'Union européenne. Ses coordonnées complètes sont communiquées sur simple demande via la page « Nous contacter ».",
    ];
  }
  const address = host.address ? `, ${host.address}` : '';
  const phone = host.phone ? ` (téléphone : ${host.phone})` : '';
  return [sentence(`Le service est hébergé par ${host.name}${address}${phone}`)];
}

export function legalNotice(identity: LegalNoticeReply): LegalDocument {
  const { name } = identity.publisher;
  return {
    updated: '2026-11-22',
    sections: [
      { title: 'Éditeur du site', paragraphs: publisherParagraphs(identity) },
      { title: 'Hébergement', paragraphs: hostParagraphs(identity) },
      {
        title: 'Protection des données',
        paragraphs: [
          `${name} est responsable des traitements de données personnelles réalisés sur la plateforme. Leur description et vos droits figurent dans notre Politique de confidentialité. Pour toute question, y compris pour joindre le référent à la protection des données, écrivez-nous via la page « Nous contacter ».`,
        ],
      },
      {
        title: 'Propriété intellectuelle',
        paragraphs: [
          "La marque Kollabo, son logo et l'ensemble des éléments de la plateforme sont protégés. Toute reproduction sans autorisation est interdite. Les contenus publiés par les utilisateurs restent leur propriété.",
        ],
      },
    ],
  };
}
