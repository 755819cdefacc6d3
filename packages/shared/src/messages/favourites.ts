export const favourites = {
  selfLike: 'Vous ne pouvez pas ajouter votre propre profil à vos favoris.',
  emptyFavourites: 'Aucun profil trouvé',
  emptySector: 'Aucun profil trouvé',
  unknownSector: 'Ce secteur est inconnu.',
} as const;
