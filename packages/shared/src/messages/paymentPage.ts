export const paymentPage = {
  title: 'Paiement',
  checking: 'Vérification du paiement...',
  successText: (label: string, credits: number) =>
    `Votre pack ${label} est actif : ${credits} crédit${credits > 1 ? 's' : ''} disponible${credits > 1 ? 's' : ''}.`,
  unrecognisedText:
    "Nous n'avons pas pu confirmer ce paiement. Si votre carte a été débitée, contactez le service client.",
  loginText: 'Connectez-vous avec le compte qui a effectué le paiement pour le confirmer.',
  createProject: 'Déposer un projet',
  pricing: 'Voir les packs',
  login: 'Se connecter',
} as const;
