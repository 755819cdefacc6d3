export const signup = {
  failure:
    "Erreur : vérifiez les informations saisies ou si votre code n'a pas expiré, puis réessayez !",
  network: "Oups, une erreur s'est produite, veuillez réessayer ultérieurement !",
  badCode: 'Ce code est incorrect ou a expiré. Vérifiez-le ou demandez-en un nouveau.',
  pseudoTaken: 'Ce pseudo est déjà pris.',
  emailTaken: 'Un compte existe déjà avec cette adresse e-mail.',
  success: 'Compte créé avec succès ! Bienvenue sur Kollabo.',
  pseudoInvalid:
    'Le pseudo doit compter 3 à 30 caractères : lettres, chiffres, points, tirets ou tirets bas, sans espace.',
} as const;
