export const legalPages = {
  terms: "Conditions générales d'utilisation",
  privacy: 'Politique de confidentialité',
  legalNotice: 'Mentions légales',
  updated: (date: string) => `Dernière mise à jour : ${date}`,
  contents: 'Sommaire',
} as const;
