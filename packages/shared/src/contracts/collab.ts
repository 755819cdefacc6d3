import { z } from 'zod';
import { isCountryCode, type CountryCode } from '../countries.js';
import { printableOnDocuments } from '../document-text.js';
import { endpoint } from '../endpoint.js';
import { validation } from '../messages/validation.js';
import { okSchema } from './common.js';
import { TAX_MODES } from './offers.js';
import { collabPaymentSchema } from './collab-payments.js';

// The collaboration after the match: the space, the contract under French law
// (loi n° 2023-451 art. 8, décret n° 2025-1137), the signatures, the deliverables.

/** The statuses of the space's status line, in their order. */
export const COLLAB_STATUSES = [
  'to_write',
  'to_sign',
  'signed',
  'in_progress',
  'delivered',
  'completed',
] as const;
export type CollabStatus = (typeof COLLAB_STATUSES)[number];

/** Networks a deliverable is published on (its link is checked against the network). */
export const DELIVERABLE_NETWORKS = ['instagram', 'tiktok', 'youtube', 'vimeo'] as const;
export type DeliverableNetwork = (typeof DELIVERABLE_NETWORKS)[number];

export const DELIVERABLE_STATUSES = ['pending', 'published', 'changes', 'approved'] as const;
export type DeliverableStatus = (typeof DELIVERABLE_STATUSES)[number];

export const COLLAB_ROLES = ['owner', 'author'] as const;
export type CollabRole = (typeof COLLAB_ROLES)[number];

/** The written contract is mandatory from this sum (HT) over a year, décret n° 2025-1137. */
export const CONTRACT_THRESHOLD_HT_CENTS = 100_000;
/** The VAT rate used to turn a TTC offer into HT for the threshold. */
export const VAT_RATE_PERCENT = 20;
export const MAX_DELIVERABLES = 20;
/** Reviews show once both are written, or this long after completion. */
export const REVIEW_WINDOW_DAYS = 14;

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'invalid_date');
/** A line the contract prints: no hidden character (document-text.ts). */
const shortText = (max: number) => printableOnDocuments(z.string().trim().min(1).max(max));
/**
 * A country chosen from the list (ISO 3166-1 alpha-2, countries.ts). A refinement rather than an
 * enum: its French sentence reaches the answer (an enum's failure reads "invalid").
 */
const countryChoice = z
  .string()
  .refine(isCountryCode, { message: validation.countryChoice })
  .transform((code) => code as CountryCode);

export const deliverableTermSchema = z
  .object({
    network: z.enum(DELIVERABLE_NETWORKS),
    format: shortText(60),
    quantity: z.number().int().min(1).max(50),
    publishFrom: isoDay,
    publishTo: isoDay,
  })
  .refine((d) => d.publishFrom <= d.publishTo, { message: 'dates_order', path: ['publishTo'] });
export type DeliverableTerm = z.infer<typeof deliverableTermSchema>;

export const usageRightsSchema = z.object({
  /** Channels where the advertiser may use the contents. */
  channels: shortText(300),
  durationMonths: z.number().int().min(0).max(120),
  territory: shortText(100),
});
export type UsageRights = z.infer<typeof usageRightsSchema>;

export const benefitsSchema = z.object({
  description: shortText(300),
  valueCents: z.number().int().min(0).max(100_000_000),
});

// PUT /collab/contract (owner): a new version to sign.
export const saveContractBody = z.object({
  idOffer: z.uuid(),
  deliverables: z.array(deliverableTermSchema).min(1).max(MAX_DELIVERABLES),
  usageRights: usageRightsSchema,
  benefitsInKind: benefitsSchema.nullable().optional(),
  /**
   * "Conditions complémentaires" (optional, empty by default): printed beside the payment clause,
   * which Kollabo generates from the real payment path and the owner cannot replace.
   */
  paymentTerms: z.string().trim().max(500).optional(),
});
export type SaveContractBody = z.input<typeof saveContractBody>;

