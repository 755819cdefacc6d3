import { z } from 'zod';
import { compactId, isValidFrenchPostalCode, isValidSiren, isValidSiret } from '../business-ids.js';
import { printableOnDocuments } from '../document-text.js';
import { endpoint } from '../endpoint.js';
import type { ErrorCode } from '../errors.js';

// The creators' tax duties: the DAC7 details a platform must collect and report (art. 1649 ter
// A to E CGI) and the annual statement of gross amounts received (art. 242 bis CGI).

export const TAX_KINDS = ['person', 'company'] as const;
export type TaxKind = (typeof TAX_KINDS)[number];

/** Countries of residence offered (ISO 3166-1 alpha-2): the EU's, then its neighbours. */
export const TAX_COUNTRIES = [
  'FR',
  'BE',
  'LU',
  'DE',
  'AT',
  'BG',
  'CY',
  'HR',
  'DK',
  'ES',
  'EE',
  'FI',
  'GR',
  'HU',
  'IE',
  'IT',
  'LV',
  'LT',
  'MT',
  'NL',
  'PL',
  'PT',
  'CZ',
  'RO',
  'SK',
  'SI',
  'SE',
  'MC',
  'CH',
  'GB',
] as const;
export type TaxCountry = (typeof TAX_COUNTRIES)[number];

/** The first year a statement may be asked for. */
export const TAX_FIRST_YEAR = 2020;

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'invalid_date');
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional();

// PUT /user/tax-details (the rules beyond the shapes: taxDetailsProblem)
export const taxDetailsBody = z.object({
  kind: z.enum(TAX_KINDS),
  /** Full name of a person, or the company's name. */
  legalName: printableOnDocuments(z.string().trim().min(2).max(150)),
  address: printableOnDocuments(z.string().trim().min(3).max(200)),
  postalCode: printableOnDocuments(z.string().trim().min(2).max(12)),
  city: printableOnDocuments(z.string().trim().min(1).max(100)),
  /** Country of residence. */
  country: z.enum(TAX_COUNTRIES),
  /** YYYY-MM-DD, required for a person. */
  birthDate: z
    .union([isoDay, z.literal('')])
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional(),
  /** Tax identification number (TIN). */
  taxId: printableOnDocuments(z.string().trim().min(2).max(30)),
  /** SIREN or SIRET, required for a company. */
  siren: optionalText(20),
});
export type TaxDetailsBody = z.input<typeof taxDetailsBody>;
export type TaxDetailsInput = z.output<typeof taxDetailsBody>;

/**
 * What PUT /user/tax-details takes: the details, and the second factor's code (an
 * authenticator's 6 digits or a recovery code) when it is on. A malformed code is checked as a
 * wrong one (`second_factor_invalid`), not as broken details.
 */
export const saveTaxDetailsBody = taxDetailsBody.extend({
  code: z.string().trim().max(32).optional(),
});
export type SaveTaxDetailsBody = z.input<typeof saveTaxDetailsBody>;
export type SaveTaxDetailsInput = z.output<typeof saveTaxDetailsBody>;

export const taxDetailsSchema = z.object({
  kind: z.enum(TAX_KINDS),
  legalName: z.string(),
  address: z.string(),
  postalCode: z.string(),
  city: z.string(),
  country: z.enum(TAX_COUNTRIES),
  birthDate: z.string().nullable(),
  taxId: z.string(),
  siren: z.string().nullable(),
  updatedAt: z.string(),
});
export type TaxDetails = z.infer<typeof taxDetailsSchema>;

// GET /user/tax-details (and the PUT's answer)
export const taxDetailsReply = z.object({
  details: taxDetailsSchema.nullable(),
  /** Released to the creator and waiting for these details before its transfer. */
  heldCents: z.number().int(),
  /** Has a payout account or was paid through Kollabo: the tax notice concerns her. */
  isCreator: z.boolean(),
});
export type TaxDetailsReply = z.infer<typeof taxDetailsReply>;

const ADULT_YEARS = 18;

/** A real calendar day, in the past, of someone 18 or older (and born after 1900). */
export function isAdultBirthDate(value: string, now = new Date()): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) return false;
  const adult = new Date(date);
  adult.setUTCFullYear(adult.getUTCFullYear() + ADULT_YEARS);
  return adult <= now && date.getUTCFullYear() >= 1900;
}

/** A French tax number (numéro fiscal, SPI): 13 digits, the first 0 to 3. */
const FRENCH_PERSON_TIN = /^[0-3]\d{12}$/;
const OTHER_TIN = /^[A-Z0-9]{4,20}$/;

/** The normalised forms stored: identifiers without spaces, dots or dashes. */
export function normalizeTaxDetails(body: TaxDetailsInput): TaxDetailsInput {
  return {
    ...body,
    taxId: compactId(body.taxId),
    siren: body.siren ? compactId(body.siren) : null,
    birthDate: body.kind === 'person' ? (body.birthDate ?? null) : null,
    postalCode: body.postalCode.toUpperCase(),
  };
}

