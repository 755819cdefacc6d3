export const paymentPage = {
  title: 'Paiement',
  checking: 'Vérification du paiement...',
  successText: (label: string, credits: number) =>
    `Votre pack ${label} est actif : ${credits} crédit${credits > 1 ? 's' : ''} disponible${credits > 1 ? 's' : ''}.`,
  /** A lower pack bought while a higher one runs: what became of each. */
  boughtIntoHigher: (bought: string, added: number, kept: string) =>
    `Votre pack ${bought} a ajouté ${added} crédit${added > 1 ? 's' : ''} à votre pack ${kept}, qui reste actif avec ses avantages ${kept}.`,
  balanceUntil: (credits: number, date: string) =>
    `Vous disposez maintenant de ${credits} crédit${credits > 1 ? 's' : ''}, jusqu'au ${date}.`,
  unrecognisedText:
    "Nous n'avons pas pu confirmer ce paiement. Si votre carte a été débitée, contactez le service client.",
  loginText: 'Connectez-vous avec le compte qui a effectué le paiement pour le confirmer.',
  createProject: 'Déposer un projet',
  pricing: 'Voir les packs',
  login: 'Se connecter',
} as const;
