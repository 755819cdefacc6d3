// Discovery: the projects board, the creator directory and search alerts.
export const search = {
  alertLimit: 'Vous avez déjà 10 alertes : supprimez-en une pour en créer une autre.',
  alertNotFound: 'Cette alerte n’existe plus.',
  /** The label of an alert without any criterion. */
  allProjects: 'Tous les projets',
} as const;
