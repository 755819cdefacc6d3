export const code = {
  sent: 'Code envoyé avec succès.',
  sentEditInfo: 'Code envoyé avec succès.',
  mailExists: 'Oups, code non envoyé, un compte existe déjà avec cette adresse e-mail.',
  failure: 'Erreur, vérifiez votre saisie et réessayez.',
  badEmail: 'Erreur, vérifiez votre saisie et réessayez.',
  network: "Oups, une erreur s'est produite veuillez réessayer dans quelques minutes.",
} as const;
