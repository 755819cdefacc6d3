// Chat panel of the offer page.
export const chat = {
  title: 'Discussion',
  removedByModeration: 'Message retiré par l’équipe de modération de Kollabo.',
  loading: 'Chargement de la discussion...',
  empty: 'Aucun message pour le moment. Démarrez la conversation !',
  placeholder: 'Écrivez votre message...',
  send: 'Envoyer',
  subscriptionNotice: 'Vous devez avoir un pack en cours pour continuer cette conversation.',
  seePacks: 'Voir les packs',
  closed: 'La discussion est fermée pour ce projet.',
  /** Shown instead of the message box, and the refusal of a message sent anyway. */
  accountDeleted:
    'Ce compte a été supprimé : la conversation est fermée et vous ne pouvez plus lui écrire.',
  /** Under the title of the chat inside the collaboration space. */
  collabIntro: (name: string) =>
    `Votre conversation avec ${name} : parlez ici du contrat, du paiement et des livrables.`,
  olderMessages: 'Messages précédents',
  emptyMessage: 'Le message ne peut pas être vide.',
  notAllowed: 'Vous ne pouvez pas envoyer de message dans cette conversation.',
  notParticipant: 'Accès interdit',
  sessionEnded: 'Votre session a expiré, veuillez vous reconnecter.',
  mailSubject: (pseudo: string) => `Nouveau message de ${pseudo} sur Kollabo`,
  mailText: (pseudo: string, title: string, link: string) =>
    `Bonjour,\n\n${pseudo} vous a envoyé un nouveau message à propos du projet « ${title} ».\n\nLire le message : ${link}\n\nVous pouvez désactiver ces notifications depuis votre messagerie Kollabo.`,
} as const;
