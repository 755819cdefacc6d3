import type { LegalDocument } from './LegalDocument';

// Conditions générales d'utilisation. The spec shows no content: these are written for this
// marketplace (free sign-up, private priced offers, monthly packs of credits, verified socials).

export const TERMS: LegalDocument = {
  updated: '2026-01-15',
  sections: [
    {
      title: '1. Objet',
      paragraphs: [
        "Les présentes conditions générales d'utilisation (les « CGU ») encadrent l'accès et l'utilisation de la plateforme Kollabo, qui met en relation des porteurs de projet (marques, entreprises, agences) avec des influenceurs, créateurs de contenu, youtubeurs, acteurs et agents.",
        "En créant un compte ou en utilisant la plateforme, vous acceptez les présentes CGU sans réserve. Si vous ne les acceptez pas, n'utilisez pas le service.",
      ],
    },
    {
      title: '2. Définitions',
      paragraphs: [
        '« Porteur de projet » : tout utilisateur qui publie un projet décrivant un besoin (campagne, publication sponsorisée, test de produit, événement...).',
        '« Créateur » : tout utilisateur (influenceur, créateur de contenu, youtubeur, acteur, agent, agence) qui propose ses services en envoyant une offre sur un projet.',
        '« Offre » : proposition privée et chiffrée envoyée par un créateur sur un projet, visible uniquement par son auteur et par le porteur du projet.',
        '« Pack » : abonnement mensuel payant qui donne un nombre de crédits permettant de publier des projets.',
      ],
    },
    {
      title: '3. Inscription et compte',
      paragraphs: [
        "L'inscription est gratuite. Elle est réservée aux personnes majeures et aux personnes morales représentées par une personne habilitée. Vous confirmez votre adresse e-mail par un code avant la création du compte.",
        'Vous vous engagez à fournir des informations exactes, à les tenir à jour et à garder votre mot de passe confidentiel. Toute action réalisée depuis votre compte est réputée faite par vous.',
        "Un même utilisateur ne peut détenir qu'un compte. Le pseudo choisi ne doit ni usurper l'identité d'un tiers ni porter atteinte à ses droits.",
      ],
    },
    {
      title: '4. Rôle de Kollabo',
      paragraphs: [
        "Kollabo est un intermédiaire technique : la plateforme permet de publier des projets, d'envoyer des offres et d'échanger par messagerie. Kollabo n'est pas partie aux accords conclus entre porteurs de projet et créateurs, ne garantit ni la réalisation des prestations ni leur paiement, et n'agit pas comme agent de l'une ou l'autre partie.",
        "Les conditions de la collaboration (livrables, délais, rémunération, droits d'utilisation des contenus, mentions de partenariat commercial) sont fixées librement entre les parties, sous leur seule responsabilité.",
      ],
    },
    {
      title: '5. Projets et offres',
      paragraphs: [
        "Le premier projet d'un porteur de projet est gratuit ; les suivants nécessitent un pack en cours disposant de crédits. Un projet peut être soumis à une vérification avant sa publication.",
        "Un créateur peut envoyer une seule offre par projet, à condition d'avoir au moins un compte Instagram ou TikTok vérifié. Les montants proposés ne sont visibles que du porteur du projet.",
        "Le porteur du projet choisit librement l'offre retenue ; le créateur concerné peut accepter ou décliner l'attribution.",
      ],
    },
    {
      title: '6. Réseaux sociaux vérifiés',
      paragraphs: [
        "La vérification d'un compte Instagram ou TikTok se fait par une connexion au réseau concerné : seul l'identifiant renvoyé par le réseau est affiché comme vérifié. Modifier son identifiant fait perdre la vérification.",
        "Les statistiques et tarifs affichés sont déclarés par le créateur, qui en garantit l'exactitude. Kollabo n'accède qu'aux informations nécessaires à la vérification et ne publie rien sur vos comptes.",
      ],
    },
    {
      title: '7. Packs, paiement et remboursement',
      paragraphs: [
        "Les packs (Standard, Premium, Ultimate) sont payables par carte bancaire via notre prestataire de paiement sécurisé. Ils sont valables un mois à compter de l'achat et donnent le nombre de crédits indiqué sur la page « Nos tarifs ». Les crédits non utilisés à l'échéance sont perdus.",
        "Garantie « satisfait ou remboursé » : si vous avez publié au moins un projet pendant le mois de votre pack et qu'aucune proposition de créateur n'y est arrivée, le pack vous est remboursé à 100 %, automatiquement, à la fin de ce mois, sur le moyen de paiement utilisé.",
        "Conformément à l'article L221-28 du Code de la consommation, le droit de rétractation ne peut être exercé pour un service pleinement exécuté ou dont l'exécution a commencé avec votre accord, notamment dès la publication d'un projet au moyen d'un crédit.",
        "Les codes promotionnels et coupons d'affiliation s'appliquent selon leurs conditions (durée, nombre d'utilisations) ; le prix d'un pack ne peut devenir négatif.",
      ],
    },
    {
      title: '8. Règles de conduite',
      paragraphs: [
        'Il est interdit de publier des contenus illicites, trompeurs, haineux, discriminatoires, violents, pornographiques ou portant atteinte aux droits de tiers, ainsi que des projets ou offres fictifs.',
        "Pour protéger les utilisateurs, la présentation d'un profil ne doit contenir aucune coordonnée (numéro de téléphone, adresse e-mail, adresse postale, identifiant Skype, lien). Les échanges se font par la messagerie de la plateforme jusqu'à l'accord des parties.",
        "Les collaborations rémunérées doivent respecter la loi n° 2023-451 du 9 juin 2023 encadrant l'influence commerciale, notamment l'obligation d'indiquer clairement le caractère publicitaire des contenus.",
        "Toute tentative de contourner les protections de la plateforme, d'extraire massivement des données ou de perturber le service est interdite.",
      ],
    },
    {
      title: '9. Contenus et propriété intellectuelle',
      paragraphs: [
        'Vous restez propriétaire des contenus que vous publiez (photos, présentation, vidéos, messages). Vous accordez à Kollabo, pour la durée de leur mise en ligne, une licence gratuite et non exclusive de les héberger, les reproduire et les afficher sur la plateforme aux seules fins du service.',
        "Vous garantissez disposer des droits nécessaires sur ces contenus, y compris le droit à l'image des personnes représentées. La marque, le logo et les éléments de la plateforme appartiennent à Kollabo.",
      ],
    },
    {
      title: '10. Signalement et modération',
      paragraphs: [
        "Tout utilisateur peut signaler un projet ou un contenu qu'il estime contraire aux présentes CGU. Kollabo examine les signalements et peut retirer un contenu, refuser une publication ou suspendre un compte en cas de manquement, après vous en avoir informé sauf urgence.",
      ],
    },
    {
      title: '11. Responsabilité',
      paragraphs: [
        'Kollabo met en œuvre les moyens raisonnables pour assurer la disponibilité et la sécurité du service, sans garantir une disponibilité continue. Sa responsabilité ne saurait être engagée pour les différends entre utilisateurs, ni pour les contenus publiés par ceux-ci.',
        'Rien dans les présentes CGU ne limite les droits que vous tenez des dispositions impératives du Code de la consommation.',
      ],
    },
    {
      title: '12. Durée, suspension et suppression du compte',
      paragraphs: [
        'Vous pouvez supprimer votre compte à tout moment. Kollabo peut suspendre ou clôturer un compte qui enfreint gravement ou de manière répétée les présentes CGU ; les sommes versées pour un pack en cours ne sont alors pas remboursées, sauf faute de Kollabo.',
      ],
    },
    {
      title: '13. Données personnelles',
      paragraphs: [
        'Le traitement de vos données personnelles est décrit dans notre Politique de confidentialité, qui fait partie intégrante des présentes CGU.',
      ],
    },
    {
      title: '14. Modification des CGU',
      paragraphs: [
        "Kollabo peut faire évoluer les présentes CGU. Les utilisateurs sont informés de toute modification substantielle dans l'application ou par e-mail au moins 15 jours avant son entrée en vigueur ; la poursuite de l'utilisation du service vaut acceptation.",
      ],
    },
    {
      title: '15. Droit applicable et litiges',
      paragraphs: [
        "Les présentes CGU sont soumises au droit français. En cas de litige, contactez-nous d'abord via la page « Nous contacter » pour rechercher une solution amiable. Le consommateur peut recourir gratuitement à un médiateur de la consommation ou à la plateforme européenne de règlement en ligne des litiges. À défaut d'accord, les tribunaux compétents sont ceux désignés par la loi.",
      ],
    },
  ],
};
