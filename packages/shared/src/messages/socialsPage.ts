// Web: /my-social-net and /socials/{user}.
export const socialsPage = {
  title: 'Mes réseaux sociaux',
  intro:
    "Renseignez vos identifiants puis vérifiez-les auprès du réseau : seuls les comptes vérifiés affichent vos tarifs et permettent d'envoyer des offres.",
  identifierLabel: (network: string) => `Identifiant ${network}`,
  identifierHint: 'Sans espace, par exemple lea.voyage',
  save: 'Enregistrer',
  edit: 'Modifier',
  verify: (network: string) => `Vérifier avec ${network}`,
  verifying: 'Redirection...',
  ratesTitle: 'Mes tarifs',
  storyRate: "Prix d'une story (€)",
  publicationRate: "Prix d'une publication (€)",
  ratesHint: 'Montants en euros ; 0 masque le prix.',
  saveRates: 'Enregistrer les tarifs',
  rateInvalid: 'Saisissez un nombre entier supérieur ou égal à 0.',
  rateNotAnInteger: 'Saisissez un nombre entier d’euros, sans virgule.',
  rateMax: 'Le tarif maximum est de 1 000 000 €.',
  publicTitle: (user: string) => `Réseaux sociaux de ${user}`,
  seeProfile: 'Voir le profil',
  audienceReport: "Rapport d'audience",
  newTab: '(nouvel onglet)',
  explanation:
    'Un compte vérifié a été confirmé directement auprès du réseau social par son propriétaire.',
  unverifiedExplanation:
    "Ce compte n'a pas encore été vérifié : ses tarifs s'afficheront après vérification.",
  storyPrice: 'Story',
  publicationPrice: 'Publication',
  reportNote:
    "Le rapport d'audience gratuit est surtout pertinent pour les profils de plus de 20k abonnés.",
  backToProfile: 'Retour au profil',
} as const;
