// Notifications: the bell, /notifications, the settings page, the mails and the
// unsubscribe page. Each event's texts are here; the event list is notifications.ts.
export const notifications = {
  categories: {
    messages: 'Messages',
    offers: 'Offres et attribution',
    collaboration: 'Collaboration',
    payments: 'Paiements et pack',
    alerts: 'Alertes',
    account: 'Mon compte',
    security: 'Sécurité du compte',
  },
  categoryHints: {
    messages: "Un nouveau message dans l'une de vos conversations.",
    offers:
      'Une offre reçue sur votre projet, un projet qui vous est attribué, une attribution acceptée ou déclinée, la modération de vos projets.',
    collaboration:
      'Un contrat à signer ou signé, un livrable publié, validé ou à reprendre, un avis reçu.',
    payments: 'Le reçu de vos achats de pack, la fin prochaine de votre pack, vos crédits épuisés.',
    alerts: 'Les nouveaux projets qui correspondent à vos alertes de recherche.',
    account: 'Votre export de données prêt à télécharger.',
  },
  bell: 'Notifications',
  // Starts with the badge's visible text ("3", "+9"), as the messages link does (label in name).
  bellUnread: (badge: string, count: number) =>
    `${badge} notification${count > 1 ? 's' : ''} non lue${count > 1 ? 's' : ''}`,
  panelTitle: 'Notifications',
  seeAll: 'Voir toutes les notifications',
  pageTitle: 'Notifications',
  markAllRead: 'Tout marquer comme lu',
  empty: 'Aucune notification pour le moment.',
  emptyHint: 'Les offres, messages, paiements et alertes qui vous concernent arriveront ici.',
  unreadLabel: 'Non lue',
  ago: (duration: string) => `Il y a ${duration}`,
  allRead: 'Toutes vos notifications sont lues.',
  markFailed: "Oups, une erreur s'est produite, veuillez réessayer ultérieurement.",
  loadFailed: "Oups, une erreur s'est produite, veuillez réessayer ultérieurement.",
  settingsTitle: 'Notifications',
  settingsIntro:
    "Choisissez les e-mails que vous recevez. Les notifications restent toujours visibles dans l'application, sous la cloche en haut de page.",
  settingsLegend: 'E-mails par catégorie',
  mailToggle: (label: string) => `Recevoir les e-mails « ${label} »`,
  mailOn: 'Activés',
  mailOff: 'Désactivés',
  saved: 'Préférences enregistrées.',
  saveFailed: "Oups, une erreur s'est produite, veuillez réessayer ultérieurement.",
  unsubscribeInvalid: "Ce lien de désabonnement n'est pas valide.",
  fallbackTitle: 'Nouvelle notification',
  // The events (in-app title and body, then the mail).
  offerReceived: {
    title: (project: string) => `Nouvelle offre sur « ${project} »`,
    body: (pseudo: string) => `${pseudo} vous a envoyé une offre.`,
    subject: (pseudo: string, project: string) => `Nouvelle offre de ${pseudo} sur « ${project} »`,
    lines: (pseudo: string, project: string, amount: string) => [
      `${pseudo} a répondu à votre projet « ${project} » par une offre de ${amount}.`,
      "Consultez-la, échangez avec son auteur et attribuez votre projet à l'offre qui vous convient.",
    ],
    button: "Voir l'offre",
  },
  messageReceived: {
    title: (pseudo: string) => `Nouveau message de ${pseudo}`,
    body: (project: string) => `À propos du projet « ${project} ».`,
    lines: (pseudo: string, project: string) => [
      `${pseudo} vous a envoyé un nouveau message à propos du projet « ${project} ».`,
    ],
    button: 'Lire le message',
  },
  offerAttributed: {
    title: (project: string) => `Projet attribué : « ${project} »`,
    body: (pseudo: string) =>
      `${pseudo} vous a attribué son projet. Acceptez-vous de le réaliser ?`,
    subject: (pseudo: string, project: string) =>
      `${pseudo} vous a attribué le projet « ${project} »`,
    lines: (pseudo: string, project: string) => [
      `Bonne nouvelle : ${pseudo} a retenu votre offre et vous a attribué le projet « ${project} ».`,
      'Acceptez ou déclinez ce projet depuis la page de votre offre.',
    ],
    button: 'Répondre',
  },
  attributionAccepted: {
    title: (project: string) => `Attribution acceptée : « ${project} »`,
    body: (pseudo: string) => `${pseudo} a accepté de réaliser votre projet.`,
    subject: (pseudo: string, project: string) => `${pseudo} a accepté de réaliser « ${project} »`,
    lines: (pseudo: string, project: string) => [
      `${pseudo} a accepté l'attribution de votre projet « ${project} ».`,
      "Organisez la suite de la collaboration depuis la discussion de l'offre.",
    ],
    button: 'Ouvrir la discussion',
  },
  attributionDeclined: {
    title: (project: string) => `Attribution déclinée : « ${project} »`,
    body: (pseudo: string) => `${pseudo} a décliné votre projet.`,
    subject: (pseudo: string, project: string) => `${pseudo} a décliné le projet « ${project} »`,
    lines: (pseudo: string, project: string) => [
      `${pseudo} a décliné l'attribution de votre projet « ${project} ».`,
      "Publiez-le de nouveau depuis « Mes projets » pour recevoir d'autres offres.",
    ],
    button: 'Voir mon projet',
  },
  projectPublished: {
    title: (project: string) => `Projet publié : « ${project} »`,
    body: 'Votre projet est en ligne et peut recevoir des offres.',
    lines: (project: string) => [
      `Bonne nouvelle : votre projet « ${project} » a été validé et il est maintenant visible par tous.`,
      'Les créateurs peuvent dès à présent vous envoyer leurs offres.',
    ],
    button: 'Voir mon projet',
  },
  projectRefused: {
    title: (project: string) => `Publication refusée : « ${project} »`,
    body: (reason: string) => `Motif : ${reason}`,
    lines: (project: string, reason: string) => [
      `Votre demande de publication du projet « ${project} » a été refusée par notre équipe.`,
      `Motif : ${reason}`,
      'Votre projet est de nouveau enregistré (non publié). Modifiez-le puis demandez à nouveau sa publication.',
    ],
    button: 'Modifier mon projet',
  },
  packPaid: {
    title: (label: string) => `Paiement reçu : pack ${label}`,
    body: (amount: string, credits: number, date: string) =>
      `${amount} payés, ${credits} crédit${credits > 1 ? 's' : ''} valable${credits > 1 ? 's' : ''} jusqu'au ${date}.`,
    subject: (label: string) => `Votre reçu Kollabo : pack ${label}`,
    lines: ['Merci pour votre achat ! Voici votre reçu.'],
    facts: {
      pack: 'Pack',
      price: 'Prix du pack',
      coupon: 'Coupon',
      paid: 'Montant payé',
      credits: 'Crédits ajoutés',
      balance: 'Crédits disponibles',
      expires: "Valable jusqu'au",
      date: 'Date du paiement',
      invoice: 'Facture',
    },
    couponValue: (code: string, discount: string) => `${code} (−${discount})`,
    button: 'Déposer un projet',
  },
  packExpiring: {
    title: 'Votre pack expire dans 3 jours',
    body: (label: string, date: string) => `Pack ${label}, valable jusqu'au ${date}.`,
    subject: (label: string) => `Votre pack ${label} expire dans 3 jours`,
    lines: (label: string, date: string, credits: number) => [
      `Votre pack ${label} prend fin le ${date}.`,
      credits > 0
        ? `Il vous reste ${credits} crédit${credits > 1 ? 's' : ''} : utilisez-${credits > 1 ? 'les' : 'le'} avant cette date ou prolongez votre pack.`
        : 'Prolongez-le pour continuer à publier et à échanger avec les créateurs.',
    ],
    button: 'Prolonger mon pack',
  },
  creditsEmpty: {
    title: "Vous n'avez plus de crédit",
    body: 'Rechargez votre pack pour publier de nouveaux projets.',
    lines: (label: string) => [
      `Vous venez d'utiliser le dernier crédit de votre pack ${label}.`,
      'Achetez des crédits pour publier vos prochains projets ; vos discussions en cours restent ouvertes.',
    ],
    button: 'Acheter des crédits',
  },
  alertMatch: {
    title: (count: number) =>
      count > 1
        ? `${count} nouveaux projets pour votre alerte`
        : 'Un nouveau projet pour votre alerte',
    body: (label: string) => `Alerte : ${label}`,
    lines: (count: number, label: string) => [
      `${count > 1 ? `${count} nouveaux projets correspondent` : 'Un nouveau projet correspond'} à votre alerte « ${label} ».`,
    ],
    match: (title: string, url: string) => `« ${title} » : ${url}`,
    button: 'Voir les projets',
  },
  contractToSign: {
    title: (project: string) => `Contrat à signer : « ${project} »`,
    body: (pseudo: string) => `${pseudo} vous a envoyé le contrat.`,
    button: 'Voir le contrat',
  },
  vatPositionChanged: {
    title: (project: string) => `Situation de TVA modifiée : « ${project} »`,
    body: (pseudo: string) =>
      `${pseudo} a changé sa situation de TVA. Le contrat signé garde ses montants tant qu’un avenant n’est pas signé par vous deux : proposez-en un depuis l’espace de collaboration pour appliquer la nouvelle situation.`,
    button: 'Voir le contrat',
  },
  contractSigned: {
    title: (project: string) => `Contrat signé : « ${project} »`,
    body: (pseudo: string) => `${pseudo} a signé le contrat.`,
    button: 'Voir le contrat',
  },
  deliverablePublished: {
    title: (project: string) => `Nouveau livrable : « ${project} »`,
    body: (pseudo: string) => `${pseudo} a publié un livrable.`,
    button: 'Voir le livrable',
  },
  deliverableApproved: {
    title: (project: string) => `Livrable validé : « ${project} »`,
    body: (pseudo: string) => `${pseudo} a validé votre livrable.`,
    button: 'Voir le livrable',
  },
  deliverableChanges: {
    title: (project: string) => `Livrable à reprendre : « ${project} »`,
    body: (pseudo: string) => `${pseudo} demande des modifications.`,
    button: 'Voir la demande',
  },
  reviewReceived: {
    title: (pseudo: string) => `Nouvel avis de ${pseudo}`,
    body: (project: string) => `À propos du projet « ${project} ».`,
    button: "Voir l'avis",
  },
} as const;
