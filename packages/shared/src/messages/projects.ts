// Projects: server errors, shared form, lists, detail, report.
export const projects = {
  invalidFields: "Veuillez s'il vous plaît remplir correctement tous les champs obligatoires (*)",
  createFailure: "Oups, une erreur s'est produite, veuillez réessayer ultérieurement.",
  createSaved: 'Votre projet a été enregistré avec succès.',
  publishRequested: 'Votre demande de publication a été prise en compte.',
  closed: 'Projet fermé avec succès.',
  saved: 'Projet enregistré avec succès.',
  updateFailure: "Une erreur s'est produite, veuillez réessayer ultérieurement.",
  notFound: 'Aucun projet trouvé',
  subscriptionRequired: 'Pack requis !',
  subscriptionRequiredText:
    'Vous devez avoir un pack en cours pour créer, modifier ou publier un projet.',
  noCredit: "Vous n'avez plus de crédit",
  noCreditText: 'Votre pack ne contient plus de crédit : rechargez-le pour continuer.',
  seePacks: 'Voir les packs',
  confirmPublish:
    'Confirmez-vous la publication de ce projet ? Il sera visible par tout le monde une fois validé.',
  confirmClose: 'Confirmez-vous la fermeture de ce projet (vous pourrez le rouvrir plus tard) ?',
  statusLabels: {
    save: 'Enregistré, non publié',
    prePublish: 'En cours de vérification',
    publish: 'Ouvert',
    close: 'Fermé',
    attribute: 'Sélection terminée',
    allocation: 'Attribution',
  },
} as const;
