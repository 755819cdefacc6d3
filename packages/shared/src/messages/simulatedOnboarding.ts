// The simulated hosted onboarding of a payout account (no Stripe key; refused in production).

export const simulatedOnboarding = {
  title: 'Compte de versement (test)',
  badge: 'MODE TEST',
  warning:
    "Inscription simulée : aucune identité n'est vérifiée et aucun compte bancaire n'est ouvert. Cette page remplace celle du prestataire de paiement tant qu'aucune clé Stripe n'est configurée.",
  name: 'Nom du titulaire du compte',
  nameInvalid: 'Indiquez le nom du titulaire (2 à 120 caractères).',
  iban: 'IBAN',
  ibanHint: 'Par exemple FR76 3000 6000 0112 3456 7890 189',
  birthDate: 'Date de naissance',
  birthDateMissing: 'Indiquez votre date de naissance.',
  vatHint:
    'Cochez si vous bénéficiez de la franchise en base de TVA : vos offres HT sont alors payées sans TVA.',
  submit: 'Valider mes informations',
  submitting: 'Validation...',
  cancel: 'Revenir sans valider',
  active: 'Ce compte de versement est déjà actif.',
} as const;
