export const simulatedOAuth = {
  title: (network: string) => `Connexion ${network} (simulation)`,
  badge: 'Mode test',
  text: (network: string) =>
    `Aucun serveur ${network} n'est contacté : cette page simule l'écran de consentement du réseau, pour vérifier votre compte en local.`,
  request: 'Kollabo souhaite confirmer que ce compte vous appartient :',
  handleLabel: "Nom d'utilisateur du compte",
  followersLabel: "Nombre d'abonnés",
  followersHint: 'Le nombre que le réseau communiquerait à Kollabo.',
  allow: 'Autoriser',
  deny: 'Refuser',
  invalid: 'Lien de vérification invalide ou expiré.',
} as const;
