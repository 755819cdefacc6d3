// Web: the creator directory /all-profiles.
export const directory = {
  title: 'Tous les profils',
  intro:
    'Influenceurs, créateurs de contenu, acteurs et agences : trouvez le profil qui fera vivre votre projet.',
  searchLabel: 'Rechercher un profil',
  searchPlaceholder: 'trouver un profil...',
  statutFacet: 'Type de profil',
  secteurFacet: 'Niche',
  reseauFacet: 'Réseau vérifié',
  followersFacet: "Nombre d'abonnés",
  proFacet: 'Profils PRO uniquement',
  proTitle: 'Pack',
  localisationLabel: 'Localisation',
  localisationPlaceholder: 'Ville ou région',
  maxTarifLabel: 'Tarif de publication maximum (€)',
  networks: { instagram: 'Instagram', tiktok: 'TikTok' },
  followerBands: {
    moins10k: 'Moins de 10k',
    '10ka50k': '10k à 50k',
    '50ka200k': '50k à 200k',
    plus200k: 'Plus de 200k',
  },
  sorts: {
    pertinence: 'Pertinence',
    vues: 'Les plus vus',
    favoris: 'Les plus ajoutés en favori',
    actifs: 'Actifs récemment',
    recents: 'Nouveaux profils',
  },
  total: (count: string, many: boolean) => `${count} profil${many ? 's' : ''}`,
  empty: 'Aucun profil trouvé',
  rateFrom: (amount: string) => `Publication dès ${amount}`,
} as const;
