// The creator's invoice in the collaboration space: issued in her name under her billing
// mandate, or uploaded by her (PDF); the brand downloads it, or sees that it is missing. The
// invoice is the brand's bookkeeping, never a condition of the creator's payment (règle Kollabo).

export const creatorInvoice = {
  title: 'Facture de la prestation',
  selfBilledBadge: 'Autofacturation',
  issued: (number: string) => `Facture ${number}, émise par Kollabo au nom de la créatrice.`,
  issuedForAuthor: (number: string) =>
    `Facture ${number}, émise en votre nom par Kollabo (mandat de facturation).`,
  creditNote: (number: string) => `Avoir ${number} : la part remboursée à la marque.`,
  pendingForOwner:
    'La créatrice a donné un mandat de facturation : Kollabo émettra sa facture en son nom quand le paiement lui sera libéré.',
  pendingForAuthor:
    'Votre mandat de facturation est actif : Kollabo émettra la facture en votre nom quand le paiement vous sera libéré.',
  missing: 'Facture de la créatrice manquante',
  missingHint:
    'La créatrice n’a pas encore déposé sa facture. Son paiement n’en dépend pas ; vous pouvez la lui demander par la messagerie de la collaboration.',
  uploaded: (name: string, date: string) => `Facture déposée : ${name} (le ${date})`,
  authorIntro:
    'Sans mandat de facturation, c’est à vous d’émettre la facture de votre prestation à la marque : déposez-la ici en PDF. Votre paiement n’en dépend pas.',
  mandateLink: 'Ou confiez vos factures à Kollabo : mandat de facturation',
  fileLabel: 'Votre facture (PDF, 10 Mo au plus)',
  upload: 'Déposer la facture',
  replace: 'Remplacer la facture',
  uploading: 'Envoi…',
  uploadedNotice: 'Votre facture est déposée : la marque peut la télécharger.',
  locked: 'La marque a déjà téléchargé cette facture : elle ne peut plus être remplacée.',
  download: 'Télécharger la facture',
  downloadCreditNote: 'Télécharger l’avoir',
  chooseFile: 'Choisissez le PDF de votre facture.',
  // Errors.
  invalid: 'La facture doit être un fichier PDF (son contenu est vérifié, pas seulement son nom).',
  tooLarge: 'La facture dépasse 10 Mo.',
  authorOnly: 'Seule la créatrice dépose la facture de sa prestation.',
  notDue: 'Aucune facture n’est attendue pour cette collaboration.',
  alreadyIssued: 'Kollabo a déjà émis la facture de cette collaboration au nom de la créatrice.',
  mandatePending:
    'Votre mandat de facturation est actif : Kollabo émettra cette facture en votre nom. Révoquez le mandat pour déposer la vôtre.',
  lockedError: 'La marque a déjà téléchargé votre facture : elle ne peut plus être remplacée.',
  notFound: 'Aucune facture déposée pour cette collaboration.',
} as const;
