export const logInfoPage = {
  title: 'Informations de connexion',
  pseudoLabel: 'Pseudo',
  nameLabel: 'Nom complet*',
  codeLabel: 'Code de vérification',
  codeHint: "Requis si vous changez d'adresse e-mail.",
  newPasswordLabel: 'Nouveau mot de passe (6 caractères minimum)',
  repeatPasswordLabel: 'Répétez le nouveau mot de passe',
  passwordHint: 'Laissez vide pour conserver votre mot de passe actuel.',
  submit: 'Mettre à jour',
  busy: 'Mise à jour...',
} as const;