/**
 * The first rule the details break (the form shows it beside its field, the server answers it
 * with a 400), or null. DAC7 asks the date of birth of a person and the registration number of
 * a company (art. 1649 ter C CGI).
 */
export function taxDetailsProblem(
  input: TaxDetailsInput,
  now = new Date(),
): { code: ErrorCode; field: keyof TaxDetailsInput } | null {
  const body = normalizeTaxDetails(input);
  if (body.kind === 'person' && !body.birthDate) {
    return { code: 'birth_date_required', field: 'birthDate' };
  }
  if (body.birthDate && !isAdultBirthDate(body.birthDate, now)) {
    return { code: 'tax_birth_date_invalid', field: 'birthDate' };
  }
  if (body.kind === 'company' && !body.siren) return { code: 'siren_required', field: 'siren' };
  if (body.siren && !(isValidSiren(body.siren) || isValidSiret(body.siren))) {
    return { code: 'siren_invalid', field: 'siren' };
  }
  if (body.country === 'FR' && !isValidFrenchPostalCode(body.postalCode)) {
    return { code: 'postal_code_invalid', field: 'postalCode' };
  }
  const tinOk =
    body.country !== 'FR'
      ? OTHER_TIN.test(body.taxId)
      : body.kind === 'person'
        ? FRENCH_PERSON_TIN.test(body.taxId)
        : isValidSiren(body.taxId) || isValidSiret(body.taxId);
  if (!tinOk) return { code: 'tax_id_invalid', field: 'taxId' };
  return null;
}

// GET /user/tax-statements: the past years she was paid in, each with its statement.
export const taxStatementSchema = z.object({
  year: z.number().int(),
  totalCents: z.number().int(),
  paymentsCount: z.number().int(),
});
export type TaxStatement = z.infer<typeof taxStatementSchema>;
export const taxStatementsReply = z.object({ statements: z.array(taxStatementSchema) });

// GET /user/tax-statement.pdf?year=
export const taxStatementQuery = z.object({
  year: z.coerce.number().int().min(TAX_FIRST_YEAR).max(9999),
});

// GET /admin/tax-details-missing
export const missingTaxDetailsReply = z.object({
  creators: z.array(
    z.object({
      id: z.string(),
      pseudo: z.string(),
      /** Held, disputed or released and not yet transferred. */
      pendingCents: z.number().int(),
      /** Transferred to her already. */
      paidCents: z.number().int(),
    }),
  ),
});
export type MissingTaxDetails = z.infer<typeof missingTaxDetailsReply>['creators'][number];

export const TAX_DETAILS_ERRORS = [
  'birth_date_required',
  'tax_birth_date_invalid',
  'siren_required',
  'siren_invalid',
  'postal_code_invalid',
  'tax_id_invalid',
] as const satisfies readonly ErrorCode[];

export const taxApi = {
  details: endpoint({
    method: 'GET',
    path: '/user/tax-details',
    access: 'user',
    tag: 'tax',
    summary: 'Les informations fiscales DAC7 de l’appelante et ce qui attend ces informations.',
    reply: taxDetailsReply,
    errors: [],
    noStore: true,
  }),
  saveDetails: endpoint({
    method: 'PUT',
    path: '/user/tax-details',
    access: 'user',
    tag: 'tax',
    summary:
      'Enregistre les informations fiscales DAC7 (art. 1649 ter A à E CGI) ; avec la double authentification, un code frais.',
    body: saveTaxDetailsBody,
    reply: taxDetailsReply,
    invalidBody: 'tax_details_invalid',
    errors: [
      ...TAX_DETAILS_ERRORS,
      'second_factor_code_required',
      'second_factor_invalid',
      'rate_limited',
    ],
    noStore: true,
  }),
  statements: endpoint({
    method: 'GET',
    path: '/user/tax-statements',
    access: 'user',
    tag: 'tax',
    summary: 'Les années passées où l’appelante a été payée, avec leur total brut.',
    reply: taxStatementsReply,
    errors: [],
    noStore: true,
  }),
  statementPdf: endpoint({
    method: 'GET',
    path: '/user/tax-statement.pdf',
    access: 'user',
    tag: 'tax',
    summary: 'Le relevé annuel des montants bruts perçus (art. 242 bis CGI), en PDF.',
    query: taxStatementQuery,
    produces: 'application/pdf',
    invalidBody: 'tax_year_invalid',
    errors: ['tax_statement_not_found', 'forbidden', 'rate_limited'],
    noStore: true,
  }),
  adminMissing: endpoint({
    method: 'GET',
    path: '/admin/tax-details-missing',
    access: 'admin',
    tag: 'tax',
    summary: 'Les créateurs payés ou en attente de paiement sans informations fiscales.',
    reply: missingTaxDetailsReply,
    errors: [],
    noStore: true,
  }),
};
