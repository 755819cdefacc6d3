// "Comment fonctionne Kollabo" (/fonctionnement): the information a marketplace owes its users
// (article L111-7 du code de la consommation; règlement (UE) 2022/2065 « DSA », article 27 for
// the main parameters of its recommender systems; articles 16, 17 and 20 for notices and
// contests). Each section cites its article beside its text; the figures come from the shared
// constants (packs, commission, windows), never written here.

export const howItWorks = {
  title: 'Comment fonctionne Kollabo',
  intro:
    'Cette page explique simplement qui peut publier et proposer sur Kollabo, ce que cela coûte, comment les projets et les profils sont classés, comment les avis sont recueillis et comment signaler un contenu ou contester une décision.',
  legalBasis:
    'Informations délivrées en application de l’article L111-7 du code de la consommation et de l’article 27 du règlement (UE) 2022/2065 sur les services numériques (DSA).',
  updated: 'Ces informations décrivent le fonctionnement actuel du site.',

  who: {
    title: 'Qui peut publier et proposer',
    article: 'Article L111-7, I, 1° du code de la consommation',
    paragraphs: [
      'Toute personne majeure ou toute entreprise peut créer un compte gratuitement. Kollabo est un intermédiaire : il met en relation les porteurs de projet (marques, agences, entreprises) et les créateurs (influenceurs, créateurs de contenu, youtubeurs, acteurs, agents). Kollabo n’est partie ni aux offres ni aux contrats conclus entre eux.',
      'Les porteurs de projet publient des projets. Le premier projet est publié gratuitement ; les suivants utilisent un crédit d’un pack mensuel.',
      'Les créateurs envoient des offres privées et chiffrées sur les projets ouverts, après avoir vérifié au moins un réseau social (Instagram ou TikTok). Une offre n’est visible que de son auteur et du porteur du projet.',
    ],
  },

  prices: {
    title: 'Ce que coûtent les packs et la commission',
    article: 'Article L111-7, II du code de la consommation',
    packsIntro: 'Publier un projet au-delà du premier demande un pack mensuel, payé par carte :',
    pack: (label: string, price: string, credits: number) =>
      `Pack ${label} : ${price} TTC par mois, ${credits} crédit${credits > 1 ? 's' : ''} de publication.`,
    commission: (percent: string, vatPercent: number) =>
      `Lorsqu’une collaboration est payée via Kollabo, le porteur de projet paie en plus du montant du contrat une commission de ${percent} de ce montant, plus ${vatPercent} % de TVA sur la commission. Le créateur reçoit le montant du contrat, sans frais.`,
    free: 'Créer un compte, compléter son profil, vérifier ses réseaux et envoyer des offres est gratuit.',
  },

  ranking: {
    title: 'Comment les projets et les profils sont classés',
    article:
      'Article L111-7, II, 2° du code de la consommation et article 27 du règlement (UE) 2022/2065 (DSA)',
    noPayment:
      'Personne ne paie pour être mieux classé : ni les packs, ni aucun autre paiement ne modifient l’ordre des projets du tableau ni celui des profils de l’annuaire. Kollabo ne reçoit aucune rémunération pour placer un résultat plus haut.',
    boardTitle: 'Le tableau des projets',
    boardIntro:
      'Seuls les projets ouverts et publiés apparaissent. Vous choisissez l’ordre ; par défaut, les plus récents en premier.',
    boardSorts: (labels: {
      recent: string;
      budget: string;
      offers: string;
      pertinence: string;
    }) => [
      `« ${labels.recent} » : par date de publication, du plus récent au plus ancien.`,
      `« ${labels.budget} » : par tranche de budget, de la plus élevée à la plus basse, puis par date.`,
      `« ${labels.offers} » : les projets qui ont reçu le moins d’offres d’abord, puis par date.`,
      `« ${labels.pertinence} » (avec une recherche) : d’abord les projets dont le titre contient tous les mots cherchés, puis selon la présence des mots ; un mot trouvé dans le titre compte environ vingt fois plus qu’un mot trouvé dans la description. À égalité, le plus récent passe devant.`,
    ],
    directoryTitle: 'L’annuaire des profils',
    directoryIntro:
      'L’annuaire montre les créateurs ; les autres types de profils apparaissent si vous les demandez dans le filtre. Par défaut, le classement est la pertinence.',
    directorySorts: (labels: {
      pertinence: string;
      vues: string;
      favoris: string;
      actifs: string;
      recents: string;
    }) => [
      `« ${labels.pertinence} » : avec une recherche, d’abord les profils dont le pseudo ou le nom contient les mots cherchés ; puis un mot trouvé dans le pseudo ou le nom compte cinq fois plus qu’un mot du type de profil, de la niche ou de la ville, et vingt fois plus qu’un mot de la présentation ; à égalité, le profil le plus consulté passe devant. Sans recherche, les profils les plus consultés d’abord.`,
      `« ${labels.vues} » : par nombre de consultations du profil.`,
      `« ${labels.favoris} » : par nombre de membres qui ont ajouté le profil en favori.`,
      `« ${labels.actifs} » : par date de dernière connexion.`,
      `« ${labels.recents} » : par date d’inscription, du plus récent au plus ancien.`,
    ],
    filters:
      'Les filtres (profil recherché, budget, niche, réseaux vérifiés, audience, ville, tarif, badge PRO) ne font que restreindre la liste ; ils ne changent pas l’ordre.',
    home: 'Sur la page d’accueil, l’encadré des profils mis en avant montre des créateurs ayant une photo, ceux dont un pack est en cours d’abord, puis les plus consultés. Cet encadré n’est pas un classement de l’annuaire.',
  },

  reviews: {
    title: 'Comment les avis sont recueillis et contrôlés',
    article: 'Articles L111-7, II, 3° et D111-17 du code de la consommation',
    paragraphs: (windowDays: number, minLength: number) => [
      `Seules les deux parties d’une collaboration terminée sur Kollabo peuvent laisser un avis, une fois chacune : le porteur de projet sur le créateur et le créateur sur le porteur de projet. Un avis ne peut donc venir que d’une personne qui a réellement collaboré.`,
      `Les deux avis restent cachés jusqu’à ce que le second soit écrit, ou ${windowDays} jours après la fin de la collaboration ; passé ce délai, il n’est plus possible d’en écrire. Personne ne peut ainsi répondre à l’avis de l’autre en le lisant d’abord.`,
      `Un avis comprend une note de 1 à 5 et un commentaire d’au moins ${minLength} caractères, sans coordonnées. Les avis ne sont ni achetés, ni triés, ni filtrés selon leur note : ils sont affichés du plus récent au plus ancien, et la note moyenne compte tous les avis visibles.`,
      'Kollabo ne vérifie pas le contenu de chaque avis avant sa publication : le contrôle porte sur l’auteur (une collaboration réelle). La personne évaluée peut répondre une fois publiquement, et tout avis peut être signalé ; un avis retiré après examen n’est plus affiché ni compté.',
    ],
  },

  notices: {
    title: 'Signaler un contenu et contester une décision',
    article: 'Articles 16, 17 et 20 du règlement (UE) 2022/2065 (DSA)',
    paragraphs: (months: number) => [
      'Chaque projet, profil, avis et message porte un bouton « Signaler », accessible même sans compte (un message ne peut être signalé que par la personne qui l’a reçu). Vous indiquez le motif, le contenu exact, une explication, votre nom et votre e-mail, et déclarez agir de bonne foi. Un accusé de réception vous est envoyé aussitôt.',
      'Une personne de notre équipe examine chaque signalement ; aucune décision n’est automatisée, et de nombreux signalements d’un même contenu ne le masquent pas d’eux-mêmes. L’équipe peut conserver le contenu, le retirer, restreindre sa visibilité ou suspendre le compte.',
      'L’auteur du contenu reçoit un exposé des motifs : la mesure prise, les faits, le fondement (la loi ou l’article des conditions d’utilisation), l’absence de décision automatisée et la façon de contester. La personne qui a signalé est informée de la décision.',
      `L’auteur peut contester gratuitement la décision pendant ${months} mois, depuis le lien de l’exposé des motifs. Une autre personne de l’équipe que celle qui a décidé réexamine la contestation et peut annuler la décision ; les deux parties sont informées du résultat.`,
    ],
  },
} as const;
