import { z } from 'zod';
import { LIMITS, PACK_TYPES, PAGE_SIZES, PROJECT_STATUSES } from '../constants.js';
import { endpoint } from '../endpoint.js';
import { offers as offersText } from '../messages/offers.js';
import { common as commonText } from '../messages/common.js';
import { validation as validationText } from '../messages/validation.js';
import { hasContactDetails } from '../validation.js';
import { OFFER_STATUSES } from '../state-machines/offer.js';
import { okSchema, pagingSchema } from './common.js';

// Offers and attribution contracts. Field names are the spec's.

/**
 * How an offer states its price, and the creator's VAT position (labels in MSG.offers.taxModes):
 * 'TTC' (the default), 'HT' (20 % VAT on top) or 'EXEMPT' ("TVA non applicable, art. 293 B du
 * CGI"). The figures each one gives are `contractFigures` (contract-figures.ts).
 */
export const TAX_MODES = ['TTC', 'HT', 'EXEMPT'] as const;
export type TaxMode = (typeof TAX_MODES)[number];
/** A creator who never chose is offered TTC. */
export const DEFAULT_TAX_MODE: TaxMode = 'TTC';
export const isTaxMode = (value: unknown): value is TaxMode =>
  (TAX_MODES as readonly unknown[]).includes(value);
/** A stored tax mode (an offer's), TTC for anything unknown. */
export const taxModeOf = (value: string): TaxMode => (isTaxMode(value) ? value : DEFAULT_TAX_MODE);
/** Attachment extensions accepted by the offer form (checked again by content on the server). */
export const OFFER_FILE_EXTENSIONS = [
  'jpeg',
  'jpg',
  'png',
  'webp',
  'svg',
  'pdf',
  'doc',
  'docx',
  'xls',
  'xlsx',
] as const;

const idSchema = z.uuid();

/** A person as shown on offer cards and the offer page. */
export const offerPersonSchema = z.object({
  pseudo: z.string(),
  name: z.string(),
  /** A brand's trade name (brand types), shown instead of the pseudo; null when none. */
  tradeName: z.string().nullable(),
  statut: z.string(),
  /** Avatar URL, or null for the initials fallback. */
  photo: z.string().nullable(),
  statistique: z.object({ views: z.number().int(), lastConnect: z.string().nullable() }),
  /** The active pack's tier (PRO badge for premium and ultimate), or null. */
  subscription: z.object({ type: z.enum(PACK_TYPES) }).nullable(),
});
export type OfferPerson = z.infer<typeof offerPersonSchema>;

/**
 * What the owner will pay if the offer becomes the contract (contractFigures + collabPaymentAmounts
 * at the current commission): the creator's HT, VAT (or the art. 293 B mention) and TTC, then
 * Kollabo's commission and its VAT on top, and the total.
 */
export const offerCostSchema = z.object({
  htCents: z.number().int(),
  vatCents: z.number().int(),
  ttcCents: z.number().int(),
  vatMention: z.string().nullable(),
  feeCents: z.number().int(),
  vatOnFeeCents: z.number().int(),
  totalCents: z.number().int(),
});
export type OfferCost = z.infer<typeof offerCostSchema>;

export const offerSchema = z.object({
  idOffer: z.string(),
  statut: z.enum(OFFER_STATUSES),
  /** 'select' once the author accepted the attribution (same value as statut). */
  statutOffer: z.enum(OFFER_STATUSES),
  /** "150 € TTC"; null for anyone but the project owner (shown as masque). */
  amount: z.string().nullable(),
  /** What the project owner will pay (null for anyone else). */
  cost: offerCostSchema.nullable(),
  dateSend: z.string(),
  dateSendOffer: z.string(),
  messageOffre: z.string(),
  /** The attachment's original file name, or null without attachment. */
  linkFile: z.string().nullable(),
  user: offerPersonSchema,
});
export type Offer = z.infer<typeof offerSchema>;

// GET /offer/all-offers
export const allOffersQuery = z.object({ id: idSchema, ...pagingSchema(PAGE_SIZES.projectOffers) });
export const allOffersReply = z.object({
  offers: z.array(offerSchema),
  authorProject: z.boolean(),
  /** The viewer may still send an offer (logged in, not the owner, published, none sent). */
  userOfferAvailable: z.boolean(),
  /** The viewer's offer was accepted (select). */
  userProjectWon: z.boolean(),
  /** The viewer already sent an offer on this project. */
  userOfferSent: z.boolean(),
  /** The viewer's kept tax choice (her VAT position): prefills the offer form. */
  userTax: z.enum(TAX_MODES),
  hasMore: z.boolean(),
});
export type AllOffersReply = z.infer<typeof allOffersReply>;

// POST /offer/add-new (multipart): these text fields plus an optional `file`.
/**
 * The amount as typed, in euros ("1500" or "1500,50"), read alike by the form and the server:
 * each fault says its own limit (not a number, under the minimum, over the maximum).
 */
export const offerAmountText = z
  .string()
  // "99 999 €" as the French write it: thousands spaces and the euro sign are not the number.
  .transform((value) => value.replace(/[\s\u00a0\u202f]/g, '').replace(/€$/, ''))
  .pipe(
    z
      .string()
      .regex(/^\d+([.,]\d{1,2})?$/, { message: offersText.amountNotANumber })
      .transform((value) => Number(value.replace(',', '.')))
      .refine((value) => value >= LIMITS.offerAmountMin, { message: offersText.amountMin })
      .refine((value) => value <= LIMITS.offerAmountMax, { message: offersText.amountMax }),
  );
