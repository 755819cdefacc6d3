export const contact = {
  phoneFormat: 'Format de numéro de téléphone incorrect.',
  failure: "Oups, une erreur s'est produite, veuillez réessayer ultérieurement.",
  success: 'Votre message a été envoyé avec succès.',
} as const;