/** The terms of one version, as stored and shown. */
export const contractTermsSchema = z.object({
  deliverables: z.array(
    z.object({
      network: z.enum(DELIVERABLE_NETWORKS),
      format: z.string(),
      quantity: z.number().int(),
      publishFrom: z.string(),
      publishTo: z.string(),
    }),
  ),
  usageRights: z.object({
    channels: z.string(),
    durationMonths: z.number().int(),
    territory: z.string(),
  }),
  benefitsInKind: z.object({ description: z.string(), valueCents: z.number().int() }).nullable(),
  /**
   * The owner's additional terms ("Conditions complémentaires", may be empty). Versions written
   * before the generated payment clause hold their typed "Modalités de paiement" here.
   */
  paymentTerms: z.string(),
  /** The price and its tax mode, frozen with the version: its figures are contractFigures(). */
  amountCents: z.number().int(),
  tax: z.enum(TAX_MODES),
});
export type ContractTerms = z.infer<typeof contractTermsSchema>;

/** A version's signed figures (contractFigures): HT, VAT or the art. 293 B mention, TTC. */
export const contractFiguresSchema = z.object({
  htCents: z.number().int(),
  vatCents: z.number().int(),
  ttcCents: z.number().int(),
  vatMention: z.string().nullable(),
});

/**
 * A signer's name as compared with the legal identity: accents, case, spaces,
 * hyphens and apostrophes aside ("Chloé  Dupont" = "chloe dupont", "Jean-Marc" = "Jean Marc").
 */
export function normalizePersonName(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[-'’‐‑–—.]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Who signs for an identity: its representative (a company), or the person herself. */
export const signerNameOf = (identity: Pick<LegalIdentity, 'legalName' | 'representative'>) =>
  identity.representative?.trim() || identity.legalName;

/** Whether a typed signature names the identity's signer. */
export const signatureMatches = (
  typed: string,
  identity: Pick<LegalIdentity, 'legalName' | 'representative'>,
) =>
  normalizePersonName(typed) !== '' &&
  normalizePersonName(typed) === normalizePersonName(signerNameOf(identity));

/** A story disappears after a day: it is proven by a screenshot, not by a public link. */
export const isStoryFormat = (format: string) =>
  /\bstor(y|ies|ys)\b/.test(normalizePersonName(format));

/** Today in Paris as YYYY-MM-DD (the contract's dates are days in Paris). */
export function parisToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Paris',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

// PUT /user/legal-identity
const SIRET = /^\d{14}$/;
/** The longest each legal identity field may be: the form's limits and the server's. */
export const LEGAL_IDENTITY_MAX = {
  legalName: 150,
  address: 200,
  postalCode: 12,
  city: 100,
} as const;

export const legalIdentityBody = z.object({
  legalName: shortText(LEGAL_IDENTITY_MAX.legalName),
  address: shortText(LEGAL_IDENTITY_MAX.address),
  postalCode: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9 -]{3,12}$/),
  city: shortText(LEGAL_IDENTITY_MAX.city),
  /** ISO 3166-1 alpha-2; identities saved before the list may hold a name ("France"). */
  country: countryChoice,
  fiscalCountry: countryChoice,
  siret: z
    .string()
    .trim()
    .transform((v) => v.replace(/\s+/g, ''))
    .refine((v) => v === '' || SIRET.test(v))
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional(),
  /** For a company: the person who signs for it ("représentée par"). Empty: the person. */
  representative: printableOnDocuments(
    z
      .string()
      .trim()
      .max(120)
      .transform((v) => (v === '' ? null : v))
      .nullable()
      .optional(),
  ),
});
export type LegalIdentityBody = z.input<typeof legalIdentityBody>;
export const legalIdentitySchema = z.object({
  legalName: z.string(),
  address: z.string(),
  postalCode: z.string(),
  city: z.string(),
  country: z.string(),
  fiscalCountry: z.string(),
  siret: z.string().nullable(),
  representative: z.string().nullable(),
});
export type LegalIdentity = z.infer<typeof legalIdentitySchema>;
export const LEGAL_IDENTITY_FIELDS = [
  'legalName',
  'address',
  'postalCode',
  'city',
  'country',
  'fiscalCountry',
] as const;

