// Web: home page copy.
export const home = {
  title: 'Trouvez des influenceurs pour vos projets',
  heroBefore: 'Trouvez les',
  heroWords: ['influenceurs', 'créateurs de contenu', 'youtubeurs', 'ambassadeurs'],
  heroAfter: 'de votre prochaine campagne',
  heroLogged: 'Votre prochain projet commence ici',
  heroText:
    "Publiez votre premier projet pour 0\u00a0€, recevez des offres privées d'influenceurs et choisissez votre partenaire. Simple, rapide, efficace.",
  tryFree: 'Essayer gratuitement',
  findInfluencers: 'Trouver des influenceurs',
  demoVideo: 'Voir la vidéo de démonstration',
  newTab: '(nouvel onglet)',
  advantagesTitle: 'Simple, rapide, efficace',
  advantages: [
    {
      title: 'Simple',
      text: 'Décrivez votre besoin en quelques lignes : les créateurs viennent à vous.',
    },
    {
      title: 'Rapide',
      text: 'Recevez des offres privées et chiffrées, échangez en direct par messagerie.',
    },
    {
      title: 'Efficace',
      text: 'Comparez les profils, leurs statistiques et leurs réseaux vérifiés avant de choisir.',
    },
  ],
  stepsTitle: 'Comment ça marche ?',
  steps: [
    {
      title: 'Déposez votre projet',
      text: 'Titre, description, budget et profils recherchés : le premier projet est gratuit.',
    },
    {
      title: 'Recevez des offres',
      text: 'Influenceurs et créateurs vous envoient une offre privée avec leur tarif.',
    },
    {
      title: 'Choisissez votre partenaire',
      text: 'Discutez avec eux, puis attribuez votre projet à la meilleure offre.',
    },
  ],
  missionsTitle: 'Tous types de missions',
  missions: [
    'Publication sponsorisée',
    'Story Instagram',
    'Vidéo TikTok',
    'Vidéo YouTube',
    'Test et avis produit',
    'Ambassadeur de marque',
    'Jeu concours',
    "Couverture d'événement",
  ],
  benefitsTitle: 'Les avantages Kollabo',
  benefits: [
    {
      title: 'Inscription gratuite',
      text: 'Créer un compte ne coûte rien, pour les marques comme pour les créateurs.',
    },
    {
      title: 'Premier projet offert',
      text: 'Publiez votre premier projet pour 0\u00a0€ et testez sans engagement.',
    },
    {
      title: 'Réseaux vérifiés',
      text: 'Les comptes Instagram et TikTok sont vérifiés directement auprès des réseaux.',
    },
    {
      title: 'Offres privées',
      text: 'Les montants proposés ne sont visibles que par le porteur de projet.',
    },
    {
      title: 'Messagerie intégrée',
      text: 'Échangez en temps réel avec chaque créateur depuis votre boîte de réception.',
    },
    {
      title: 'Satisfait ou remboursé',
      text: "Pack remboursé à 100\u00a0% si aucune proposition n'arrive sur vos annonces publiées dans le mois.",
    },
  ],
  ctaTitle: 'Publiez votre premier projet pour 0\u00a0€',
  ctaText: 'Inscription gratuite, sans carte bancaire. Les créateurs vous envoient leurs offres.',
  ctaCreatorTitle: 'Vous êtes influenceur ou créateur de contenu ?',
  ctaCreatorText: 'Inscrivez-vous gratuitement et proposez vos services sur les projets publiés.',
  themesTitle: 'Trouvez des influenceurs par thématique',
  themesIntro: 'Choisissez une niche pour lancer votre recherche.',
  themesCarousel: 'Carrousel des thématiques',
  themeAction: (theme: string) => `Rechercher des influenceurs ${theme}`,
  themeProjects: (theme: string) => `Voir les projets ${theme}`,
  themeModalTitle: 'Créer un projet',
  themeModal: (theme: string) =>
    `Connectez-vous ou inscrivez-vous pour créer un projet de recherche d'influenceurs dans la niche de ${theme}.`,
  themeProjectTitle: (theme: string) => `Recherche d'influenceurs ${theme}`,
  // The hero's preview and the social proof, from the marketplace's real data.
  visualLabel: 'Projet publié',
  visualOffers: (n: number) => (n <= 1 ? `${n} offre reçue` : `${n} offres reçues`),
  visualPlaceholderTitle: 'Votre projet ici',
  visualPlaceholderMeta: 'Les créateurs vous répondent par offre privée',
  proofTitle: 'Ils sont déjà sur Kollabo',
  proofIntro: (projects: number, creators: number) =>
    `${projects} projet${projects > 1 ? 's' : ''} publié${projects > 1 ? 's' : ''} et ${creators} créateur${creators > 1 ? 's' : ''} inscrit${creators > 1 ? 's' : ''}.`,
  proofProfiles: 'Profils à la une',
  proofProjects: 'Derniers projets publiés',
  proofProjectBy: (owner: string, date: string) => `Par ${owner}, publié le ${date}`,
  allProfiles: 'Voir tous les profils',
  allProjects: 'Voir tous les projets',
} as const;
