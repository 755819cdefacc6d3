import { z } from 'zod';
import { endpoint } from '../endpoint.js';
import { billingMandate as mandateText } from '../messages/billingMandate.js';
import { LIMITS } from '../constants.js';

// The creator's invoice for her service to the brand: issued by Kollabo in her name under her
// billing mandate (art. 289, I-2 CGI), or uploaded by her in the collaboration space (PDF).

/** The mandate's text as one string, paragraphs separated by a blank line. */
export const BILLING_MANDATE_TEXT = mandateText.text.join('\n\n');

/** Her own invoice: a PDF of 10 MB at most (the server's upload limit). */
export const CREATOR_INVOICE_MAX_BYTES = LIMITS.attachmentMaxBytes;

export const billingMandateReply = z.object({
  accepted: z.boolean(),
  /** When the mandate in force was accepted (null without one). */
  acceptedAt: z.string().nullable(),
  /** The mandate's text (the one she accepts, kept with each acceptance by its fingerprint). */
  text: z.string(),
  /** Every acceptance and revocation, newest first. */
  history: z.array(z.object({ action: z.enum(['accepted', 'revoked']), at: z.string() })),
});
export type BillingMandateReply = z.infer<typeof billingMandateReply>;

// PUT /user/billing-mandate: only an explicit `true` accepts.
export const acceptBillingMandateBody = z.object({
  accept: z.literal(true, { error: mandateText.mustTick }),
});

export const creatorInvoiceQuery = z.object({ idOffer: z.uuid() });

export const CREATOR_INVOICE_STATUSES = [
  'none',
  'pending',
  'issued',
  'uploaded',
  'missing',
] as const;
export type CreatorInvoiceStatus = (typeof CREATOR_INVOICE_STATUSES)[number];

/** The questions a page asks of a collaboration's invoice status. */
export const creatorInvoiceIs = {
  /** No invoice is due: nothing to show. */
  notDue: (status: CreatorInvoiceStatus) => status === 'none',
  /** Kollabo will issue it in her name at the release. */
  pending: (status: CreatorInvoiceStatus) => status === 'pending',
  /** Neither issued nor uploaded: the brand is told, the creator may upload. */
  missing: (status: CreatorInvoiceStatus) => status === 'missing',
  /** Her own PDF is there. */
  uploaded: (status: CreatorInvoiceStatus) => status === 'uploaded',
};

const issuedDocument = z.object({
  _id: z.string(),
  number: z.string(),
  issuedAt: z.string(),
  totalCents: z.number().int(),
  vatCents: z.number().int(),
});

export const creatorInvoiceReply = z.object({
  /**
   * none: no invoice is due (no paid service); pending: Kollabo will issue it in her name at the
   * release (her mandate is active); issued: issued under the mandate; uploaded: her own PDF;
   * missing: neither, the brand is told.
   */
  status: z.enum(CREATOR_INVOICE_STATUSES),
  /** The invoice issued under the mandate (downloaded through GET /user/invoice.pdf). */
  invoice: issuedDocument.nullable(),
  /** Its credit note (a dispute's split: the share refunded to the brand). */
  creditNote: issuedDocument.nullable(),
  /** Her own invoice, uploaded. */
  upload: z
    .object({
      name: z.string(),
      sizeBytes: z.number().int(),
      uploadedAt: z.string(),
      /** The brand downloaded it: it can no longer be replaced. */
      downloaded: z.boolean(),
    })
    .nullable(),
  can: z.object({ upload: z.boolean(), download: z.boolean() }),
});
export type CreatorInvoiceReply = z.infer<typeof creatorInvoiceReply>;

const collabErrors = ['collab_forbidden', 'offer_not_found', 'collab_not_started'] as const;

export const creatorInvoicesApi = {
  billingMandate: endpoint({
    method: 'GET',
    path: '/user/billing-mandate',
    access: 'user',
    tag: 'invoices',
    summary: 'Le mandat de facturation de la créatrice : accepté ou non, depuis quand, son texte.',
    reply: billingMandateReply,
    errors: [],
    noStore: true,
  }),
  acceptBillingMandate: endpoint({
    method: 'PUT',
    path: '/user/billing-mandate',
    access: 'user',
    tag: 'invoices',
    summary: 'Accepte le mandat de facturation (art. 289, I-2 du CGI) ; l’acceptation est datée.',
    body: acceptBillingMandateBody,
    reply: billingMandateReply,
    errors: ['billing_mandate_invalid'],
    invalidBody: 'billing_mandate_invalid',
  }),
  revokeBillingMandate: endpoint({
    method: 'DELETE',
    path: '/user/billing-mandate',
    access: 'user',
    tag: 'invoices',
    summary: 'Révoque le mandat de facturation pour les paiements libérés ensuite.',
    reply: billingMandateReply,
    errors: [],
  }),
  /** The collaboration's invoice for its service, for its two parties. */
  creatorInvoice: endpoint({
    method: 'GET',
    path: '/collab/creator-invoice',
    access: 'user',
    tag: 'invoices',
    summary:
      'La facture de la prestation d’une collaboration : émise, déposée, attendue ou manquante.',
    query: creatorInvoiceQuery,
    reply: creatorInvoiceReply,
    errors: [...collabErrors],
    noStore: true,
  }),
  /** Multipart: `idOffer` and `file` (a PDF judged by its bytes). */
  uploadCreatorInvoice: endpoint({
    method: 'POST',
    path: '/collab/creator-invoice',
    access: 'user',
    tag: 'invoices',
    summary: 'La créatrice sans mandat de facturation dépose sa facture (PDF), ou la remplace.',
    multipart: true,
    status: 201,
    reply: creatorInvoiceReply,
    errors: [
      ...collabErrors,
      'creator_invoice_invalid',
      'creator_invoice_too_large',
      'creator_invoice_author_only',
      'creator_invoice_not_due',
      'creator_invoice_issued',
      'creator_invoice_mandate',
      'creator_invoice_locked',
    ],
  }),
  /** Her uploaded PDF, for the two parties, always as a download. */
  creatorInvoiceFile: endpoint({
    method: 'GET',
    path: '/collab/creator-invoice/file',
    access: 'user',
    tag: 'invoices',
    summary: 'Le PDF déposé par la créatrice, pour les deux parties de la collaboration.',
    query: creatorInvoiceQuery,
    produces: 'application/pdf',
    errors: [...collabErrors, 'creator_invoice_not_found'],
  }),
} as const;
