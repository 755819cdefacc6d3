export const common = {
  network: "Oups une erreur s'est produite !",
  genericRetry: "Oups, une erreur s'est produite, veuillez réessayer ultérieurement.",
  tooManyRequests: 'Trop de tentatives, veuillez patienter avant de réessayer.',
  unauthorized: 'Veuillez vous connecter pour continuer.',
  forbidden: 'Accès interdit',
  notFound: "Cette page n'existe pas.",
  invalidInput: 'Erreur : vérifiez les informations saisies et réessayez !',
  /** The one text of the contact-details rule, in every free text before a signed contract. */
  contactDetails:
    'Votre texte ne doit contenir ni numéro de téléphone, ni adresse e-mail, ni lien, ni adresse postale.',
  /** A phone hidden from this viewer: only the other party of a signed contract sees it. */
  phoneHidden: 'Communiqué une fois le contrat signé par les deux parties',
  serverError: "Oups, une erreur s'est produite.",
  payloadTooLarge: 'Le contenu envoyé est trop volumineux.',
  unsupportedMediaType: "Ce type de contenu n'est pas accepté.",
  overloaded: 'Le service est très sollicité, veuillez réessayer dans quelques instants.',
  logoutConfirm: 'Confirmez-vous vouloir vous déconnecter ?',
} as const;
