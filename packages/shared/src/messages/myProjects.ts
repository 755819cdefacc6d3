import { countLabel } from '../format.js';

export const myProjects = {
  title: 'Mes projets',
  /** Empty list: an owner creates one, a creator finds projects to answer. */
  emptyCreate: 'Créer un projet',
  emptyBrowse: 'Trouver des projets',
  search: 'Rechercher un projet',
  searchSubmit: 'Rechercher',
  all: 'Tous',
  profileLabel: 'Profil recherché',
  anyProfile: 'Tous les profils',
  sortLabel: 'Trier par',
  sortRecent: 'Plus récents',
  sortOldest: 'Plus anciens',
  statusLegend: 'Statut',
  budgetLegend: 'Budget',
  statusFilters: {
    publish: 'Ouvert',
    close: 'Fermé',
    attribute: 'Sélection terminée',
    save: 'Enregistré',
  },
  empty: 'Aucun projet trouvé',
  edit: 'Modifier',
  seeOffers: 'Voir les offres',
  seeProject: 'Voir le projet',
  createdAgo: (duration: string) => `Créé il y a ${duration}`,
  publishedAgo: (duration: string) => `Publié il y a ${duration}`,
  views: (count: number) => countLabel(count, 'vue', 'vues'),
  offers: (count: number) => countLabel(count, 'offre', 'offres'),
  newProject: 'Déposer un projet',
} as const;
