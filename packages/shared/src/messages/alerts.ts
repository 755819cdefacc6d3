// Web: the board's saved searches.
export const alerts = {
  title: 'Mes alertes',
  intro: 'Recevez par e-mail les nouveaux projets publiés qui correspondent à votre recherche.',
  create: 'Créer une alerte pour cette recherche',
  creating: 'Création...',
  created: 'Alerte créée : les nouveaux projets correspondants vous seront envoyés par e-mail.',
  deleted: 'Alerte supprimée.',
  empty: 'Aucune alerte pour le moment.',
  count: (count: number, max: number) => `${count} / ${max}`,
  open: (label: string) => `Voir les projets de l'alerte ${label}`,
  remove: 'Supprimer',
  removeLabel: (label: string) => `Supprimer l'alerte ${label}`,
} as const;
