import { MSG } from './messages.js';

// Every error code the API answers, with its HTTP status and French text: the only list. The
// server throws `new AppError(code)`, the web narrows on `ApiError.code` (typed from this table).
// A text may take one detail (a network, a pseudo) given where the error is thrown.

type Text = string | ((detail: string) => string);
const entry = <S extends number>(status: S, message: Text) => ({ status, message });

export const ERRORS = {
  // Any endpoint.
  validation: entry(400, MSG.common.invalidInput),
  bad_request: entry(400, MSG.common.invalidInput),
  invalid_input: entry(400, MSG.common.invalidInput),
  contact_details: entry(400, MSG.common.contactDetails),
  unauthorized: entry(401, MSG.common.unauthorized),
  forbidden: entry(403, MSG.common.forbidden),
  forbidden_origin: entry(403, MSG.common.forbidden),
  not_found: entry(404, MSG.common.notFound),
  too_large: entry(413, MSG.common.payloadTooLarge),
  rate_limited: entry(429, MSG.common.tooManyRequests),
  unsupported_media_type: entry(415, MSG.common.unsupportedMediaType),
  server_error: entry(500, MSG.common.serverError),
  database_unavailable: entry(503, MSG.common.genericRetry),
  overloaded: entry(503, MSG.common.overloaded),

  // Accounts.
  bad_credentials: entry(401, MSG.login.badCredentials),
  same_email: entry(400, MSG.logInfo.sameEmail),
  mail_exists: entry(409, MSG.code.mailExists),
  signup_failed: entry(400, MSG.signup.badCode),
  pseudo_taken: entry(409, MSG.signup.pseudoTaken),
  account_exists: entry(409, MSG.signup.emailTaken),
  reset_failed: entry(400, MSG.reset.failure),
  update_failed: entry(400, MSG.logInfo.failure),

  // Second factor and sessions.
  second_factor_required: entry(403, MSG.accountSecurity.errors.adminNeedsFactor),
  second_factor_code_required: entry(403, MSG.accountSecurity.errors.codeRequired),
  second_factor_invalid: entry(400, MSG.accountSecurity.errors.codeInvalid),
  second_factor_enabled: entry(409, MSG.accountSecurity.errors.alreadyEnabled),
  second_factor_not_pending: entry(409, MSG.accountSecurity.errors.notPending),
  second_factor_not_enabled: entry(409, MSG.accountSecurity.errors.notEnabled),
  password_invalid: entry(400, MSG.accountSecurity.errors.passwordInvalid),
  user_session_not_found: entry(404, MSG.accountSecurity.errors.sessionNotFound),

  // Profiles, media, favourites, contact.
  invalid_image: entry(400, MSG.profile.imageInvalid),
  image_too_large: entry(413, MSG.profile.imageInvalid),
  image_not_found: entry(404, MSG.profile.imageNotFound),
  profile_not_found: entry(404, MSG.profile.notFound),
  presentation_contact: entry(400, MSG.profile.presentationInvalid),
  invalid_video: entry(400, MSG.profile.videoInvalid),
  self_favourite: entry(400, MSG.favourites.selfLike),
  unknown_sector: entry(404, MSG.favourites.unknownSector),
  invalid_phone: entry(400, MSG.contact.phoneFormat),
  trade_name_for_brands: entry(400, MSG.profile.tradeNameForBrands),
  creator_only: entry(400, MSG.profile.creatorOnly),

  // Social networks.
  oauth_unavailable: entry(503, MSG.socials.unavailable),
  bad_redirect: entry(400, MSG.common.invalidInput),
  identifier_required: entry(400, MSG.socials.identifierRequired),

  // Projects and moderation.
  project_not_found: entry(404, MSG.projects.notFound),
  invalid_fields: entry(400, MSG.projects.invalidFields),
  invalid_transition: entry(409, MSG.projects.updateFailure),
  subscription_required: entry(402, MSG.projects.subscriptionRequired),
  no_credit: entry(402, MSG.projects.noCredit),
  already_handled: entry(409, MSG.admin.alreadyHandled),
  report_own_project: entry(403, MSG.report.ownProject),
  report_invalid: entry(400, MSG.report.failure),

  // Offers, attribution, chat and inbox.
  offer_invalid: entry(400, MSG.offers.sendInvalid),
  invalid_attachment: entry(400, MSG.offers.attachmentInvalid),
  attachment_too_large: entry(413, MSG.offers.attachmentInvalid),
  offer_forbidden: entry(403, MSG.offers.forbidden),
  offer_not_found: entry(404, MSG.offers.notFound),
  own_project: entry(403, MSG.offers.ownProject),
  not_published: entry(409, MSG.offers.notPublished),
  verification_required: entry(403, MSG.offers.notVerified),
  already_sent: entry(409, MSG.offers.alreadySent),
  attribution_failed: entry(409, MSG.attribution.failure),
  attribution_not_found: entry(404, MSG.attribution.failure),
  not_project_owner: entry(403, MSG.attribution.notOwner),
  not_offer_author: entry(403, MSG.attribution.notAuthor),
  attribution_subscription_required: entry(403, MSG.attribution.subscriptionText),
  unknown_decision: entry(400, MSG.attribution.unknownDecision),
  chat_forbidden: entry(403, MSG.chat.notParticipant),
  session_ended: entry(401, MSG.chat.sessionEnded),
  empty_message: entry(400, MSG.chat.emptyMessage),
  not_allowed: entry(403, MSG.chat.notAllowed),
  /** The other party deleted her account (RGPD art. 17): her conversations are closed. */
  recipient_deleted: entry(410, MSG.chat.accountDeleted),
  room_not_found: entry(404, MSG.inbox.roomNotFound),
  status_locked: entry(409, MSG.inbox.statusLocked),

  // Discovery.
  alert_limit: entry(409, MSG.search.alertLimit),
  alert_not_found: entry(404, MSG.search.alertNotFound),

  // Notifications.
  unsubscribe_invalid: entry(400, MSG.notifications.unsubscribeInvalid),

  // Coupons, checkout, payments.
  coupon_is_use: entry(400, MSG.coupon.used),
  coupon_is_expire: entry(400, MSG.coupon.expired),
  coupon_no_valid: entry(400, MSG.coupon.invalid),
  coupon_exists: entry(409, MSG.coupon.duplicate),
  unknown_user: entry(400, MSG.coupon.unknownUser),
  invalid_coupon_code: entry(400, MSG.coupon.invalidCode),
  invalid_reduction: entry(400, MSG.coupon.invalidReduction),
  invalid_uses: entry(400, MSG.coupon.invalidUses),
  invalid_date: entry(400, MSG.coupon.invalidDate),
  payment_unavailable: entry(503, MSG.payment.failure),
  payment_provider: entry(502, MSG.payment.failure),
  session_not_found: entry(404, MSG.payment.sessionNotFound),
  session_closed: entry(409, MSG.payment.sessionClosed),
  simulated_unavailable: entry(404, MSG.payment.simulatedUnavailable),
  webhook_disabled: entry(404, MSG.payment.webhookDisabled),
  bad_signature: entry(400, MSG.payment.badSignature),
  webhook_invalid: entry(400, MSG.payment.webhookInvalid),
  not_refundable: entry(409, MSG.payment.notRefundable),
  refund_failed: entry(502, MSG.payment.refundFailed),

  // Collaboration, contract, deliverables and reviews.
  collab_forbidden: entry(403, MSG.collab.forbidden),
  collab_not_found: entry(404, MSG.collab.notFound),
  collab_not_started: entry(409, MSG.collab.notStarted),
  collab_owner_only: entry(403, 'Seul le porteur du projet peut rédiger ou modifier le contrat.'),
  collab_author_only: entry(403, "Seul l'auteur de l'offre peut publier les livrables."),
  contract_invalid: entry(
    400,
    "Contrat incomplet : vérifiez les livrables (réseau, format, quantité, dates dans l'ordre) et les droits d'utilisation.",
  ),
  contract_locked: entry(
    409,
    'Le contrat ne peut plus être modifié : des livrables sont déjà publiés.',
  ),
  contract_missing: entry(409, MSG.collab.noContract),
  version_changed: entry(
    409,
    'Le contrat a changé depuis votre lecture : relisez la nouvelle version avant de signer.',
  ),
  identity_incomplete: entry(409, 'Complétez votre identité légale avant de signer.'),
  other_identity_missing: entry(409, MSG.collab.otherIdentityMissing),
  already_signed: entry(409, 'Vous avez déjà signé cette version du contrat.'),
  consent_required: entry(400, 'Cochez la case de consentement pour signer.'),
  signature_name: entry(400, 'Saisissez votre nom complet (2 à 120 caractères) pour signer.'),
  signature_name_mismatch: entry(
    400,
    (name: string) =>
      `Le nom saisi doit être celui de la personne qui signe selon votre identité légale : « ${name} » (accents et majuscules indifférents). Corrigez votre identité légale si ce n'est pas vous.`,
  ),
  contract_dates_past: entry(
    409,
    'Une période de publication du contrat est déjà terminée : le porteur du projet doit enregistrer une version avec des dates à venir.',
  ),
  contract_version_not_found: entry(404, 'Cette version du contrat est introuvable.'),
  deliverable_screenshot_required: entry(
    400,
    "Une story disparaît au bout de 24 heures : envoyez une capture d'écran de la story publiée (image JPEG, PNG ou WebP), pas un lien.",
  ),
  deliverable_screenshot_invalid: entry(
    400,
    "La capture d'écran doit être une image JPEG, PNG ou WebP de 5 Mo au plus.",
  ),
  identity_invalid: entry(
    400,
    "Identité incomplète : renseignez le nom, l'adresse, le code postal, la ville, le pays et le pays de résidence fiscale (SIRET : 14 chiffres).",
  ),
  not_signed_yet: entry(409, MSG.collab.deliverablesAfterSignature),
  deliverable_not_found: entry(404, 'Livrable introuvable.'),
  deliverable_link_invalid: entry(
    400,
    "Lien invalide : indiquez l'adresse publique de la publication sur le réseau prévu (Instagram, TikTok, YouTube ou Vimeo).",
  ),
  deliverable_label_required: entry(
    400,
    'Confirmez que la mention « Publicité » ou « Collaboration commerciale » est affichée.',
  ),
  deliverable_state: entry(409, 'Ce livrable ne peut pas être traité dans son état actuel.'),
  change_comment_required: entry(
    400,
    'Expliquez la modification demandée (commentaire de 1 à 1 000 caractères).',
  ),
  collab_report_invalid: entry(400, 'Décrivez le problème (1 à 2 000 caractères).'),
  review_not_allowed: entry(
    409,
    'Vous pourrez laisser un avis une fois la collaboration terminée.',
  ),
  review_exists: entry(409, 'Vous avez déjà laissé un avis pour cette collaboration.'),
  review_window_closed: entry(409, MSG.reviews.windowClosed),
  review_invalid: entry(
    400,
    'Votre avis doit comporter une note de 1 à 5 étoiles et un commentaire de 20 à 1 000 caractères.',
  ),
  review_contact: entry(400, MSG.common.contactDetails),
  review_not_found: entry(404, 'Avis introuvable.'),
  reply_exists: entry(409, 'Vous avez déjà répondu à cet avis.'),
  reply_forbidden: entry(403, 'Seule la personne évaluée peut répondre à cet avis.'),
  reply_invalid: entry(400, 'Votre réponse doit comporter de 1 à 1 000 caractères.'),
  review_report_own: entry(403, 'Vous ne pouvez pas signaler un avis que vous avez écrit.'),
  review_reported: entry(409, 'Vous avez déjà signalé cet avis.'),
  review_report_invalid: entry(400, 'Décrivez le motif du signalement (1 à 2 000 caractères).'),

  // Notice and action (DSA art. 16, 17 and 20).
  notice_invalid: entry(400, MSG.notices.failure),
  notice_target_not_found: entry(404, MSG.notices.targetNotFound),
  notice_not_found: entry(404, 'Signalement introuvable.'),
  notice_action_not_applicable: entry(
    400,
    'Un message privé n’est visible que de ses deux parties : choisissez de le conserver, de le retirer ou de suspendre le compte.',
  ),
  decision_not_found: entry(404, MSG.notices.contestPage.loadError),
  contest_invalid: entry(
    400,
    'Expliquez pourquoi vous contestez la décision (10 à 5 000 caractères).',
  ),
  contest_closed: entry(409, MSG.notices.contestPage.expired),
  contest_exists: entry(
    409,
    'Vous avez déjà contesté cette décision : elle est en cours de réexamen.',
  ),
  contest_same_admin: entry(
    403,
    'La contestation doit être examinée par une autre personne que celle qui a pris la décision (article 20 du DSA).',
  ),
  account_suspended: entry(
    403,
    'Ce compte est suspendu à la suite d’une décision de modération. Consultez l’e-mail qui vous l’a notifiée pour la contester.',
  ),

  // Pay through Kollabo.
  payment_owner_only: entry(403, MSG.collabPayments.ownerOnly),
  payment_not_signed: entry(409, MSG.collabPayments.notSigned),
  payment_not_required: entry(409, MSG.collabPayments.notRequired),
  payment_already_done: entry(409, MSG.collabPayments.alreadyPaid),
  payment_in_progress: entry(409, MSG.collabPayments.paymentInProgress),
  collab_cancelled: entry(409, MSG.collabPayments.cancelled),
  creator_payout_inactive: entry(409, MSG.collabPayments.creatorInactive),
  payment_required_first: entry(409, MSG.collabPayments.paymentFirst),
  payment_state: entry(409, MSG.collabPayments.paymentState),
  billing_details_invalid: entry(400, MSG.invoices.validation.invalid),
  billing_mandate_invalid: entry(400, MSG.billingMandate.mustTick),
  creator_invoice_invalid: entry(400, MSG.creatorInvoice.invalid),
  creator_invoice_too_large: entry(413, MSG.creatorInvoice.tooLarge),
  creator_invoice_author_only: entry(403, MSG.creatorInvoice.authorOnly),
  creator_invoice_not_due: entry(409, MSG.creatorInvoice.notDue),
  creator_invoice_issued: entry(409, MSG.creatorInvoice.alreadyIssued),
  creator_invoice_mandate: entry(409, MSG.creatorInvoice.mandatePending),
  creator_invoice_locked: entry(409, MSG.creatorInvoice.lockedError),
  creator_invoice_not_found: entry(404, MSG.creatorInvoice.notFound),
  cancel_after_publication: entry(409, MSG.collabPayments.cancelAfterPublication),
  cancel_reason_invalid: entry(400, MSG.collabPayments.cancelReasonInvalid),
  dispute_not_held: entry(409, MSG.collabPayments.disputeNotHeld),
  dispute_invalid: entry(400, MSG.collabPayments.disputeInvalid),
  dispute_not_found: entry(404, MSG.collabPayments.disputeNotFound),
  dispute_already_decided: entry(409, MSG.collabPayments.disputeAlreadyDecided),
  dispute_closed: entry(409, MSG.collabPayments.disputeClosed),
  dispute_attachment_invalid: entry(400, MSG.collabPayments.disputeAttachmentInvalid),
  dispute_attachment_too_large: entry(413, MSG.collabPayments.disputeAttachmentTooLarge),
  dispute_attachments_full: entry(409, MSG.collabPayments.disputeAttachmentsFull),
  decision_invalid: entry(400, MSG.collabPayments.decisionInvalid),
  onboarding_not_found: entry(404, MSG.collabPayments.onboardingNotFound),
  iban_invalid: entry(400, MSG.collabPayments.ibanInvalid),
  birth_date_invalid: entry(400, MSG.collabPayments.birthDateInvalid),
  payout_details_invalid: entry(400, MSG.collabPayments.payoutDetailsInvalid),
  vat_position_invalid: entry(400, MSG.collabPayments.vatPositionInvalid),

  // Data rights (RGPD art. 15, 17 and 20).
  export_daily_limit: entry(429, MSG.dataRights.exportDailyLimit),
  export_not_found: entry(404, MSG.dataRights.exportNotFound),
  export_expired: entry(410, MSG.dataRights.exportGone),
  wrong_password: entry(403, MSG.dataRights.wrongPassword),
  deletion_collab_in_progress: entry(409, MSG.dataRights.collabInProgress),
  deletion_money_held: entry(409, MSG.dataRights.moneyHeld),
  // Creators' tax details (DAC7) and annual statements.
  tax_details_invalid: entry(400, MSG.tax.invalid),
  birth_date_required: entry(400, MSG.tax.birthDateRequired),
  tax_birth_date_invalid: entry(400, MSG.tax.birthDateInvalid),
  siren_required: entry(400, MSG.tax.sirenRequired),
  siren_invalid: entry(400, MSG.tax.sirenInvalid),
  postal_code_invalid: entry(400, MSG.tax.postalCodeInvalid),
  tax_id_invalid: entry(400, MSG.tax.taxIdInvalid),
  tax_year_invalid: entry(400, MSG.tax.yearInvalid),
  tax_statement_not_found: entry(404, MSG.tax.statementNotFound),
} as const;

export type ErrorCode = keyof typeof ERRORS;

/** Codes any endpoint may answer (input checks, origin, limits, unknown failures). */
export const COMMON_ERRORS = [
  'validation',
  'bad_request',
  'invalid_input',
  'forbidden_origin',
  'too_large',
  'rate_limited',
  'unsupported_media_type',
  'server_error',
  'database_unavailable',
  'overloaded',
] as const satisfies readonly ErrorCode[];

export const isErrorCode = (value: unknown): value is ErrorCode =>
  typeof value === 'string' && Object.hasOwn(ERRORS, value);

export function errorStatus(code: ErrorCode): number {
  return ERRORS[code].status;
}

export function errorText(code: ErrorCode, detail = ''): string {
  const { message } = ERRORS[code];
  return typeof message === 'function' ? message(detail) : message;
}