// POST /collab/sign
export const signBody = z.object({
  idOffer: z.uuid(),
  version: z.number().int().min(1),
  /** Checked by the server: 2 to 120 characters (signature_name), the signer of the party's
   * legal identity (signature_name_mismatch, see signatureMatches). */
  fullName: printableOnDocuments(z.string().trim().max(500)),
  /** Must be true (consent_required). */
  consent: z.boolean(),
});

// PATCH /collab/deliverable (author)
export const publishDeliverableBody = z.object({
  idOffer: z.uuid(),
  index: z
    .number()
    .int()
    .min(0)
    .max(MAX_DELIVERABLES - 1),
  /** Checked by the server against the deliverable's network (deliverable_link_invalid). */
  link: z.string().trim().max(2000),
  /** Must be true (deliverable_label_required). */
  labelled: z.boolean(),
});

// PATCH /collab/deliverable/review (owner)
export const reviewDeliverableBody = z.object({
  idOffer: z.uuid(),
  index: z
    .number()
    .int()
    .min(0)
    .max(MAX_DELIVERABLES - 1),
  decision: z.enum(['approve', 'change']),
  /** Required (1 to 1,000 characters) to ask for a change: change_comment_required. */
  comment: z.string().trim().max(5000).optional(),
});

// POST /collab/report
export const collabReportBody = z.object({
  idOffer: z.uuid(),
  message: z.string().trim().min(1).max(2000),
});

const partySchema = z.object({
  pseudo: z.string(),
  name: z.string(),
  photo: z.string().nullable(),
});

export const collabDeliverableSchema = z.object({
  index: z.number().int(),
  network: z.enum(DELIVERABLE_NETWORKS),
  format: z.string(),
  quantity: z.number().int(),
  publishFrom: z.string(),
  publishTo: z.string(),
  status: z.enum(DELIVERABLE_STATUSES),
  link: z.string().nullable(),
  labelled: z.boolean(),
  comment: z.string().nullable(),
  publishedAt: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  /** Not published (or to change) and its window ended before today (Paris). */
  late: z.boolean(),
  /** A story: proven by a screenshot upload, not a link. */
  story: z.boolean(),
  /** The story's screenshot, served to the two parties. */
  screenshotUrl: z.string().nullable(),
});
export type CollabDeliverable = z.infer<typeof collabDeliverableSchema>;

export const signatureSchema = z.object({
  role: z.enum(COLLAB_ROLES),
  pseudo: z.string(),
  fullName: z.string(),
  version: z.number().int(),
  signedAt: z.string(),
  documentSha256: z.string(),
});

export const historyItemSchema = z.object({
  type: z.string(),
  actor: z.string().nullable(),
  at: z.string(),
  /** A version or a deliverable's number (1-based) for the texts that name one. */
  n: z.number().int(),
  /** A money event's amount in cents (0 for the other events). */
  amountCents: z.number().int(),
});

export const reviewSchema = z.object({
  _id: z.string(),
  rating: z.number().int(),
  comment: z.string(),
  createdAt: z.string(),
  author: partySchema,
  /** The collaboration's project. */
  project: z.object({ _id: z.string(), title: z.string() }),
  reply: z.string().nullable(),
  replyAt: z.string().nullable(),
  /** False while it waits for the other review (its author sees it). */
  visible: z.boolean(),
});
export type Review = z.infer<typeof reviewSchema>;

