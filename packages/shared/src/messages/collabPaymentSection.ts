import { collabPayments } from './collabPayments.js';

// The payment section of the collaboration space.

const { moneyHolder } = collabPayments;

export const collabPaymentSection = {
  title: 'Paiement sécurisé',
  ownerIntro: `Payez la somme convenue par carte, avant la publication. ${moneyHolder} Elle est versée au créateur quand vous validez le dernier livrable, ou 7 jours après sa publication sans réponse de votre part.`,
  authorIntro: `La marque paie la somme convenue par carte, avant la publication. ${moneyHolder} Elle vous est versée quand les livrables sont validés.`,
  afterSignature: 'Le paiement sera possible une fois le contrat signé par les deux parties.',
  notRequired:
    'Ce contrat ne prévoit aucune somme à payer : les livrables peuvent être publiés sans paiement.',
  waitingOwner: (pseudo: string) =>
    `${pseudo} doit payer et sécuriser la somme avant la publication des livrables.`,
  creatorInactiveOwner: (pseudo: string) =>
    `${pseudo} n'a pas encore activé la réception de ses paiements : vous pourrez payer dès que son compte sera actif.`,
  creatorInactiveAuthor:
    'Activez la réception de vos paiements : la marque ne peut pas payer tant que votre compte de versement n’est pas actif.',
  missing: 'Il manque :',
  payoutLink: 'Recevoir mes paiements',
  breakdown: 'Détail du paiement',
  creatorGets: 'Le créateur reçoit le montant du contrat, sans retenue.',
  paying: 'Redirection vers le paiement...',
  payNote: 'Paiement par carte sur la page sécurisée de notre prestataire de paiement.',
  paidBack: `Paiement reçu. ${moneyHolder}`,
  cancelledBack: 'Paiement annulé : aucune somme n’a été débitée.',
  lineTitle: 'Où en est le paiement',
  state: 'État',
  amount: 'Montant',
  totalPaid: 'Total payé',
  paidOn: 'Payé le',
  releaseOn: 'Versement prévu le',
  releaseAfterPublication: 'Fixé à la publication des livrables',
  releasedOn: 'Versé le',
  refundedOn: 'Remboursé le',
  splitShares: (creator: string, owner: string) =>
    `${creator} versés au créateur, ${owner} remboursés au porteur du projet`,
  cancelledLine: 'Collaboration annulée.',
  // Cancellation.
  cancelTitle: 'Annuler la collaboration',
  cancelIntro:
    "Tant qu'aucun livrable n'est publié, la collaboration peut être annulée d'un commun accord : l'un demande, l'autre confirme, et la somme payée est intégralement remboursée, commission comprise.",
  ownerAlone:
    'La période de publication est terminée depuis 14 jours sans publication : vous pouvez annuler sans l’accord du créateur.',
  cancelReason: "Motif de l'annulation",
  tooLong: (max: number) => `${max} caractères au maximum.`,
  cancelAsk: "Demander l'annulation",
  cancelConfirm: "Confirmer l'annulation",
  cancelNow: 'Annuler la collaboration',
  askedByMe: (reason: string) =>
    `Vous avez demandé l'annulation (« ${reason} ») : elle prendra effet quand l'autre partie la confirmera.`,
  askedByOther: (pseudo: string, reason: string) =>
    `${pseudo} demande l'annulation : « ${reason} ». Si vous confirmez, la somme payée est intégralement remboursée au porteur du projet, commission comprise.`,
  asked: "Votre demande d'annulation est envoyée.",
  cancelled: 'La collaboration est annulée.',
  close: 'Fermer',
  // Disputes.
  disputeTitle: 'Ouvrir un litige',
  disputeIntro:
    "En cas de désaccord, ouvrez un litige : la somme reste gelée jusqu'à la décision écrite de l'équipe Kollabo, envoyée aux deux parties.",
  disputeReason: 'Motif',
  disputeReasonPlaceholder: 'Choisissez un motif',
  disputeMessage: 'Décrivez le problème',
  disputeSend: 'Envoyer le litige',
  disputeSent: "Le litige est ouvert : la somme est gelée jusqu'à la décision de l'équipe Kollabo.",
  disputeOpen: (date: string, who: string) => `Litige ouvert le ${date} par ${who}`,
  attachmentsTitle: 'Pièces jointes',
  attachmentsNone: 'Aucune pièce jointe.',
  attachmentBy: (who: string) => `ajoutée par ${who}`,
  attachmentAdd: 'Joindre une pièce',
  attachmentHint: 'PDF, JPEG, PNG ou WebP, 5 Mo au plus ; trois pièces au plus par litige.',
  attachmentSend: 'Envoyer la pièce',
  attachmentSending: 'Envoi...',
  attachmentAdded: 'La pièce est jointe au litige.',
  attachmentMissing: 'Choisissez un fichier.',
  attachmentDownloadFailed: "Le téléchargement de la pièce jointe n'a pas abouti. Réessayez.",
  openedBy: {
    owner: 'le porteur du projet',
    author: 'le créateur',
    provider: 'la banque du payeur',
  },
  decision: (label: string) => `Décision de l'équipe Kollabo : ${label}`,
  decisionReasons: 'Motifs :',
} as const;
