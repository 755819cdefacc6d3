import { z } from 'zod';
import { COLLAB_PAYMENT_STATUSES } from '../state-machines/collab-payment.js';
import { endpoint } from '../endpoint.js';
import { okSchema, pagingSchema, providerIdSchema } from './common.js';
import { TAX_MODES } from './offers.js';
import { secondFactorCodeSchema } from './security.js';

// Pay through Kollabo: the creator's payout account (Stripe Connect Express, or the
// simulated onboarding), the owner's payment held by the provider, its release, cancellation and
// refund, disputes decided by the team, the user's payments, the admin's view. Integer cents.

export const PAYOUT_ACCOUNT_STATUSES = ['none', 'pending', 'active', 'restricted'] as const;
export type PayoutAccountStatus = (typeof PAYOUT_ACCOUNT_STATUSES)[number];

/** Why a party opens a dispute (labels in MSG.collabPayments.disputeReasons). */
export const DISPUTE_REASONS = [
  'not_delivered',
  'not_conform',
  'late',
  'rights_misuse',
  'no_review',
  'other',
] as const;
export type DisputeReason = (typeof DISPUTE_REASONS)[number];

export const DISPUTE_DECISIONS = ['release', 'refund', 'split'] as const;
export type DisputeDecision = (typeof DISPUTE_DECISIONS)[number];

/** Attachments of a dispute: at most 3, each a PDF, JPEG, PNG or WebP of 5 MB at most. */
export const DISPUTE_ATTACHMENTS_MAX = 3;
export const DISPUTE_ATTACHMENT_MAX_BYTES = 5 * 1024 * 1024;
export const DISPUTE_ATTACHMENT_EXTENSIONS = ['pdf', 'jpg', 'jpeg', 'png', 'webp'] as const;
export const CANCEL_REASON_MAX = 500;
export const DISPUTE_MESSAGE_MAX = 2000;
export const DECISION_REASON_MAX = 2000;
/** Released automatically this long after the last deliverable was published (AUTO_RELEASE_DAYS). */
export const DEFAULT_AUTO_RELEASE_DAYS = 7;
/** Never held longer than this after the payment (the provider keeps held funds 90 days). */
export const MAX_HOLD_DAYS = 80;
/** The owner alone may cancel this long after the publication window ended with nothing published. */
export const OWNER_CANCEL_AFTER_DAYS = 14;
export const USER_PAYMENTS_PAGE_SIZE = 10;

// GET /user/payout-account
export const payoutAccountReply = z.object({
  status: z.enum(PAYOUT_ACCOUNT_STATUSES),
  /** What the provider still asks for (its requirement names), empty when nothing. */
  requirements: z.array(z.string()),
  /**
   * Her VAT position, kept on her account whether or not payouts are active: the tax choice of
   * her next offers, taken by her next contract versions (signed ones keep theirs). TTC if she
   * never chose.
   */
  vatPosition: z.enum(TAX_MODES),
  /** vatPosition is 'EXEMPT' ("TVA non applicable, art. 293 B du CGI"), for older callers. */
  vatExempt: z.boolean(),
});
export type PayoutAccountReply = z.infer<typeof payoutAccountReply>;

// POST /user/payout-account/onboarding { code? } → the provider's hosted onboarding (or the
// simulated one). With her second factor on, opening the payout details needs a fresh code.
export const onboardingBody = z.object({ code: secondFactorCodeSchema.optional() });
export const onboardingReply = z.object({ url: z.string() });

// PUT /user/payout-account/vat (her VAT position, kept by Kollabo whatever the provider, payout
// account or not): { vatPosition } or, as older callers send it, { vatExempt } (true: 'EXEMPT';
// false: back to 'TTC' from 'EXEMPT', unchanged otherwise); both must then agree.
export const payoutVatBody = z
  .object({ vatPosition: z.enum(TAX_MODES).optional(), vatExempt: z.boolean().optional() })
  .refine((body) => body.vatPosition !== undefined || body.vatExempt !== undefined, {
    message: 'vat_position_required',
    path: ['vatPosition'],
  })
  .refine(
    (body) =>
      body.vatPosition === undefined ||
      body.vatExempt === undefined ||
      (body.vatPosition === 'EXEMPT') === body.vatExempt,
    { message: 'vat_position_mismatch', path: ['vatExempt'] },
  );