// GET /collab?id={offerId}
export const collabQuery = z.object({ id: z.uuid() });
export const collabReply = z.object({
  access: z.literal(true),
  idOffer: z.string(),
  idProject: z.string(),
  projectTitle: z.string(),
  role: z.enum(COLLAB_ROLES),
  /** What the viewer may do now (the collaboration's policy on the server). */
  can: z.object({
    editContract: z.boolean(),
    sign: z.boolean(),
    publish: z.boolean(),
    reviewDeliverables: z.boolean(),
    report: z.boolean(),
  }),
  owner: partySchema,
  author: partySchema,
  status: z.enum(COLLAB_STATUSES),
  version: z.number().int(),
  /** The version signed by both and in force (null before the first full signature). */
  versionInForce: z.number().int().nullable(),
  /** The version waiting for signatures: the first one, or an amendment of the one in force. */
  proposedVersion: z.number().int().nullable(),
  /** Every version, newest first: its PDF is served to the parties (contract.pdf&version=n). */
  versions: z.array(
    z.object({
      version: z.number().int(),
      createdAt: z.string(),
      signed: z.boolean(),
      signedSha256: z.string().nullable(),
    }),
  ),
  /** The offer's amount, its tax mode, and its HT value. */
  amountCents: z.number().int(),
  tax: z.enum(TAX_MODES),
  amountHtCents: z.number().int(),
  /** The latest version's terms (the proposed one while an amendment waits). */
  terms: contractTermsSchema.nullable(),
  /** The figures of the version in force (what the payment charges), null before a signature. */
  amounts: contractFiguresSchema.nullable(),
  /** The deliverables of the version in force. */
  deliverables: z.array(collabDeliverableSchema),
  /** The signatures of the latest version. */
  signatures: z.array(signatureSchema),
  /** A version is in force (signed by both). */
  signed: z.boolean(),
  /** The SHA-256 of the signed PDF in force. */
  signedSha256: z.string().nullable(),
  contractRequired: z.boolean(),
  /** This year's signed collaborations of the pair, this one included, HT in cents. */
  yearTotalHtCents: z.number().int(),
  /** The identity fields the viewer must still give. */
  missingIdentity: z.array(z.enum(LEGAL_IDENTITY_FIELDS)),
  otherIdentityMissing: z.boolean(),
  /** The viewer's own identity (prefills the form), never the other party's. */
  identity: legalIdentitySchema.nullable(),
  history: z.array(historyItemSchema),
  completedAt: z.string().nullable(),
  /** Pay through Kollabo: the payment line, what the viewer may do. */
  payment: collabPaymentSchema,
  review: z.object({
    canWrite: z.boolean(),
    mine: reviewSchema.nullable(),
    theirs: reviewSchema.nullable(),
  }),
});
export type CollabReply = z.infer<typeof collabReply>;

// POST /collab/deliverable/screenshot?id=&index=&labelled=true (multipart) and its GET.
export const screenshotQuery = z.object({
  id: z.uuid(),
  index: z.coerce
    .number()
    .int()
    .min(0)
    .max(MAX_DELIVERABLES - 1),
});
export const screenshotUploadQuery = screenshotQuery.extend({
  /** Must be "true" (deliverable_label_required). */
  labelled: z.enum(['true', 'false']),
});

// GET /collab/contract.pdf?id={offerId}&version={n}
export const contractPdfQuery = z.object({
  id: z.uuid(),
  version: z.coerce.number().int().min(1).max(1_000_000).optional(),
});

// GET /collab/mine: the viewer's collaborations (links from sent offers and my projects).
export const myCollabsQuery = z.object({ project: z.uuid().optional() });
export const myCollabsReply = z.object({
  collaborations: z.array(
    z.object({
      idOffer: z.string(),
      idProject: z.string(),
      projectTitle: z.string(),
      role: z.enum(COLLAB_ROLES),
      other: z.string(),
    }),
  ),
});

