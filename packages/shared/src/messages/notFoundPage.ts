export const notFoundPage = {
  title: 'Page introuvable',
  back: "Retour à l'accueil",
} as const;