export type PayoutVatBody = z.input<typeof payoutVatBody>;

// The simulated hosted onboarding (no Stripe key; refused in production): /simulated/onboarding/:accountId
export const simulatedAccountParams = z.object({ accountId: providerIdSchema });
export const simulatedOnboardingReply = z.object({
  accountId: z.string(),
  status: z.enum(PAYOUT_ACCOUNT_STATUSES),
});
const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'invalid_date');
export const simulatedOnboardingBody = z.object({
  /** The account holder's name, 2 to 120 characters. */
  name: z.string().trim().min(2).max(120),
  /** Checked by the server with the ISO 13616 mod-97 checksum (isValidIban): iban_invalid. */
  iban: z.string().max(60),
  /** YYYY-MM-DD; the holder must be 18 or older. */
  birthDate: isoDay,
  vatExempt: z.boolean(),
});
export type SimulatedOnboardingBody = z.input<typeof simulatedOnboardingBody>;
export const simulatedRedirectReply = z.object({ redirect: z.string() });

// POST /collab/payment { idOffer, version } → { url } (the hosted checkout)
export const collabPaymentBody = z.object({
  idOffer: z.uuid(),
  version: z.number().int().min(1),
});
export const collabPaymentReply = z.object({ url: z.string() });

// The simulated hosted checkout of a collaboration: /simulated/collab-checkout/:sessionId
export const simulatedCollabSessionParams = z.object({ sessionId: providerIdSchema });
export const simulatedCollabSessionReply = z.object({
  id: z.string(),
  idOffer: z.string(),
  projectTitle: z.string(),
  amountCents: z.number().int(),
  feeCents: z.number().int(),
  vatOnFeeCents: z.number().int(),
  totalCents: z.number().int(),
  status: z.enum(['open', 'paid', 'canceled']),
});
export type SimulatedCollabSessionReply = z.infer<typeof simulatedCollabSessionReply>;

// POST /collab/cancel { idOffer, reason }: asks, or confirms the other's request.
export const collabCancelBody = z.object({
  idOffer: z.uuid(),
  reason: z.string().trim().min(1).max(CANCEL_REASON_MAX),
});
export const collabCancelReply = z.object({
  ok: z.literal(true),
  /** True once the collaboration is cancelled (and refunded when it was paid). */
  cancelled: z.boolean(),
});

// POST /collab/dispute { idOffer, reason, message }
export const collabDisputeBody = z.object({
  idOffer: z.uuid(),
  reason: z.enum(DISPUTE_REASONS),
  message: z.string().trim().min(1).max(DISPUTE_MESSAGE_MAX),
});

// POST /collab/dispute/attachment?idOffer= (multipart: one `file`) → the attachment;
// GET /collab/dispute/attachment?id= → its bytes, for the two parties and the team only.
export const disputeAttachmentAddQuery = z.object({ idOffer: z.uuid() });
export const disputeAttachmentQuery = z.object({ id: z.uuid() });

const roleSchema = z.enum(['owner', 'author']);

export const disputeAttachmentSchema = z.object({
  id: z.string(),
  /** The sender's file name, cleaned. */
  name: z.string(),
  sizeBytes: z.number().int(),
  uploadedBy: roleSchema,
  uploadedAt: z.string(),
});
export type DisputeAttachment = z.infer<typeof disputeAttachmentSchema>;

export const cancelRequestSchema = z.object({
  requestedBy: roleSchema,
  reason: z.string(),
  requestedAt: z.string(),
});

export const disputeSchema = z.object({
  openedBy: z.enum(['owner', 'author', 'provider']),
  reason: z.enum([...DISPUTE_REASONS, 'chargeback']),
  message: z.string(),
  openedAt: z.string(),
  decision: z.enum(DISPUTE_DECISIONS).nullable(),
  /** The statement of reasons sent to both. */
  decisionReason: z.string().nullable(),
  creatorCents: z.number().int().nullable(),
  decidedAt: z.string().nullable(),
  /** The parties' attachments, oldest first (at most DISPUTE_ATTACHMENTS_MAX). */
  attachments: z.array(disputeAttachmentSchema),
});
export type CollabDispute = z.infer<typeof disputeSchema>;

