import { COUNTRIES } from '../countries.js';

// The creators' tax duties: the notice of art. 242 bis CGI at each payment, the annual
// statement of gross amounts, the DAC7 details (art. 1649 ter A to E CGI) and their admin view.

export const tax = {
  // Art. 242 bis CGI: at each transaction, the platform tells the seller her tax and social
  // obligations and gives the links to the administrations' sites.
  noticeTitle: 'Vos obligations fiscales et sociales',
  noticeArticle: 'Article 242 bis du code général des impôts',
  notice:
    "Les sommes que vous percevez par l'intermédiaire de Kollabo sont des revenus : vous devez les déclarer à l'administration fiscale et, selon votre activité, aux organismes de sécurité sociale (cotisations sociales), et vous pouvez être redevable de la TVA.",
  noticeImpots: (url: string) => `Vos obligations fiscales : ${url}`,
  noticeUrssaf: (url: string) => `Vos obligations sociales : ${url}`,
  noticeStatement:
    'Chaque année, avant le 31 janvier, Kollabo vous adresse le relevé des montants bruts perçus l’année précédente.',
  /** The mail's lines: the notice then its article (art. 242 bis CGI). */
  noticeLines: (impots: string, urssaf: string) => [
    'Vos obligations fiscales et sociales (article 242 bis du code général des impôts) :',
    "Les sommes que vous percevez par l'intermédiaire de Kollabo sont des revenus : vous devez les déclarer à l'administration fiscale et, selon votre activité, aux organismes de sécurité sociale (cotisations sociales), et vous pouvez être redevable de la TVA.",
    `Vos obligations fiscales : ${impots}`,
    `Vos obligations sociales : ${urssaf}`,
  ],
  missingLine:
    'Complétez vos informations fiscales (page « Recevoir mes paiements ») : le virement part dès qu’elles sont complètes.',

  // The DAC7 form (art. 1649 ter A to E CGI).
  detailsTitle: 'Vos informations fiscales',
  detailsArticle: 'Articles 1649 ter A à 1649 ter E du code général des impôts (directive DAC7)',
  detailsIntro:
    "La loi oblige Kollabo à transmettre chaque année à l'administration fiscale l'identité des créateurs payés et les montants versés. Vos versements attendent que ces informations soient complètes.",
  missingTitle: 'Complétez vos informations fiscales',
  missingText: (amount: string) =>
    `${amount} vous attendent : le virement part dès que vos informations fiscales sont complètes.`,
  missingNoMoney: 'Renseignez-les avant votre premier versement : il en dépend.',
  missingLink: 'Compléter mes informations fiscales',
  completeBadge: 'Complètes',
  incompleteBadge: 'À compléter',
  kind: 'Vous êtes',
  kinds: { person: 'Une personne physique', company: 'Une société ou une entreprise' },
  legalName: { person: 'Nom et prénom', company: 'Raison sociale' },
  address: 'Adresse',
  postalCode: 'Code postal',
  city: 'Ville',
  country: 'Pays de résidence',
  birthDate: 'Date de naissance',
  taxId: "Numéro d'identification fiscale",
  taxIdHint:
    'En France, votre numéro fiscal à 13 chiffres (sur votre avis d’impôt) ; pour une société, son SIREN.',
  siren: 'SIREN ou SIRET',
  sirenHint: '9 chiffres (ou les 14 du SIRET)',
  save: 'Enregistrer mes informations fiscales',
  /** With her second factor on, changing them asks a fresh code (issue 30). */
  codeLabel: 'Code de double authentification',
  codeHint:
    "Modifier vos informations fiscales demande un code de votre application d'authentification (ou un code de secours).",
  saved: 'Vos informations fiscales sont enregistrées.',
  savedResumed: 'Vos informations fiscales sont enregistrées : vos virements reprennent.',

  // Errors (also the server's, errors.ts).
  invalid: 'Informations fiscales incomplètes : vérifiez les champs indiqués.',
  sirenInvalid:
    'SIREN invalide : 9 chiffres (ou 14 pour un SIRET) avec une clé de contrôle exacte.',
  sirenRequired: 'Le SIREN est obligatoire pour une société ou une entreprise.',
  birthDateRequired: 'La date de naissance est obligatoire pour une personne physique.',
  birthDateInvalid: 'Date de naissance invalide : vous devez être majeur.',
  postalCodeInvalid: 'Code postal invalide : 5 chiffres pour une adresse en France.',
  taxIdInvalid:
    "Numéro d'identification fiscale invalide : 13 chiffres commençant par 0, 1, 2 ou 3 en France.",
  yearInvalid: 'Année invalide : choisissez une année passée, depuis 2020.',
  statementNotFound: 'Aucun montant perçu cette année-là : pas de relevé.',

  // The annual statements in /paiements.
  statementsTitle: 'Relevés annuels',
  statementsIntro:
    'Le relevé des montants bruts perçus par l’intermédiaire de Kollabo, à joindre à vos déclarations (article 242 bis du code général des impôts).',
  statementsEmpty:
    'Aucun relevé : le premier est établi en janvier suivant votre premier versement.',
  statementLine: (year: number, amount: string, count: number) =>
    `${year} : ${amount} (${count} paiement${count > 1 ? 's' : ''})`,
  statementDownload: (year: number) => `Télécharger le relevé ${year} (PDF)`,

  readyTitle: (year: number) => `Votre relevé annuel ${year} est disponible`,
  readyBody: (year: number, amount: string) =>
    `Montants bruts perçus par l’intermédiaire de Kollabo en ${year} : ${amount}.`,
  readyLine:
    'Le relevé (PDF) se télécharge depuis la page « Mes paiements » ; conservez-le pour vos déclarations.',
  readyButton: 'Voir mes relevés',

  // The statement PDF.
  pdf: {
    title: (year: number) => `Relevé annuel ${year} des montants perçus`,
    law: 'Document établi en application de l’article 242 bis du code général des impôts.',
    issuer: (name: string) => `Émis par ${name}, opérateur de la plateforme Kollabo`,
    creatorTitle: 'Bénéficiaire',
    issuedOn: (date: string) => `Établi le ${date}`,
    taxId: (value: string) => `Numéro d'identification fiscale : ${value}`,
    siren: (value: string) => `SIREN : ${value}`,
    noDetails: 'Informations fiscales non renseignées',
    periodTitle: (year: number) => `Montants perçus du 1er janvier au 31 décembre ${year}`,
    colDate: 'Date du versement',
    colProject: 'Collaboration',
    colAmount: 'Montant brut',
    // The service invoice Kollabo issued in her name for the payment (billing mandate).
    invoice: (number: string) => `Facture ${number} (émise en votre nom)`,
    total: 'Total des montants bruts perçus',
    count: (n: number) => `Nombre de paiements : ${n}`,
    grossNote:
      'Montants bruts : ce que la marque vous a payé pour vos prestations, avant tout impôt ou cotisation ; la commission de Kollabo est payée par la marque et n’en est pas déduite.',
    obligationsTitle: 'Vos obligations fiscales et sociales',
    page: (n: number, total: number) => `Page ${n} sur ${total}`,
  },

  // Admin: creators whose DAC7 details are missing.
  adminMenu: 'Fiscalité (DAC7)',
  adminTitle: 'Informations fiscales manquantes (DAC7)',
  adminIntro:
    'Créateurs payés ou ayant de l’argent en attente sans informations fiscales : leurs virements attendent, et ils manqueraient à la déclaration DAC7.',
  adminEmpty: 'Aucun créateur concerné.',
  adminPending: (amount: string) => `En attente : ${amount}`,
  adminPaid: (amount: string) => `Déjà versé : ${amount}`,
  /** The countries' French names (one list: countries.ts). */
  countries: COUNTRIES,
} as const;
