export const favouritesPage = {
  title: 'Mes favoris',
  searchLabel: 'Rechercher dans mes favoris',
  searchPlaceholder: 'trouver un profil...',
  /** Empty list: the next useful action. */
  emptyAction: 'Parcourir les profils',
} as const;