/** GET /collab?id= → payment: the payment line of the space. */
export const collabPaymentSchema = z.object({
  status: z.enum(COLLAB_PAYMENT_STATUSES),
  /** False for a 0 € contract (benefits in kind only): no payment, deliverables go ahead. */
  required: z.boolean(),
  /** What the creator receives (the contract's amount TTC). */
  amountCents: z.number().int(),
  feeCents: z.number().int(),
  vatOnFeeCents: z.number().int(),
  /** What the owner pays. */
  totalCents: z.number().int(),
  paidAt: z.string().nullable(),
  /** Null until a deliverable is published. */
  releaseAt: z.string().nullable(),
  releasedAt: z.string().nullable(),
  refundedAt: z.string().nullable(),
  /** The creator's payout account, as the provider says (both see what is missing). */
  creatorPayout: z.object({
    status: z.enum(PAYOUT_ACCOUNT_STATUSES),
    requirements: z.array(z.string()),
  }),
  cancelled: z.boolean(),
  cancelRequest: cancelRequestSchema.nullable(),
  /** From this day the owner may cancel alone (publication window + 14 days), null if none. */
  ownerCancelFrom: z.string().nullable(),
  dispute: disputeSchema.nullable(),
  /** For a split: what went to the creator and what was refunded to the owner. */
  creatorCents: z.number().int().nullable(),
  refundCents: z.number().int().nullable(),
  /** What the viewer may do now. */
  can: z.object({
    pay: z.boolean(),
    cancel: z.boolean(),
    confirmCancel: z.boolean(),
    dispute: z.boolean(),
  }),
});
export type CollabPayment = z.infer<typeof collabPaymentSchema>;

// GET /user/payments?page&pageSize=10
export const MOVEMENT_TYPES = ['payment', 'held', 'transfer', 'payout', 'refund', 'split'] as const;
export const userPaymentsQuery = z.object({ ...pagingSchema(USER_PAYMENTS_PAGE_SIZE) });
export const paymentMovementSchema = z.object({
  type: z.enum(MOVEMENT_TYPES),
  /** Seen from the viewer: positive comes in, negative goes out. */
  amountCents: z.number().int(),
  at: z.string(),
});
export const userPaymentSchema = z.object({
  idOffer: z.string(),
  idProject: z.string(),
  projectTitle: z.string(),
  role: roleSchema,
  /** The other party's pseudo. */
  other: z.string(),
  status: z.enum(COLLAB_PAYMENT_STATUSES),
  amountCents: z.number().int(),
  feeCents: z.number().int(),
  vatOnFeeCents: z.number().int(),
  totalCents: z.number().int(),
  paidAt: z.string().nullable(),
  releaseAt: z.string().nullable(),
  releasedAt: z.string().nullable(),
  refundedAt: z.string().nullable(),
  movements: z.array(paymentMovementSchema),
});
export type UserPayment = z.infer<typeof userPaymentSchema>;
export const userPaymentsReply = z.object({
  payments: z.array(userPaymentSchema),
  hasMore: z.boolean(),
});

// GET /admin/disputes: held funds, disputes, releases due, alerts, reconciliation.
const adminCollabPaymentSchema = z.object({
  idOffer: z.string(),
  projectTitle: z.string(),
  owner: z.string(),
  author: z.string(),
  status: z.enum(COLLAB_PAYMENT_STATUSES),
  amountCents: z.number().int(),
  totalCents: z.number().int(),
  paidAt: z.string().nullable(),
  releaseAt: z.string().nullable(),
  /** 80 days after the payment: the latest release. */
  holdLimitAt: z.string().nullable(),
  dispute: disputeSchema.nullable(),
});
export type AdminCollabPayment = z.infer<typeof adminCollabPaymentSchema>;
export const reconciliationDifferenceSchema = z.object({
  /** What differs: a missing or extra provider movement, or a different amount. */
  kind: z.enum(['missing_at_provider', 'missing_in_ledger', 'amount_differs']),
  reference: z.string(),
  ledgerCents: z.number().int().nullable(),
  providerCents: z.number().int().nullable(),
});
export const reconciliationSchema = z.object({
  ranAt: z.string(),
  ok: z.boolean(),
  balanced: z.boolean(),
  differences: z.array(reconciliationDifferenceSchema),
});
export type Reconciliation = z.infer<typeof reconciliationSchema>;
/** A difference between the provider's books and the ledger the healing job could not resolve. */
export const moneyAlertSchema = z.object({
  /** charge:…, transfer:…, payout:…, refund:… (the provider's object). */
  reference: z.string(),
  kind: reconciliationDifferenceSchema.shape.kind,
  ledgerCents: z.number().int().nullable(),
  providerCents: z.number().int().nullable(),
  bookedAt: z.string(),
  firstSeenAt: z.string(),
});
export type MoneyAlert = z.infer<typeof moneyAlertSchema>;
export const adminDisputesReply = z.object({
  disputes: z.array(adminCollabPaymentSchema),
  held: z.array(adminCollabPaymentSchema),
  releasesDue: z.array(adminCollabPaymentSchema),
  /** Held 80 days: released automatically, the team alerted. */
  alerts: z.array(adminCollabPaymentSchema),
  reconciliation: reconciliationSchema.nullable(),
  /** Money the books disagree on, open until a later run finds them agreeing. */
  moneyAlerts: z.array(moneyAlertSchema),
});
export type AdminDisputesReply = z.infer<typeof adminDisputesReply>;

