// Web: "Projets pour vous" on a logged creator's home.
export const forYou = {
  title: 'Projets pour vous',
  intro: 'Les derniers projets publiés qui recherchent votre profil.',
  seeAll: 'Voir tous les projets',
  empty: 'Aucun projet ne correspond encore à votre profil : parcourez tous les projets ouverts.',
} as const;
