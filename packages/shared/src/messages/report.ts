export const report = {
  title: 'Signaler un abus',
  intro:
    'Expliquez-nous ce qui ne va pas avec ce projet. Notre équipe examinera votre signalement.',
  messageLabel: 'Votre message*',
  submit: 'Envoyer le signalement',
  busy: 'Envoi...',
  success: 'Signalement envoyé avec succès.',
  failure: "Une erreur s'est produite, vérifiez votre saisie et réessayez.",
  ownProject: 'Vous ne pouvez pas signaler votre propre projet.',
} as const;