// POST /admin/disputes/decide
export const decideDisputeBody = z.object({
  idOffer: z.uuid(),
  decision: z.enum(DISPUTE_DECISIONS),
  /** Required for a split: 0 to the amount. */
  creatorCents: z.number().int().min(0).optional(),
  /** The statement of reasons sent to both parties. */
  reason: z.string().trim().min(1).max(DECISION_REASON_MAX),
});
export const decideDisputeReply = z.object({
  ok: z.literal(true),
  status: z.enum(COLLAB_PAYMENT_STATUSES),
});

export const collabPaymentsApi = {
  payoutAccount: endpoint({
    method: 'GET',
    path: '/user/payout-account',
    access: 'user',
    tag: 'collab-payments',
    summary: 'Le compte de versement du créateur, tel que le prestataire le décrit.',
    reply: payoutAccountReply,
    errors: ['payment_unavailable', 'payment_provider'],
    noStore: true,
  }),
  onboarding: endpoint({
    method: 'POST',
    path: '/user/payout-account/onboarding',
    access: 'user',
    tag: 'collab-payments',
    summary:
      "Démarre (ou reprend) l'inscription hébergée par le prestataire ; avec la double authentification, un code frais.",
    body: onboardingBody,
    reply: onboardingReply,
    errors: [
      'payment_unavailable',
      'payment_provider',
      'second_factor_code_required',
      'second_factor_invalid',
    ],
  }),
  payoutVat: endpoint({
    method: 'PUT',
    path: '/user/payout-account/vat',
    access: 'user',
    tag: 'collab-payments',
    summary:
      'La situation de TVA de la créatrice (HT, TTC ou TVA non applicable), avec ou sans compte de versement.',
    body: payoutVatBody,
    reply: payoutAccountReply,
    invalidBody: 'vat_position_invalid',
    errors: [],
  }),
  simulatedOnboarding: endpoint({
    method: 'GET',
    path: '/payment/simulated-onboarding/:accountId',
    access: 'user',
    tag: 'collab-payments',
    params: simulatedAccountParams,
    reply: simulatedOnboardingReply,
    errors: ['simulated_unavailable', 'onboarding_not_found'],
    noStore: true,
  }),
  simulatedOnboardingSubmit: endpoint({
    method: 'POST',
    path: '/payment/simulated-onboarding/:accountId',
    access: 'user',
    tag: 'collab-payments',
    params: simulatedAccountParams,
    body: simulatedOnboardingBody,
    reply: simulatedRedirectReply,
    invalidBody: 'payout_details_invalid',
    errors: ['simulated_unavailable', 'onboarding_not_found', 'iban_invalid', 'birth_date_invalid'],
  }),
  pay: endpoint({
    method: 'POST',
    path: '/collab/payment',
    access: 'user',
    tag: 'collab-payments',
    summary: 'Le porteur paie le contrat signé ; le prestataire garde la somme.',
    body: collabPaymentBody,
    reply: collabPaymentReply,
    errors: [
      'collab_forbidden',
      'offer_not_found',
      'collab_not_started',
      'payment_owner_only',
      'payment_not_signed',
      'version_changed',
      'payment_not_required',
      'payment_already_done',
      'payment_in_progress',
      'collab_cancelled',
      'creator_payout_inactive',
      'payment_unavailable',
      'payment_provider',
    ],
  }),
  simulatedSession: endpoint({
    method: 'GET',
    path: '/payment/simulated-collab/:sessionId',
    access: 'public',
    tag: 'collab-payments',
    params: simulatedCollabSessionParams,
    reply: simulatedCollabSessionReply,
    errors: ['simulated_unavailable', 'session_not_found'],
  }),
  simulatedPay: endpoint({
    method: 'POST',
    path: '/payment/simulated-collab/:sessionId/pay',
    access: 'public',
    tag: 'collab-payments',
    params: simulatedCollabSessionParams,
    reply: simulatedRedirectReply,
    errors: ['simulated_unavailable', 'session_not_found', 'session_closed'],
  }),
  simulatedCancel: endpoint({
    method: 'POST',
    path: '/payment/simulated-collab/:sessionId/cancel',
    access: 'public',
    tag: 'collab-payments',
    params: simulatedCollabSessionParams,
    reply: simulatedRedirectReply,
    errors: ['simulated_unavailable', 'session_not_found'],
  }),
  cancel: endpoint({
    method: 'POST',
    path: '/collab/cancel',
    access: 'user',
    tag: 'collab-payments',
    summary: "Demande l'annulation, ou confirme celle demandée par l'autre partie.",
    body: collabCancelBody,
    reply: collabCancelReply,
    invalidBody: 'cancel_reason_invalid',
    errors: [
      'collab_forbidden',
      'offer_not_found',
      'collab_not_started',
      'cancel_after_publication',
      'collab_cancelled',
      'payment_state',
      'refund_failed',
    ],
  }),
  dispute: endpoint({
    method: 'POST',
    path: '/collab/dispute',
    access: 'user',
    tag: 'collab-payments',
    summary: 'Ouvre un litige tant que le paiement est retenu : la somme est gelée.',
    body: collabDisputeBody,
    reply: okSchema,
    invalidBody: 'dispute_invalid',
    errors: ['collab_forbidden', 'offer_not_found', 'collab_not_started', 'dispute_not_held'],
  }),
  /** Multipart: one `file` (PDF, JPEG, PNG or WebP, 5 MB at most; 3 per dispute). */
  disputeAttachmentAdd: endpoint({
    method: 'POST',
    path: '/collab/dispute/attachment',
    access: 'user',
    tag: 'collab-payments',
    summary: "Joint une pièce au litige en cours (l'une ou l'autre partie, trois au plus).",
    query: disputeAttachmentAddQuery,
    multipart: true,
    status: 201,
    reply: disputeAttachmentSchema,
    errors: [
      'dispute_attachment_invalid',
      'dispute_attachment_too_large',
      'dispute_attachments_full',
      'dispute_closed',
      'dispute_not_found',
      'collab_forbidden',
      'offer_not_found',
      'collab_not_started',
    ],
  }),
  /** The attachment's bytes for the two parties and the team, always as a download. */
  disputeAttachment: endpoint({
    method: 'GET',
    path: '/collab/dispute/attachment',
    access: 'user',
    tag: 'collab-payments',
    query: disputeAttachmentQuery,
    produces: 'application/octet-stream',
    errors: ['collab_forbidden', 'not_found'],
  }),
  payments: endpoint({
    method: 'GET',
    path: '/user/payments',
    access: 'user',
    tag: 'collab-payments',
    summary: "Les paiements de l'utilisateur, un par collaboration, avec leurs mouvements.",
    query: userPaymentsQuery,
    reply: userPaymentsReply,
    errors: [],
    noStore: true,
  }),
};

/** The team's view of held funds and disputes, and its decisions. */
export const adminCollabPaymentsApi = {
  disputes: endpoint({
    method: 'GET',
    path: '/admin/disputes',
    access: 'admin',
    tag: 'admin',
    reply: adminDisputesReply,
    errors: [],
    noStore: true,
  }),
  decide: endpoint({
    method: 'POST',
    path: '/admin/disputes/decide',
    access: 'admin',
    tag: 'admin',
    body: decideDisputeBody,
    reply: decideDisputeReply,
    invalidBody: 'decision_invalid',
    errors: [
      'offer_not_found',
      'dispute_not_found',
      'dispute_already_decided',
      'decision_invalid',
      'refund_failed',
      'payment_provider',
    ],
  }),
};
