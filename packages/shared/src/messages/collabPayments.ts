import { countLabel } from '../format.js';

// Pay through Kollabo: the payment line of the space, the payout account, the
// simulated onboarding and checkout, cancellation, disputes, /paiements and the admin's view.

/**
 * Who holds a collaboration's money, said once: every page, mail and the contract's payment
 * clause read it from here (règle Kollabo: the payment provider holds it, never Kollabo).
 */
const MONEY_HOLDER =
  'La somme payée est conservée par le prestataire de paiement de Kollabo, jamais par Kollabo elle-même, jusqu’à son versement au créateur ou son remboursement.';

export const collabPayments = {
  moneyHolder: MONEY_HOLDER,
  // Errors.
  ownerOnly: 'Seul le porteur du projet peut payer la collaboration.',
  notSigned: 'Le contrat doit être signé par les deux parties avant le paiement.',
  notRequired: "Ce contrat ne prévoit aucune somme à payer : il n'y a rien à régler.",
  alreadyPaid: 'Cette collaboration est déjà payée.',
  paymentInProgress:
    'Un paiement de cette collaboration vient d’aboutir et est en cours de confirmation : rechargez la page dans un instant.',
  cancelled: 'Cette collaboration est annulée.',
  creatorInactive:
    "Le créateur n'a pas encore activé la réception de ses paiements : le paiement sera possible dès que son compte sera actif.",
  paymentFirst:
    'Le paiement doit être sécurisé par le porteur du projet avant la publication des livrables.',
  paymentState: "Cette opération n'est plus possible dans l'état actuel du paiement.",
  cancelAfterPublication:
    "Un livrable a déjà été publié : l'annulation n'est plus possible. En cas de désaccord, ouvrez un litige.",
  cancelReasonInvalid: "Indiquez le motif de l'annulation (1 à 500 caractères).",
  disputeNotHeld:
    'Un litige ne peut être ouvert que tant que la somme payée n’est ni versée ni remboursée.',
  disputeInvalid: 'Choisissez un motif et décrivez le problème (1 à 2 000 caractères).',
  disputeNotFound: 'Aucun litige en cours pour cette collaboration.',
  disputeAlreadyDecided:
    'Ce litige a déjà été tranché : la décision rendue ne peut pas être modifiée.',
  disputeClosed: 'Ce litige est clos : on ne peut plus y joindre de pièce.',
  disputeAttachmentInvalid:
    'Pièce jointe refusée : seuls les fichiers PDF, JPEG, PNG ou WebP sont acceptés, et leur contenu doit correspondre à leur extension.',
  disputeAttachmentTooLarge: 'Pièce jointe trop lourde : 5 Mo au plus.',
  disputeAttachmentsFull: 'Trois pièces jointes au plus par litige.',
  decisionInvalid:
    'Décision invalide : choisissez une issue, un motif écrit et, pour un partage, la part du créateur (entre 0 et le montant du contrat).',
  onboardingNotFound: 'Compte de versement introuvable.',
  ibanInvalid: 'IBAN invalide : vérifiez les caractères saisis.',
  birthDateInvalid: 'Date de naissance invalide : le titulaire doit être majeur.',
  payoutDetailsInvalid: 'Vérifiez le nom du titulaire, l’IBAN et la date de naissance.',

  // Payout account.
  payoutStatus: {
    none: 'Aucun compte de versement',
    pending: 'Vérification en cours',
    active: 'Compte actif : vous pouvez recevoir vos paiements',
    restricted: 'Informations manquantes',
  },
  // Art. 293 B du CGI: the franchise en base.
  vatExempt: 'TVA non applicable, art. 293 B du CGI',
  vatPositionInvalid:
    'Choisissez votre situation de TVA : HT (TVA 20 % en sus), TTC, ou TVA non applicable (art. 293 B du CGI).',

  // The payment line.
  payButton: 'Payer et sécuriser',
  statuses: {
    unpaid: 'À payer',
    held: 'Payé, somme retenue',
    released: 'Versé au créateur',
    refunded: 'Remboursé',
    disputed: 'Litige en cours : somme gelée',
    split: 'Partagé après litige',
  },
  amount: 'Montant du contrat',
  fee: 'Commission Kollabo',
  vatOnFee: 'TVA sur la commission (20 %)',
  total: 'Total à payer',

  // Disputes.
  disputeReasons: {
    not_delivered: 'Livrable non publié',
    not_conform: 'Livrable non conforme au contrat',
    late: 'Publication hors délai',
    rights_misuse: 'Utilisation du contenu hors des droits cédés',
    no_review: 'Aucune réponse du porteur du projet',
    other: 'Autre motif',
    chargeback: 'Contestation du paiement par carte',
  },
  decisions: {
    release: 'Versement au créateur',
    refund: 'Remboursement du porteur du projet',
    split: 'Partage',
  },

  // Movements.
  movements: {
    payment: 'Paiement',
    held: 'Somme retenue',
    transfer: 'Virement vers le compte du créateur',
    payout: 'Versement sur le compte bancaire',
    refund: 'Remboursement',
    split: 'Partage',
  },

  holdLimitSubject: (count: number) =>
    `Kollabo : ${countLabel(count, 'paiement retenu', 'paiements retenus')} depuis 80 jours`,
  holdLimitText: (link: string) =>
    `Des paiements de collaboration sont retenus depuis 80 jours : le prestataire ne les garde pas au-delà de 90 jours. Décidez de leur sort dans l'administration : ${link}`,

  // Notifications and mails of each state change.
  notifications: {
    held: {
      title: (project: string) => `Paiement sécurisé : « ${project} »`,
      body: (amount: string, pseudo: string) =>
        `Le paiement de ${amount} est reçu (collaboration avec ${pseudo}). ${MONEY_HOLDER}`,
      button: 'Voir la collaboration',
    },
    released: {
      title: (project: string) => `Paiement versé : « ${project} »`,
      body: (amount: string, pseudo: string) =>
        `${amount} ont été versés au créateur (collaboration avec ${pseudo}).`,
      button: 'Voir mes paiements',
    },
    refunded: {
      title: (project: string) => `Paiement remboursé : « ${project} »`,
      body: (amount: string, pseudo: string) =>
        `${amount} ont été remboursés au porteur du projet (collaboration avec ${pseudo}).`,
      button: 'Voir mes paiements',
    },
    duplicateRefunded: {
      title: (project: string) => `Paiement en double remboursé : « ${project} »`,
      body: (amount: string, pseudo: string) =>
        `Un paiement de ${amount} de plus a été reçu pour votre collaboration avec ${pseudo} : il vous est remboursé en totalité, sur la carte qui l'a payé.`,
      button: 'Voir mes paiements',
    },
    split: {
      title: (project: string) => `Paiement partagé : « ${project} »`,
      body: (amount: string, pseudo: string) =>
        `Après le litige, ${amount} ont été versés au créateur et le reste remboursé (collaboration avec ${pseudo}).`,
      button: 'Voir mes paiements',
    },
    cancelRequested: {
      title: (project: string) => `Demande d'annulation : « ${project} »`,
      body: (amount: string, pseudo: string) =>
        `${pseudo} demande l'annulation de la collaboration (${amount}). Confirmez-la dans l'espace de collaboration.`,
      button: 'Voir la demande',
    },
    disputeOpened: {
      title: (project: string) => `Litige ouvert : « ${project} »`,
      body: (amount: string, pseudo: string) =>
        `Un litige a été ouvert (${pseudo}) : les ${amount} sont gelés jusqu'à la décision de l'équipe Kollabo.`,
      button: 'Voir le litige',
    },
    disputeDecided: {
      title: (project: string) => `Décision sur le litige : « ${project} »`,
      body: (amount: string, pseudo: string) =>
        `L'équipe Kollabo a rendu sa décision (${amount} versés au créateur, collaboration avec ${pseudo}).`,
      button: 'Voir la décision',
    },
    reasonLine: (reason: string) => `Motif : ${reason}`,
  },
} as const;
