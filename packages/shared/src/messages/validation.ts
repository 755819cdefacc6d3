// The validator's own answers, in French: every limit of every schema says itself. zod's English
// never reaches a user: installFrenchValidation() makes these the default text of every issue
// that has no text of its own.

const count = (value: number) => new Intl.NumberFormat('fr-FR').format(value);

export const validation = {
  required: 'Ce champ est obligatoire.',
  tooLong: (max: number) =>
    max === 1 ? '1 caractère au maximum.' : `${count(max)} caractères au maximum.`,
  tooShort: (min: number) =>
    min === 1 ? 'Ce champ est obligatoire.' : `${count(min)} caractères au minimum.`,
  tooManyItems: (max: number) =>
    max === 1 ? '1 élément au maximum.' : `${count(max)} éléments au maximum.`,
  tooFewItems: (min: number) =>
    min === 1 ? 'Au moins 1 élément.' : `${count(min)} éléments au minimum.`,
  notANumber: 'Saisissez un nombre.',
  notAnInteger: 'Saisissez un nombre entier.',
  numberTooSmall: (min: number) => `Saisissez un nombre supérieur ou égal à ${count(min)}.`,
  numberTooLarge: (max: number) => `Saisissez un nombre inférieur ou égal à ${count(max)}.`,
  notText: 'Saisissez un texte.',
  invalidChoice: 'Choisissez une valeur de la liste.',
  invalidFormat: 'Ce format n’est pas valide.',
  invalidDate: 'Saisissez une date valide.',
  invalid: 'Cette valeur n’est pas valide.',
  /** A name or address printed on a contract, an invoice or a statement (document-text.ts). */
  hiddenCharacters:
    'Retirez les caractères invisibles ou de contrôle (sens d’écriture, espace sans largeur, tabulation, retour à la ligne)\u00a0: ils ne peuvent pas figurer sur un document.',
  countryChoice: 'Choisissez un pays dans la liste.',
  /** A character counter under a long text: "120 / 5 000". */
  counter: (length: number, max: number) => `${count(length)} / ${count(max)}`,
  counterLabel: (length: number, max: number) =>
    `${count(length)} ${length > 1 ? 'caractères' : 'caractère'} sur ${count(max)} au maximum`,
} as const;
