export const socials = {
  saved: 'Identifiant enregistré avec succès',
  reset: 'Identifiant réinitialisé avec succès.',
  ratesSaved: 'Tarification mise à jour avec succès.',
  failure: "Oups, une erreur s'est produite, veuillez réessayer ultérieurement.",
  invalidHandle: 'Identifiant invalide : lettres, chiffres, points et tirets bas uniquement.',
  invalidRate: 'Les tarifs doivent être des nombres entiers positifs, en euros.',
  identifierRequired: "Enregistrez d'abord votre identifiant avant de le vérifier.",
  unavailable: (network: string) =>
    `La vérification ${network} est momentanément indisponible. Veuillez réessayer plus tard.`,
  verified: (network: string) => `Votre compte ${network} est vérifié.`,
  verifyFailed: 'La vérification a échoué ou a été annulée. Veuillez réessayer.',
  none: (user: string) => `Aucun réseau social renseigné par ${user}`,
} as const;
