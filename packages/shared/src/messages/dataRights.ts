// Data rights (RGPD art. 15, 17 and 20): "Exporter mes données" and "Supprimer mon compte" in
// /my-account, their refusals, mails and notification.
export const dataRights = {
  exportTitle: 'Exporter mes données',
  // RGPD art. 15 (droit d'accès) and art. 20 (droit à la portabilité).
  exportIntro:
    'Recevez une archive ZIP de tout ce que vous nous avez confié et de ce qui vous concerne : compte, profil, médias, projets, offres, messages, collaborations, contrats, avis, paiements… (RGPD, art. 15 et 20). Les données sont en JSON, les tableaux aussi en CSV, et un fichier LISEZMOI.txt explique chaque fichier.',
  exportRequest: "Préparer l'export",
  exportRequesting: 'Demande en cours…',
  exportPending:
    'Votre export est en préparation. Vous recevrez un e-mail et une notification dès qu’il sera prêt.',
  exportReady: (date: string) => `Votre export est prêt. Téléchargeable jusqu'au ${date}.`,
  exportFailed:
    'La préparation de votre dernier export a échoué. Réessayez plus tard ou écrivez-nous depuis la page Nous contacter.',
  exportExpired: 'Votre dernier export a expiré. Vous pouvez en demander un nouveau.',
  exportDownload: "Télécharger l'archive",
  exportDownloading: 'Téléchargement…',
  exportSize: (size: string) => `Taille : ${size}`,
  exportRequestedAt: (date: string) => `Demandé le ${date}`,
  exportNextAllowed: (date: string) => `Prochain export possible à partir du ${date}.`,
  exportOnePerDay: 'Un export par jour au plus. Le lien reste valable 7 jours.',
  exportDailyLimit:
    'Vous avez déjà demandé un export aujourd’hui. Vous pourrez en demander un nouveau 24 heures après le précédent.',
  exportNotFound: 'Cet export est introuvable.',
  exportGone: 'Cet export a expiré : demandez-en un nouveau.',
  exportDownloadFailed: 'Le téléchargement a échoué. Réessayez dans un instant.',

  dangerTitle: 'Supprimer mon compte',
  // RGPD art. 17 (droit à l'effacement); retention duties: code de commerce L123-22 (10 years).
  dangerIntro:
    'La suppression est définitive (RGPD, art. 17). Votre profil, vos médias, vos réseaux sociaux, vos alertes, vos favoris et vos réglages sont effacés ; vous êtes déconnecté partout.',
  dangerKept:
    'Vos messages et avis restent lisibles par les personnes avec qui vous avez échangé, signés « Compte supprimé ». Les contrats, factures et paiements sont conservés le temps exigé par la loi (code de commerce, art. L123-22), sans rien de public. Pensez à exporter vos données avant.',
  dangerButton: 'Supprimer mon compte',
  dialogTitle: 'Supprimer définitivement votre compte ?',
  dialogText: 'Cette action est irréversible. Saisissez votre mot de passe pour confirmer.',
  passwordLabel: 'Mot de passe',
  codeLabel: 'Code de double authentification (si activée)',
  codeHint: "Le code à 6 chiffres de votre application d'authentification.",
  confirm: 'Supprimer définitivement',
  deleting: 'Suppression…',
  cancel: 'Annuler',
  deletedNotice: 'Votre compte a été supprimé. Un e-mail de confirmation vous a été envoyé.',

  wrongPassword: 'Mot de passe incorrect.',
  secondFactorRequired: 'Saisissez le code de votre application de double authentification.',
  secondFactorInvalid: 'Code de double authentification incorrect.',
  collabInProgress:
    'Une collaboration est en cours : terminez-la (livrables validés) ou annulez-la depuis son espace avant de supprimer votre compte.',
  moneyHeld:
    "De l'argent est bloqué ou vous est dû sur une collaboration (paiement pas encore versé, litige, versement ou remboursement en cours) : attendez son versement ou son remboursement, ou écrivez-nous depuis la page Nous contacter.",

  deletedPseudo: 'Compte supprimé',

  readyMail: {
    title: 'Votre export de données est prêt',
    body: (date: string) => `Téléchargeable jusqu'au ${date}.`,
    subject: 'Votre export de données Kollabo est prêt',
    lines: (date: string) => [
      'L’archive de vos données que vous avez demandée est prête.',
      `Vous pouvez la télécharger depuis « Gérer mon compte », connecté à votre compte, jusqu'au ${date}. Passé ce délai, elle est effacée.`,
      "Si vous n'êtes pas à l'origine de cette demande, changez votre mot de passe.",
    ],
    button: 'Télécharger mes données',
  },
  deletedMail: {
    subject: 'Votre compte Kollabo a été supprimé',
    text: (pseudo: string) =>
      [
        `Bonjour ${pseudo},`,
        '',
        'Votre compte Kollabo a bien été supprimé, comme vous l’avez demandé (RGPD, art. 17).',
        'Votre profil, vos médias, vos réseaux sociaux, vos alertes, vos favoris et vos réglages sont effacés et toutes vos sessions sont fermées.',
        'Vos messages et avis restent lisibles par les personnes concernées, signés « Compte supprimé ». Les contrats et les paiements sont conservés le temps exigé par la loi (code de commerce, art. L123-22), sans rien de public.',
        'Vous pouvez vous réinscrire avec la même adresse e-mail quand vous le souhaitez.',
        '',
        "L'équipe Kollabo",
      ].join('\n'),
  },
} as const;
