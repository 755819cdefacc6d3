export const footer = {
  legalNotice: 'Mentions légales',
  howItWorks: 'Comment fonctionne Kollabo',
  privacy: 'Politique de confidentialité',
  terms: "Conditions d'utilisation",
  pricing: 'Nos tarifs',
  contact: 'Nous contacter',
  presentation:
    'Kollabo met en relation les marques, entreprises et agences avec des influenceurs et créateurs de contenu. Publiez votre premier projet pour 0\u00a0€ et recevez des offres privées.',
  copyright: (year: number) => `© ${year} Kollabo`,
} as const;
