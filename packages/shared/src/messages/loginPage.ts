export const loginPage = {
  title: 'Connexion',
  intro: 'Heureux de vous revoir ! Connectez-vous pour retrouver vos projets et vos offres.',
  submit: 'Se connecter',
  busy: 'Connexion...',
  forgot: 'Mot de passe oublié ?',
  noAccount: 'Pas encore de compte ?',
} as const;