export const collabApi = {
  get: endpoint({
    method: 'GET',
    path: '/collab',
    access: 'user',
    tag: 'collab',
    summary: "L'espace de collaboration d'une offre acceptée (les deux parties seulement).",
    query: collabQuery,
    reply: collabReply,
    errors: ['collab_forbidden', 'offer_not_found', 'collab_not_started'],
    noStore: true,
  }),
  mine: endpoint({
    method: 'GET',
    path: '/collab/mine',
    access: 'user',
    tag: 'collab',
    query: myCollabsQuery,
    reply: myCollabsReply,
    errors: [],
    noStore: true,
  }),
  legalIdentity: endpoint({
    method: 'PUT',
    path: '/user/legal-identity',
    access: 'user',
    tag: 'collab',
    summary: "L'identité légale de l'appelant pour ses contrats (jamais publique).",
    body: legalIdentityBody,
    reply: legalIdentitySchema,
    invalidBody: 'identity_invalid',
    errors: [],
    noStore: true,
  }),
  saveContract: endpoint({
    method: 'PUT',
    path: '/collab/contract',
    access: 'user',
    tag: 'collab',
    body: saveContractBody,
    reply: z.object({ ok: z.literal(true), version: z.number().int() }),
    invalidBody: 'contract_invalid',
    errors: [
      'collab_forbidden',
      'offer_not_found',
      'collab_not_started',
      'collab_owner_only',
      'contract_locked',
      'contract_dates_past',
    ],
  }),
  sign: endpoint({
    method: 'POST',
    path: '/collab/sign',
    access: 'user',
    tag: 'collab',
    body: signBody,
    reply: z.object({ ok: z.literal(true), signed: z.boolean(), documentSha256: z.string() }),
    errors: [
      'collab_forbidden',
      'offer_not_found',
      'collab_not_started',
      'contract_missing',
      'version_changed',
      'identity_incomplete',
      'other_identity_missing',
      'already_signed',
      'consent_required',
      'signature_name',
      'signature_name_mismatch',
      'contract_dates_past',
      'contract_locked',
    ],
  }),
  pdf: endpoint({
    method: 'GET',
    path: '/collab/contract.pdf',
    access: 'user',
    tag: 'collab',
    summary:
      'Le PDF du contrat : la version en vigueur (sinon la dernière), ou la version `version`.',
    query: contractPdfQuery,
    produces: 'application/pdf',
    errors: [
      'collab_forbidden',
      'offer_not_found',
      'collab_not_started',
      'contract_missing',
      'contract_version_not_found',
    ],
    noStore: true,
  }),
  publishDeliverable: endpoint({
    method: 'PATCH',
    path: '/collab/deliverable',
    access: 'user',
    tag: 'collab',
    body: publishDeliverableBody,
    reply: okSchema,
    errors: [
      'collab_forbidden',
      'offer_not_found',
      'collab_not_started',
      'collab_author_only',
      'not_signed_yet',
      'deliverable_not_found',
      'deliverable_link_invalid',
      'deliverable_label_required',
      'deliverable_state',
      'deliverable_screenshot_required',
      'payment_required_first',
      'collab_cancelled',
    ],
  }),
  /** Multipart with one `screenshot` image: a story's proof of publication. */
  publishScreenshot: endpoint({
    method: 'POST',
    path: '/collab/deliverable/screenshot',
    access: 'user',
    tag: 'collab',
    query: screenshotUploadQuery,
    multipart: true,
    reply: okSchema,
    errors: [
      'collab_forbidden',
      'offer_not_found',
      'collab_not_started',
      'collab_author_only',
      'not_signed_yet',
      'deliverable_not_found',
      'deliverable_label_required',
      'deliverable_state',
      'deliverable_screenshot_invalid',
      'deliverable_link_invalid',
      'invalid_image',
      'image_too_large',
    ],
  }),
  screenshot: endpoint({
    method: 'GET',
    path: '/collab/deliverable/screenshot',
    access: 'user',
    tag: 'collab',
    query: screenshotQuery,
    produces: 'image/*',
    errors: ['collab_forbidden', 'offer_not_found', 'collab_not_started', 'deliverable_not_found'],
    noStore: true,
  }),
  reviewDeliverable: endpoint({
    method: 'PATCH',
    path: '/collab/deliverable/review',
    access: 'user',
    tag: 'collab',
    body: reviewDeliverableBody,
    reply: z.object({ ok: z.literal(true), completed: z.boolean() }),
    errors: [
      'collab_forbidden',
      'offer_not_found',
      'collab_not_started',
      'collab_owner_only',
      'not_signed_yet',
      'deliverable_not_found',
      'deliverable_state',
      'change_comment_required',
    ],
  }),
  report: endpoint({
    method: 'POST',
    path: '/collab/report',
    access: 'user',
    tag: 'collab',
    body: collabReportBody,
    reply: okSchema,
    invalidBody: 'collab_report_invalid',
    errors: ['collab_forbidden', 'offer_not_found', 'collab_not_started'],
  }),
};
