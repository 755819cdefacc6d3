// Web: labels and client-side validation of the account forms.
export const authForm = {
  pseudoLabel: 'Pseudo*',
  emailLabel: 'Adresse e-mail*',
  codeLabel: 'Code de vérification*',
  codeHint: 'Saisissez le code reçu par e-mail.',
  nameLabel: 'Nom complet',
  phoneLabel: 'Téléphone',
  /** Where the phone is typed (sign-up, /my-account): who will see it. */
  phoneHint:
    'Visible uniquement par l’autre partie d’un contrat que vous avez tous les deux signé.',
  passwordLabel: 'Mot de passe* (6 caractères minimum)',
  newPasswordLabel: 'Nouveau mot de passe* (6 caractères minimum)',
  sendCode: 'Envoyer le code',
  sendingCode: 'Envoi du code...',
  showPassword: 'Afficher le mot de passe',
  hidePassword: 'Masquer le mot de passe',
  required: 'Ce champ est obligatoire.',
  passwordMin: 'Le mot de passe doit contenir au moins 6 caractères.',
  pseudoMin: 'Le pseudo doit contenir au moins 3 caractères.',
  nameMin: 'Le nom doit contenir au moins 2 caractères.',
  codeFormat: 'Le code doit contenir 4 à 6 chiffres.',
  phoneFormat: 'Le numéro doit contenir 6 à 12 chiffres.',
  emailFormat: 'Adresse e-mail invalide.',
  pseudoChecking: 'Vérification du pseudo...',
  pseudoAvailable: 'Pseudo disponible.',
  legalBefore: 'En continuant, vous acceptez nos ',
  legalAnd: ' et notre ',
} as const;
