// Web: shared component labels.
export const ui = {
  loading: 'Chargement...',
  busy: 'Patienter...',
  close: 'Fermer',
  cancel: 'Annuler',
  confirm: 'Confirmer',
  loadMore: 'Afficher plus',
  previous: 'Précédent',
  next: 'Suivant',
  filters: 'Filtres',
  apply: 'Appliquer',
  reset: 'Réinitialiser',
  pro: 'PRO',
  accountMenu: 'Menu du compte',
  reload: 'Recharger la page',
  skipToContent: 'Aller au contenu',
  /** Shown discreetly on every page when the demo marketplace is loaded (npm run demo). */
  demoData: 'Données de démonstration',
} as const;
