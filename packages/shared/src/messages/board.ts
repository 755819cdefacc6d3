// Web: the open-projects board /projects.
export const board = {
  title: 'Voir les projets',
  heading: 'Projets ouverts aux offres',
  intro:
    'Les projets publiés par les marques, entreprises et agences : trouvez le vôtre et envoyez une offre privée.',
  searchLabel: 'Rechercher un projet',
  searchPlaceholder: 'Mot-clé : maquillage, voyage, vidéo...',
  facetsTitle: 'Filtres',
  facetsToggle: (count: number) => (count > 0 ? `Filtres (${count})` : 'Filtres'),
  profilFacet: 'Profil recherché',
  budgetFacet: 'Budget',
  secteurFacet: 'Niche',
  clearFilters: 'Effacer les filtres',
  showAll: (count: number) => `Voir les ${count} niches`,
  showLess: 'Voir moins',
  sortLabel: 'Trier par',
  sorts: {
    pertinence: 'Pertinence',
    recent: 'Plus récents',
    budget: 'Budget le plus élevé',
    offers: "Moins d'offres reçues",
  },
  total: (count: string, many: boolean) => `${count} projet${many ? 's' : ''}`,
  /** A total past the cap (totalCapped), for the board and the directory. */
  moreThan: (count: string) => `plus de ${count}`,
  /** A total counted among the first matches only (totalAtLeast): a lower bound. */
  atLeast: (count: string) => `au moins ${count}`,
  /** A facet count over a sample of the matches (facetsSampled): at least this many. */
  facetAtLeast: (count: string) => `${count}+`,
  facetAtLeastTitle: 'Au moins : compté sur une partie des résultats',
  empty: 'Aucun projet trouvé',
  emptyHint: 'Essayez un autre mot-clé ou retirez des filtres.',
  resetSearch: 'Réinitialiser la recherche',
  offered: 'Offre déposée',
  noNiche: 'Toutes niches',
  authorLabel: 'Publié par',
  visitorTitle: 'Envoyez votre offre en quelques minutes',
  visitorText:
    "Connectez-vous pour voir qui a publié chaque projet et faire une offre. L'inscription est gratuite.",
  results: 'Résultats de la recherche',
} as const;
