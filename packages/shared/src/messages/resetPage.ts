export const resetPage = {
  title: 'Mot de passe oublié',
  intro:
    "Saisissez l'adresse e-mail de votre compte : nous vous envoyons un code pour choisir un nouveau mot de passe.",
  submit: 'Réinitialiser',
  busy: 'Réinitialisation...',
  backToLogin: 'Retour à la connexion',
} as const;
