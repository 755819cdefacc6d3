export const reset = {
  success: 'Réinitialisation effectuée avec succès.',
  failure: 'Échec de réinitialisation, vérifiez votre saisie et réessayez.',
  codeFailure: "Erreur, vérifiez l'email saisi et réessayez.",
} as const;
