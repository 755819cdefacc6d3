export const login = {
  badCredentials: 'Utilisateur ou mot de passe incorrect !',
  network: "Oups une erreur s'est produite !",
  passwordLabel: 'Mot de passe* (6 caractères minimum)',
  identifierLabel: 'Pseudo ou adresse e-mail*',
} as const;
