export const signupChoice = {
  title: 'Inscription',
  heading: 'Vous êtes...',
  intro: 'Inscription gratuite en 5 minutes. Choisissez le profil qui vous correspond.',
  start: 'Commencer',
  hasAccount: 'Déjà inscrit ?',
} as const;
