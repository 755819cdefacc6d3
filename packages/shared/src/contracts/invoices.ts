import { z } from 'zod';
import {
  compactId,
  isValidEuVatNumber,
  isValidFrenchPostalCode,
  isValidSiren,
} from '../business-ids.js';
import { pickCountries } from '../countries.js';
import { printableOnDocuments } from '../document-text.js';
import { endpoint } from '../endpoint.js';
import { invoices as invoicesText } from '../messages/invoices.js';
import { pagingSchema } from './common.js';

// Invoices and credit notes issued by Kollabo (packs, commissions on collaboration payments),
// those it issues in a creator's name under her billing mandate (the service of a
// collaboration, and its credit note), and the buyer's billing details printed on them (art. 242
// nonies A annexe II CGI).

/** Kollabo's own invoice and credit note; a creator's service invoice and its credit note. */
export const INVOICE_KINDS = ['invoice', 'credit_note', 'service', 'service_credit_note'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];
export const INVOICES_PAGE_SIZE = 10;

/** Countries a buyer may bill from, ISO 3166-1 alpha-2, with their French names (countries.ts). */
export const BILLING_COUNTRIES = pickCountries([
  'FR',
  'BE',
  'LU',
  'CH',
  'MC',
  'DE',
  'ES',
  'IT',
  'NL',
  'PT',
  'IE',
  'AT',
  'CA',
] as const);
export type BillingCountry = keyof typeof BILLING_COUNTRIES;
const COUNTRY_CODES = Object.keys(BILLING_COUNTRIES) as [BillingCountry, ...BillingCountry[]];

const V = invoicesText.validation;
const optionalText = (max: number) =>
  printableOnDocuments(
    z
      .string()
      .trim()
      .max(max, V.tooLong(max))
      .optional()
      .transform((value) => (value ? value : undefined)),
  );

// PUT /user/billing-details: what the buyer's invoices carry. A company gives its name, and may
// give its SIREN (Luhn key) and intra-EU VAT number (format, French key); the postal code of a
// French address is checked too.
export const billingDetailsBody = z
  .object({
    companyName: optionalText(200),
    siren: optionalText(20)
      .transform((value) => (value ? compactId(value) : undefined))
      .refine((value) => value === undefined || isValidSiren(value), V.siren),
    vatNumber: optionalText(20)
      .transform((value) => (value ? compactId(value) : undefined))
      .refine((value) => value === undefined || isValidEuVatNumber(value), V.vatNumber),
    address: printableOnDocuments(z.string().trim().min(3, V.address).max(300, V.tooLong(300))),
    postalCode: printableOnDocuments(z.string().trim().min(2, V.postalCode).max(12, V.postalCode)),
    city: printableOnDocuments(z.string().trim().min(1, V.city).max(120, V.tooLong(120))),
    country: z.enum(COUNTRY_CODES, { error: V.country }),
  })
  .superRefine((value, issue) => {
    if (value.country === 'FR' && !isValidFrenchPostalCode(value.postalCode)) {
      issue.addIssue({ code: 'custom', path: ['postalCode'], message: V.postalCode });
    }
    if ((value.siren || value.vatNumber) && !value.companyName) {
      issue.addIssue({ code: 'custom', path: ['companyName'], message: V.companyName });
    }
  });
export type BillingDetailsBody = z.input<typeof billingDetailsBody>;

export const billingDetailsSchema = z.object({
  companyName: z.string().nullable(),
  siren: z.string().nullable(),
  vatNumber: z.string().nullable(),
  address: z.string(),
  postalCode: z.string(),
  city: z.string(),
  country: z.string(),
});
export type BillingDetails = z.infer<typeof billingDetailsSchema>;
export const billingDetailsReply = z.object({ billingDetails: billingDetailsSchema.nullable() });

export const invoiceSummarySchema = z.object({
  _id: z.string(),
  number: z.string(),
  kind: z.enum(INVOICE_KINDS),
  issuedAt: z.string(),
  /** TTC, in cents; a credit note's amounts are what it gives back (positive). */
  totalCents: z.number().int(),
  vatCents: z.number().int(),
  /** Who issued it (the seller's name: Kollabo, or the creator whose service it invoices). */
  issuer: z.string(),
  /** Whom it is addressed to. */
  buyer: z.string(),
  /** Issued by Kollabo in the creator's name ("Autofacturation", art. 289, I-2 CGI). */
  selfBilled: z.boolean(),
  /** The viewer is its buyer, or the creator it was issued for. */
  viewerIs: z.enum(['buyer', 'issuer']),
});
export type InvoiceSummary = z.infer<typeof invoiceSummarySchema>;

export const invoicesQuery = z.object(pagingSchema(INVOICES_PAGE_SIZE));
export const invoicesReply = z.object({
  invoices: z.array(invoiceSummarySchema),
  hasMore: z.boolean(),
});
export type InvoicesReply = z.infer<typeof invoicesReply>;

export const invoicePdfQuery = z.object({ id: z.uuid() });

export const invoicesApi = {
  list: endpoint({
    method: 'GET',
    path: '/user/invoices',
    access: 'user',
    tag: 'invoices',
    summary: "Les factures et avoirs de l'utilisateur, du plus récent au plus ancien.",
    query: invoicesQuery,
    reply: invoicesReply,
    errors: [],
    noStore: true,
  }),
  /** The PDF (Factur-X) for its buyer, the creator it was issued for, and the admins only. */
  pdf: endpoint({
    method: 'GET',
    path: '/user/invoice.pdf',
    access: 'user',
    tag: 'invoices',
    summary:
      'Le PDF Factur-X d’une facture ou d’un avoir : pour son acheteur, la créatrice au nom de qui il est émis et les admins.',
    query: invoicePdfQuery,
    produces: 'application/pdf',
    errors: ['not_found'],
  }),
  billingDetails: endpoint({
    method: 'GET',
    path: '/user/billing-details',
    access: 'user',
    tag: 'invoices',
    summary: 'Les coordonnées de facturation du compte (null tant qu’aucune n’est donnée).',
    reply: billingDetailsReply,
    errors: [],
    noStore: true,
  }),
  saveBillingDetails: endpoint({
    method: 'PUT',
    path: '/user/billing-details',
    access: 'user',
    tag: 'invoices',
    summary: 'Enregistre les coordonnées de facturation imprimées sur les prochaines factures.',
    body: billingDetailsBody,
    reply: billingDetailsReply,
    errors: ['billing_details_invalid'],
    invalidBody: 'billing_details_invalid',
  }),
} as const;
