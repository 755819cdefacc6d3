export const logInfo = {
  success: 'Mise à jour effectuée avec succès.',
  failure: 'Échec de modification, vérifiez vos informations saisies et réessayez.',
  network: "Oups, une erreur s'est produite, veuillez réessayer plus tard.",
  passwordsDiffer: 'Les mots de passe saisis ne sont pas identiques. Veuillez revoir vos saisies.',
  sameEmail: "La nouvelle adresse e-mail doit être différente de l'actuelle.",
} as const;
