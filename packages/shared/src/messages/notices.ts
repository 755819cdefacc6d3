// Notice and action (règlement (UE) 2022/2065 sur les services numériques, « DSA »): the form
// any visitor fills to report a content (art. 16), the statement of reasons sent to its author
// (art. 17), the contest (art. 20) and the mails to both parties. The article each text
// answers is cited beside it.

export const notices = {
  // The "Signaler" form (DSA art. 16 §2: the four elements a notice must allow).
  report: 'Signaler',
  /** The project page's button beside the spec's "Signaler un abus" for members. */
  reportIllegal: 'Signaler un contenu illicite',
  title: 'Signaler un contenu',
  intro:
    'Vous pensez que ce contenu est illicite ou contraire à nos conditions d’utilisation ? Décrivez-le : notre équipe examinera votre signalement et vous informera de sa décision.',
  /** DSA art. 16 §1: notices are open to anyone, logged in or not. */
  legalNote: 'Signalement prévu par l’article 16 du règlement (UE) 2022/2065 (DSA).',
  targetLabel: 'Contenu signalé',
  targetKinds: {
    project: 'Projet',
    profile: 'Profil',
    review: 'Avis',
    message: 'Message',
  },
  categoryLabel: 'Motif du signalement*',
  categoryPlaceholder: 'Choisissez un motif',
  explanationLabel: 'Pourquoi ce contenu est-il illicite ou interdit ?*',
  explanationHint:
    'Précisez ce qui pose problème et, si possible, le texte de loi ou la règle concernés.',
  nameLabel: 'Votre nom*',
  emailLabel: 'Votre adresse e-mail*',
  /** DSA art. 16 §2 d): the notifier's statement of good faith. */
  goodFaithLabel:
    'Je déclare de bonne foi que les informations et les allégations contenues dans ce signalement sont exactes et complètes.',
  goodFaithRequired:
    'Cochez la déclaration de bonne foi pour envoyer votre signalement (article 16 du DSA).',
  submit: 'Envoyer le signalement',
  busy: 'Envoi...',
  success: 'Signalement envoyé. Un accusé de réception vient de vous être envoyé par e-mail.',
  failure: 'Vérifiez le formulaire de signalement et réessayez.',
  targetNotFound: 'Ce contenu est introuvable : il a peut-être déjà été retiré.',

  // The categories (one list, NOTICE_CATEGORIES in contracts/notices.ts).
  categories: {
    hate: 'Discours de haine, incitation à la violence ou au terrorisme',
    harassment: 'Harcèlement, menaces ou atteinte à la vie privée',
    fraud: 'Arnaque, fraude ou demande de paiement hors plateforme',
    counterfeit: 'Contrefaçon ou atteinte au droit d’auteur',
    personal_data: 'Données personnelles publiées sans consentement',
    minors: 'Atteinte à la protection des mineurs',
    illegal_products: 'Produits ou services illicites',
    hidden_advertising: 'Publicité non signalée ou pratique commerciale trompeuse',
    fake_reviews: 'Faux avis ou avis trompeur',
    impersonation: 'Usurpation d’identité',
    terms_violation: 'Contenu contraire aux conditions d’utilisation',
  },

  actions: {
    keep: 'Conserver le contenu',
    remove: 'Retirer le contenu',
    restrict: 'Restreindre la visibilité',
    suspend: 'Suspendre le compte',
  },

  // Mails. Texts carry the article they answer (DSA art. 16 §4 and §5, 17, 20).
  mail: {
    /** DSA art. 16 §4: an acknowledgement of receipt without undue delay. */
    ackSubject: 'Kollabo : accusé de réception de votre signalement',
    ackText: (name: string, target: string, category: string, id: string) =>
      [
        `Bonjour ${name},`,
        '',
        `Nous avons bien reçu votre signalement (référence ${id}) concernant : ${target}.`,
        `Motif indiqué : ${category}.`,
        '',
        'Notre équipe l’examinera avec diligence, de manière objective, et vous informera de sa décision par e-mail (article 16, paragraphes 4 et 5, du règlement (UE) 2022/2065 sur les services numériques).',
        '',
        'L’équipe Kollabo',
      ].join('\n'),
    /** DSA art. 16 §5: the notifier is told the decision and the redress possible. */
    outcomeSubject: 'Kollabo : décision sur votre signalement',
    outcomeText: (name: string, target: string, action: string, contestInfo: string) =>
      [
        `Bonjour ${name},`,
        '',
        `Votre signalement concernant ${target} a été examiné par une personne de notre équipe.`,
        `Décision : ${action}.`,
        '',
        'Cette décision a été prise sans recours à un moyen automatisé (article 16, paragraphe 6, du règlement (UE) 2022/2065).',
        contestInfo,
        '',
        'L’équipe Kollabo',
      ].join('\n'),
    outcomeRedress:
      'Si vous êtes en désaccord, vous pouvez saisir un organe de règlement extrajudiciaire des litiges certifié (article 21 du DSA) ou le juge compétent.',
    /** DSA art. 17 §3: the statement of reasons and each of its mentions. */
    statementSubject: 'Kollabo : exposé des motifs d’une décision de modération',
    statementText: (input: {
      pseudo: string;
      target: string;
      action: string;
      scope: string;
      facts: string;
      ground: string;
      decidedAt: string;
      contestUrl: string;
      contestUntil: string;
    }) =>
      [
        `Bonjour ${input.pseudo},`,
        '',
        'Exposé des motifs (article 17 du règlement (UE) 2022/2065 sur les services numériques) :',
        '',
        `Décision : ${input.action} — ${input.target}.`,
        `Portée : ${input.scope}`,
        `Date : ${input.decidedAt}.`,
        `Faits et circonstances : ${input.facts}`,
        'Origine : un signalement reçu en application de l’article 16 du DSA.',
        `Fondement : ${input.ground}.`,
        'Moyens automatisés : aucun. La décision a été prise par une personne de notre équipe, sans détection ni décision automatisées (article 17, paragraphe 3, point c).',
        '',
        `Contester cette décision : vous pouvez la contester gratuitement jusqu’au ${input.contestUntil} depuis cette page (article 20 du DSA) : ${input.contestUrl}`,
        'Une autre personne de notre équipe réexaminera la décision. Vous pouvez aussi saisir un organe de règlement extrajudiciaire des litiges certifié (article 21 du DSA) ou le juge compétent.',
        '',
        'L’équipe Kollabo',
      ].join('\n'),
    scopes: {
      keep: 'le contenu reste en ligne, aucune mesure n’est prise.',
      remove: 'le contenu n’est plus visible publiquement.',
      restrict:
        'le contenu n’apparaît plus dans la recherche, le tableau des projets ni l’annuaire ; il reste accessible aux personnes concernées.',
      suspend:
        'le compte est suspendu : la connexion est impossible et le profil n’est plus visible ; le contenu signalé est retiré.',
    },
    /** DSA art. 20 §4: both parties hear of the contest's outcome. */
    contestSubject: 'Kollabo : décision sur la contestation',
    contestText: (name: string, target: string, reversed: boolean, explanation: string) =>
      [
        `Bonjour ${name},`,
        '',
        `La contestation de la décision concernant ${target} a été réexaminée par une autre personne de notre équipe que celle qui avait décidé (article 20 du règlement (UE) 2022/2065).`,
        reversed
          ? 'Résultat : la décision est annulée et le contenu rétabli.'
          : 'Résultat : la décision est maintenue.',
        `Motifs : ${explanation}`,
        '',
        'Vous pouvez encore saisir un organe de règlement extrajudiciaire des litiges certifié (article 21 du DSA) ou le juge compétent.',
        '',
        'L’équipe Kollabo',
      ].join('\n'),
  },

  // Target descriptions in mails and the queue.
  describe: {
    project: (title: string) => `le projet « ${title} »`,
    profile: (pseudo: string) => `le profil de ${pseudo}`,
    review: (pseudo: string) => `l’avis publié par ${pseudo}`,
    message: (pseudo: string) => `un message envoyé par ${pseudo}`,
  },

  // Contest page (DSA art. 20).
  contestPage: {
    title: 'Contester une décision de modération',
    legalNote:
      'Système interne de traitement des réclamations prévu par l’article 20 du règlement (UE) 2022/2065 (DSA) : la contestation est gratuite, possible pendant six mois et réexaminée par une autre personne de l’équipe.',
    decision: 'Décision',
    ground: 'Fondement',
    facts: 'Faits et circonstances',
    decidedOn: (date: string) => `Décidée le ${date}`,
    until: (date: string) => `Vous pouvez la contester jusqu’au ${date}.`,
    explanationLabel: 'Pourquoi contestez-vous cette décision ?*',
    submit: 'Envoyer ma contestation',
    busy: 'Envoi...',
    success:
      'Contestation envoyée. Une autre personne de notre équipe la réexaminera et vous informera par e-mail.',
    contested: (date: string) => `Contestation envoyée le ${date}, en cours de réexamen.`,
    resolved: (reversed: boolean) =>
      reversed
        ? 'Votre contestation a été acceptée : la décision a été annulée.'
        : 'Votre contestation a été examinée : la décision est maintenue.',
    expired: 'Le délai de six mois pour contester cette décision est dépassé.',
    loadError: 'Cette décision est introuvable ou ne vous concerne pas.',
  },
} as const;
