export const signupForm = {
  title: 'Créer un compte',
  chosen: (statut: string) => `Profil choisi : ${statut}`,
  change: 'Modifier',
  codeStep: 'Saisissez le code reçu pour afficher la suite du formulaire.',
  submit: 'Créer mon compte',
  busy: 'Création du compte...',
  hasAccount: 'Déjà inscrit ?',
} as const;
