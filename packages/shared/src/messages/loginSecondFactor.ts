// Web: the login form's second step (the second factor's code or a recovery code).
export const loginSecondFactor = {
  title: 'Vérification en deux étapes',
  intro: "Saisissez le code à 6 chiffres affiché par votre application d'authentification.",
  codeLabel: 'Code de vérification',
  recoveryLabel: 'Code de secours',
  recoveryIntro: 'Saisissez l’un de vos codes de secours (il ne pourra plus servir ensuite).',
  useRecovery: 'Utiliser un code de secours',
  useApp: "Utiliser le code de l'application",
  submit: 'Vérifier',
  busy: 'Vérification...',
  back: 'Revenir à la connexion',
  required: 'Saisissez le code.',
} as const;
