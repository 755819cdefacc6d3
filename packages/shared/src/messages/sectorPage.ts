export const sectorPage = {
  title: (niche: string) => `Profils ${niche}`,
  intro: (niche: string) =>
    `Influenceurs et créateurs de contenu de la niche ${niche}, les plus consultés en premier.`,
  menuTitle: 'Niches',
  allProfiles: 'Voir tous les profils',
} as const;
