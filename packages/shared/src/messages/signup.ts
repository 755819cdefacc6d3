export const signup = {
  failure:
    "Erreur : vérifiez les informations saisies ou si votre code n'a pas expiré, puis réessayez !",
  network: "Oups, une erreur s'est produite, veuillez réessayer ultérieurement !",
  success: 'Compte créé avec succès !',
  pseudoInvalid: 'Pseudo invalide.',
} as const;