/** The offer's private message, as long as a presentation at most. */
export const offerMessageText = z
  .string()
  .trim()
  .min(1, validationText.required)
  .max(LIMITS.offerMessageMax, validationText.tooLong(LIMITS.offerMessageMax))
  .refine((text) => !hasContactDetails(text), commonText.contactDetails);
export const addOfferFields = z.object({
  amount: z.coerce.string().pipe(offerAmountText),
  tax: z.enum(TAX_MODES),
  messageOffre: offerMessageText,
  idProject: idSchema,
  /** The client's send time (ISO); the server records its own clock. */
  dateSend: z.iso.datetime({ offset: true }).optional(),
});
export type AddOfferFields = z.input<typeof addOfferFields>;
export const addOfferReply = z.object({ ok: z.literal(true), idOffer: z.string() });

// GET /offer/user-offers
export const SENT_OFFER_SORTS = ['croissant', 'decroissant'] as const;
export const userOffersQuery = z.object({
  filter: z.string().max(100).optional(),
  /** Search in the project titles. */
  project: z.string().trim().max(100).optional(),
  /** croissant: most recent first (default); decroissant: oldest first. */
  triPar: z.enum(SENT_OFFER_SORTS).default('croissant'),
  /** 'select': only the projects won. */
  statut: z
    .literal('select')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  ...pagingSchema(PAGE_SIZES.sentOffers),
});
export const sentOfferSchema = z.object({
  project: z.object({
    idProject: z.string(),
    title: z.string(),
    statut: z.enum(PROJECT_STATUSES),
    budget: z.string(),
    dateCrea: z.string(),
  }),
  offer: z.object({
    idOffer: z.string(),
    statut: z.enum(OFFER_STATUSES),
    amount: z.string().nullable(),
    dateSend: z.string(),
  }),
});
export type SentOffer = z.infer<typeof sentOfferSchema>;
export const userOffersReply = z.object({
  userOffers: z.array(sentOfferSchema),
  hasMore: z.boolean(),
});

// GET /offer?id=&projectId=
/** Lenient ids: a malformed one is refused like an unknown one (access: false). */
export const offerDetailQuery = z.object({
  id: z.string().trim().max(64),
  projectId: z.string().trim().max(64),
});
export const offerProjectSchema = z.object({
  idProject: z.string(),
  title: z.string(),
  statut: z.enum(PROJECT_STATUSES),
  budget: z.string(),
  dateCrea: z.string(),
  /** Shown as "Publié le" while the project is published. */
  publishedAt: z.string().nullable(),
});
export const offerDetailReply = z.object({
  access: z.literal(true),
  offer: offerSchema,
  project: offerProjectSchema,
  partial_infoAuthorProject: offerPersonSchema,
  partial_infoAuthorOffer: offerPersonSchema,
  authorProject: z.boolean(),
  authorOffer: z.boolean(),
});
export type OfferDetailReply = z.infer<typeof offerDetailReply>;

// GET /offer/file?id= (the attachment, for the two parties only) answers the bytes.
export const offerFileQuery = z.object({ id: idSchema });

// PATCH /project/attribute and PATCH /project/allocation
export const attributeBody = z.object({ idProject: idSchema, idOffer: idSchema });
/** `decision` is checked by the server so an unknown value gets the spec's own message. */
export const allocationBody = z.object({
  idProject: idSchema,
  idOffer: idSchema,
  decision: z.string().max(20),
});
export const ALLOCATION_DECISIONS = ['accept', 'refus'] as const;

/** The offers endpoints: sending, lists, the offer page, attribution. */
export const offersApi = {
  projectOffers: endpoint({
    method: 'GET',
    path: '/offer/all-offers',
    access: 'optional',
    tag: 'offers',
    query: allOffersQuery,
    reply: allOffersReply,
    errors: ['offer_not_found'],
    noStore: true,
  }),
  /** Multipart: the fields of addOfferFields and an optional `file`. */
  send: endpoint({
    method: 'POST',
    path: '/offer/add-new',
    access: 'user',
    tag: 'offers',
    multipart: true,
    status: 201,
    reply: addOfferReply,
    errors: [
      'offer_invalid',
      'invalid_attachment',
      'attachment_too_large',
      'offer_not_found',
      'own_project',
      'not_published',
      'verification_required',
      'already_sent',
    ],
  }),
  sent: endpoint({
    method: 'GET',
    path: '/offer/user-offers',
    access: 'user',
    tag: 'offers',
    query: userOffersQuery,
    reply: userOffersReply,
    errors: [],
    noStore: true,
  }),
  /** Anyone but the two parties gets 403 with `access: false`. */
  detail: endpoint({
    method: 'GET',
    path: '/offer',
    access: 'user',
    tag: 'offers',
    query: offerDetailQuery,
    reply: offerDetailReply,
    errors: ['offer_forbidden'],
    noStore: true,
  }),
  /** The attachment, for the two parties only, always as a download that is never rendered. */
  attachment: endpoint({
    method: 'GET',
    path: '/offer/file',
    access: 'user',
    tag: 'offers',
    query: offerFileQuery,
    produces: 'application/octet-stream',
    errors: ['offer_forbidden', 'not_found'],
  }),
  attribute: endpoint({
    method: 'PATCH',
    path: '/project/attribute',
    access: 'user',
    tag: 'offers',
    body: attributeBody,
    reply: okSchema,
    errors: [
      'attribution_not_found',
      'not_project_owner',
      'attribution_subscription_required',
      'attribution_failed',
    ],
  }),
  allocate: endpoint({
    method: 'PATCH',
    path: '/project/allocation',
    access: 'user',
    tag: 'offers',
    body: allocationBody,
    reply: okSchema,
    errors: ['unknown_decision', 'attribution_not_found', 'not_offer_author', 'attribution_failed'],
  }),
};
