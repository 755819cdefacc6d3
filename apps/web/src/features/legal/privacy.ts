import type { LegalDocument } from './LegalDocument';

// Politique de confidentialité: the sections the spec lists.

export const PRIVACY: LegalDocument = {
  updated: '2026-01-15',
  sections: [
    {
      title: '1. Protection de vos données',
      paragraphs: [
        'Kollabo attache une grande importance à la protection de vos données personnelles. Leur traitement respecte le Règlement général sur la protection des données (RGPD, règlement UE 2016/679) et la loi Informatique et Libertés. Kollabo est responsable des traitements décrits ci-dessous.',
      ],
    },
    {
      title: '2. Données collectées',
      paragraphs: [
        'Nous collectons les données que vous nous fournissez : nom et prénom, adresse e-mail, pseudo, numéro de téléphone (facultatif), photos de profil et de couverture, images de galerie, vidéo de présentation et contenus partagés (présentation, projets, offres, messages), ville et région, activité professionnelle et secteur.',
        "Nous enregistrons aussi des données techniques nécessaires au service : date de dernière connexion, statistiques de consultation des profils (sous forme d'identifiant non réversible pour les visiteurs), et, si vous vérifiez un réseau social, l'identifiant public renvoyé par ce réseau. Les métadonnées de vos photos (EXIF, localisation GPS) sont supprimées à l'envoi.",
      ],
    },
    {
      title: '3. Utilisation des données',
      paragraphs: [
        'Vos données servent à créer et gérer votre compte, afficher votre profil public, mettre en relation porteurs de projet et créateurs, acheminer les offres et messages, traiter les paiements des packs, vous envoyer les e-mails de service (codes de vérification, notifications), assurer la sécurité de la plateforme et répondre à vos demandes.',
        "Ces traitements reposent sur l'exécution du contrat qui nous lie (CGU), sur notre intérêt légitime (sécurité, prévention de la fraude, statistiques) et, pour les cookies non nécessaires, sur votre consentement.",
      ],
    },
    {
      title: '4. Partage avec des prestataires',
      paragraphs: [
        "Vos données ne sont jamais vendues. Elles sont partagées uniquement avec nos prestataires techniques, dans la limite de leur mission : hébergement, envoi d'e-mails et paiement par carte. Ces prestataires sont liés par des engagements de confidentialité et de sécurité.",
        "Lorsqu'un prestataire traite des données hors de l'Union européenne, le transfert est encadré par des garanties appropriées : décision d'adéquation de la Commission européenne ou clauses contractuelles types.",
        "Les informations de votre profil public sont visibles des autres utilisateurs selon les règles de la plateforme (certaines informations, comme les médias, réseaux sociaux et tarifs, sont réservées aux utilisateurs connectés). Votre adresse e-mail n'est jamais affichée.",
      ],
    },
    {
      title: '5. Durée de conservation',
      paragraphs: [
        "Vos données sont conservées tant que votre compte est utilisé. Elles sont effacées lors de la suppression de votre compte, à l'exception de celles que la loi nous impose de conserver plus longtemps (par exemple les pièces comptables liées aux paiements, dix ans) ou nécessaires à la constatation d'un droit, conservées de façon sécurisée pour la durée requise.",
        'Les codes de vérification expirent après 10 minutes ; les messages envoyés via le formulaire de contact sont conservés le temps de traiter votre demande.',
      ],
    },
    {
      title: '6. Vos droits',
      paragraphs: [
        "Vous disposez des droits d'accès, de rectification, d'effacement, d'opposition, de limitation et de portabilité de vos données, ainsi que du droit de définir des directives sur leur sort après votre décès.",
        "Pour les exercer, écrivez-nous via la page « Nous contacter » en précisant votre demande ; nous répondons dans un délai d'un mois. Vous pouvez aussi introduire une réclamation auprès de la CNIL (www.cnil.fr).",
      ],
    },
    {
      title: '7. Cookies',
      paragraphs: [
        "Cookies nécessaires : ils permettent le fonctionnement du service (session de connexion pendant un jour, choix du profil à l'inscription pendant 30 minutes, limitation du comptage des vues et de la dernière connexion à une fois toutes les 10 minutes). Ils ne requièrent pas votre consentement.",
        "Cookies statistiques : ils mesurent l'audience de la plateforme pour l'améliorer. Cookies publicitaires : ils permettent de mesurer l'efficacité de nos campagnes. Ces deux catégories ne sont déposées qu'avec votre accord, que vous pouvez retirer à tout moment.",
      ],
    },
    {
      title: '8. Modifications',
      paragraphs: [
        "Cette politique peut évoluer. Toute modification importante vous est notifiée dans l'application ou par e-mail avant son entrée en vigueur.",
      ],
    },
  ],
};
