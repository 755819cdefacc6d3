export const simulatedCheckout = {
  title: 'Paiement de test',
  badge: 'MODE TEST',
  warning:
    "Paiement simulé : aucune carte n'est débitée. Cette page remplace la page de paiement du prestataire tant qu'aucune clé Stripe n'est configurée.",
  pack: (label: string) => `Pack ${label}`,
  amount: 'Montant à payer',
  pay: 'Payer',
  paying: 'Paiement...',
  cancel: 'Annuler',
  canceling: 'Annulation...',
  done: 'Cette session de paiement est déjà terminée.',
  unavailable: "Le paiement de test n'est pas disponible.",
} as const;
