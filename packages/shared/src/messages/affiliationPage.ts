export const affiliationPage = {
  title: "Mes coupons d'affiliations",
  intro:
    'Les coupons dont vous êtes le parrain, leurs utilisations restantes et le chiffre d’affaires généré.',
  empty: 'Aucun coupon trouvé',
  searchLabel: 'Rechercher un code',
  search: 'Rechercher',
  usesTitle: 'Utilisations',
  usesLeft: (left: number, total: number) => `${left} / ${total} utilisations restantes`,
  revenue: 'Chiffre d’affaires',
  expires: (date: string) => `Expire le ${date}`,
  expired: 'Expiré',
  noExpiry: "Sans date d'expiration",
  personalTo: (pseudo: string) => `Réservé à ${pseudo}`,
  everyone: 'Ouvert à tous',
  disabled: 'Désactivé',
  createdAt: (date: string) => `Créé le ${date}`,
} as const;
