import { z } from 'zod';
import { formatCents, formatDateTime, formatShortDate } from './format.js';
import { MSG } from './messages.js';
import { TAX_LINKS } from './tax-links.js';

// THE LIST OF NOTIFICATION EVENTS. Each event is one entry: its category (which
// drives the mail settings), the data its trigger stores, the in-app title, body and link, and
// its mail. Adding an event is one entry here plus one `notify(...)` call in the service where
// it happens. Texts live in the catalogue (MSG.notifications).

export const NOTIFICATION_CATEGORIES = [
  'messages',
  'offers',
  'collaboration',
  'payments',
  'alerts',
  'account',
] as const;
export type NotificationCategory = (typeof NOTIFICATION_CATEGORIES)[number];
/**
 * Account security mails (new device, e-mail, password, second factor, payout details): always
 * sent, no setting turns them off and they carry no unsubscribe link.
 */
export const SECURITY_CATEGORY = 'security';
export type EventCategory = NotificationCategory | typeof SECURITY_CATEGORY;
export const isSecurityCategory = (category: string): category is typeof SECURITY_CATEGORY =>
  category === SECURITY_CATEGORY;

/** A path inside the web app ("/offer/…"): never another origin. */
const appPath = z
  .string()
  .regex(/^\/(?!\/)[^\s\\]*$/, 'app_path')
  .max(300);
const id = z.string().max(64);
const text = z.string().max(500);

/** What a mail shows beyond the frame (greeting, reason, unsubscribe): built from the data. */
export interface MailContent {
  subject: string;
  /** Paragraphs, plain text (escaped when put into HTML). */
  lines: string[];
  /** A receipt's rows: label and value. */
  facts?: [string, string][];
  button: string;
  /** Another address than the account's: the old one, when the e-mail was changed. */
  to?: string;
}

interface EventDef<S extends z.ZodType> {
  category: EventCategory;
  data: S;
  title: (data: z.output<S>) => string;
  body: (data: z.output<S>) => string;
  /** Where the item leads, a path of the web app. */
  link: (data: z.output<S>) => string;
  mail: (data: z.output<S>) => MailContent;
}

const defineEvent = <S extends z.ZodType>(def: EventDef<S>) => def;

/** An invoice or credit note mailed with its PDF attached, from its texts. */
const invoiceEvent = (
  title: (credit: boolean, number: string) => string,
  body: (credit: boolean, amount: string) => string,
  lines: (credit: boolean, number: string) => string[],
) =>
  defineEvent({
    category: 'payments',
    data: z.object({
      invoiceId: id,
      number: text,
      creditNote: z.boolean(),
      totalCents: z.number().int().min(0),
    }),
    title: (d) => title(d.creditNote, d.number),
    body: (d) => body(d.creditNote, formatCents(d.totalCents)),
    link: () => '/mes-factures',
    mail: (d) => ({
      subject: title(d.creditNote, d.number),
      lines: lines(d.creditNote, d.number),
      facts: [[MSG.invoices.mail.amount, formatCents(d.totalCents)]],
      button: MSG.invoices.mail.button,
    }),
  });

const offerParty = z.object({
  offerId: id,
  projectId: id,
  projectTitle: text,
  /** The other party's pseudo (who did it). */
  fromPseudo: text,
});
const offerPage = (d: { offerId: string; projectId: string }) =>
  `/offer/${encodeURIComponent(d.offerId)}/${encodeURIComponent(d.projectId)}`;
const projectRef = z.object({ projectId: id, projectTitle: text });

/** Collaboration events may name their own page; the offer page otherwise. */
const collaboration = offerParty.extend({ path: appPath.optional() });
const collaborationLink = (d: z.output<typeof collaboration>) => d.path ?? offerPage(d);

const T = MSG.notifications;

const collabPaymentData = collaboration.extend({
  amountCents: z.number().int().min(0),
  /** A cancellation's or dispute's reason, a decision's statement of reasons. */
  reason: z.string().max(2500).optional(),
  /** To the creator when money is released to her: the notice of art. 242 bis CGI. */
  taxNotice: z.boolean().optional(),
  /** Her DAC7 details are missing: the transfer waits for them (art. 1649 ter A to E CGI). */
  taxDetailsMissing: z.boolean().optional(),
});

const P = MSG.collabPayments.notifications;
const S = MSG.accountSecurity.mails;

export const NOTIFICATION_EVENTS = {
  offer_received: defineEvent({
    category: 'offers',
    data: offerParty.extend({ amountCents: z.number().int().min(0) }),
    title: (d) => T.offerReceived.title(d.projectTitle),
    body: (d) => T.offerReceived.body(d.fromPseudo),
    link: offerPage,
    mail: (d) => ({
      subject: T.offerReceived.subject(d.fromPseudo, d.projectTitle),
      lines: T.offerReceived.lines(d.fromPseudo, d.projectTitle, formatCents(d.amountCents)),
      button: T.offerReceived.button,
    }),
  }),
  message_received: defineEvent({
    category: 'messages',
    data: offerParty,
    title: (d) => T.messageReceived.title(d.fromPseudo),
    body: (d) => T.messageReceived.body(d.projectTitle),
    link: offerPage,
    mail: (d) => ({
      subject: MSG.chat.mailSubject(d.fromPseudo),
      lines: T.messageReceived.lines(d.fromPseudo, d.projectTitle),
      button: T.messageReceived.button,
    }),
  }),
  offer_attributed: defineEvent({
    category: 'offers',
    data: offerParty,
    title: (d) => T.offerAttributed.title(d.projectTitle),
    body: (d) => T.offerAttributed.body(d.fromPseudo),
    link: offerPage,
    mail: (d) => ({
      subject: T.offerAttributed.subject(d.fromPseudo, d.projectTitle),
      lines: T.offerAttributed.lines(d.fromPseudo, d.projectTitle),
      button: T.offerAttributed.button,
    }),
  }),
  attribution_accepted: defineEvent({
    category: 'offers',
    data: offerParty,
    title: (d) => T.attributionAccepted.title(d.projectTitle),
    body: (d) => T.attributionAccepted.body(d.fromPseudo),
    link: offerPage,
    mail: (d) => ({
      subject: T.attributionAccepted.subject(d.fromPseudo, d.projectTitle),
      lines: T.attributionAccepted.lines(d.fromPseudo, d.projectTitle),
      button: T.attributionAccepted.button,
    }),
  }),
  attribution_declined: defineEvent({
    category: 'offers',
    data: offerParty,
    title: (d) => T.attributionDeclined.title(d.projectTitle),
    body: (d) => T.attributionDeclined.body(d.fromPseudo),
    link: (d) => `/project/${encodeURIComponent(d.projectId)}`,
    mail: (d) => ({
      subject: T.attributionDeclined.subject(d.fromPseudo, d.projectTitle),
      lines: T.attributionDeclined.lines(d.fromPseudo, d.projectTitle),
      button: T.attributionDeclined.button,
    }),
  }),
  project_published: defineEvent({
    category: 'offers',
    data: projectRef,
    title: (d) => T.projectPublished.title(d.projectTitle),
    body: () => T.projectPublished.body,
    link: (d) => `/project/${encodeURIComponent(d.projectId)}`,
    mail: (d) => ({
      subject: MSG.admin.approvedMailSubject,
      lines: T.projectPublished.lines(d.projectTitle),
      button: T.projectPublished.button,
    }),
  }),
  project_refused: defineEvent({
    category: 'offers',
    data: projectRef.extend({ reason: text }),
    title: (d) => T.projectRefused.title(d.projectTitle),
    body: (d) => T.projectRefused.body(d.reason),
    link: (d) => `/edit-project/${encodeURIComponent(d.projectId)}`,
    mail: (d) => ({
      subject: MSG.admin.rejectedMailSubject,
      lines: T.projectRefused.lines(d.projectTitle, d.reason),
      button: T.projectRefused.button,
    }),
  }),
  pack_payment_received: defineEvent({
    category: 'payments',
    data: z.object({
      paymentId: id,
      packLabel: text,
      priceCents: z.number().int().min(0),
      amountCents: z.number().int().min(0),
      couponCode: text.nullable(),
      credits: z.number().int().min(0),
      balance: z.number().int().min(0),
      paidAt: z.string().max(40),
      expiresAt: z.string().max(40),
      /** The invoice issued with the payment (absent from receipts older than invoices). */
      invoiceNumber: text.nullable().optional(),
    }),
    title: (d) => T.packPaid.title(d.packLabel),
    body: (d) =>
      T.packPaid.body(formatCents(d.amountCents), d.credits, formatShortDate(d.expiresAt)),
    link: () => '/subscription',
    mail: (d) => {
      const f = T.packPaid.facts;
      const facts: [string, string][] = [
        [f.pack, d.packLabel],
        [f.date, formatShortDate(d.paidAt)],
        [f.price, formatCents(d.priceCents)],
      ];
      if (d.couponCode) {
        facts.push([
          f.coupon,
          T.packPaid.couponValue(d.couponCode, formatCents(d.priceCents - d.amountCents)),
        ]);
      }
      facts.push(
        [f.paid, formatCents(d.amountCents)],
        [f.credits, String(d.credits)],
        [f.balance, String(d.balance)],
        [f.expires, formatShortDate(d.expiresAt)],
      );
      if (d.invoiceNumber) facts.push([f.invoice, d.invoiceNumber]);
      return {
        subject: T.packPaid.subject(d.packLabel),
        lines: d.invoiceNumber
          ? [...T.packPaid.lines, MSG.invoices.mail.invoiceLine(d.invoiceNumber)]
          : [...T.packPaid.lines],
        facts,
        button: T.packPaid.button,
      };
    },
  }),
  // An invoice or credit note whose PDF was rendered after its receipt's mail left: the PDF
  // comes attached to a mail of its own.
  invoice_ready: invoiceEvent(
    MSG.invoices.mail.readyTitle,
    MSG.invoices.mail.readyBody,
    MSG.invoices.mail.readyLines,
  ),
  // An invoice (or credit note) Kollabo issued in the creator's name under her billing mandate:
  // she gets a copy, with her right to contest it (art. 289, I-2 CGI).
  service_invoice_issued: invoiceEvent(
    MSG.invoices.mail.serviceTitle,
    MSG.invoices.mail.serviceBody,
    MSG.invoices.mail.serviceLines,
  ),
  pack_expiring: defineEvent({
    category: 'payments',
    data: z.object({
      packLabel: text,
      expiresAt: z.string().max(40),
      credits: z.number().int().min(0),
    }),
    title: () => T.packExpiring.title,
    body: (d) => T.packExpiring.body(d.packLabel, formatShortDate(d.expiresAt)),
    link: () => '/subscription',
    mail: (d) => ({
      subject: T.packExpiring.subject(d.packLabel),
      lines: T.packExpiring.lines(d.packLabel, formatShortDate(d.expiresAt), d.credits),
      button: T.packExpiring.button,
    }),
  }),
  credits_exhausted: defineEvent({
    category: 'payments',
    data: z.object({ packLabel: text }),
    title: () => T.creditsEmpty.title,
    body: () => T.creditsEmpty.body,
    link: () => '/subscription',
    mail: (d) => ({
      subject: T.creditsEmpty.title,
      lines: T.creditsEmpty.lines(d.packLabel),
      button: T.creditsEmpty.button,
    }),
  }),
  // Discovery: a saved search's new matches.
  alert_match: defineEvent({
    category: 'alerts',
    data: z.object({
      alertId: id,
      label: text,
      count: z.number().int().min(1),
      path: appPath,
      /** The new projects, each with its page's absolute address (listed in the mail). */
      matches: z
        .array(z.object({ title: text, url: z.string().url().max(500) }))
        .max(10)
        .default([]),
    }),
    title: (d) => T.alertMatch.title(d.count),
    body: (d) => T.alertMatch.body(d.label),
    link: (d) => d.path,
    mail: (d) => ({
      subject: T.alertMatch.title(d.count),
      lines: [
        ...T.alertMatch.lines(d.count, d.label),
        ...d.matches.map((match) => T.alertMatch.match(match.title, match.url)),
      ],
      button: T.alertMatch.button,
    }),
  }),
  // Collaboration: contract, deliverables, reviews.
  contract_to_sign: collaborationEvent(T.contractToSign),
  contract_signed: collaborationEvent(T.contractSigned),
  // To the owner: the creator's VAT position changed; the signed figures stand until an amendment.
  vat_position_changed: collaborationEvent(T.vatPositionChanged),
  deliverable_published: collaborationEvent(T.deliverablePublished),
  deliverable_approved: collaborationEvent(T.deliverableApproved),
  deliverable_changes_requested: collaborationEvent(T.deliverableChanges),
  // Pay through Kollabo: each state change of the payment.
  collab_payment_held: collabPaymentEvent('payments', P.held),
  collab_payment_released: collabPaymentEvent('payments', P.released),
  collab_payment_refunded: collabPaymentEvent('payments', P.refunded),
  collab_payment_split: collabPaymentEvent('payments', P.split),
  collab_payment_duplicate_refunded: collabPaymentEvent('payments', P.duplicateRefunded),
  collab_cancel_requested: collabPaymentEvent('collaboration', P.cancelRequested),
  collab_dispute_opened: collabPaymentEvent('collaboration', P.disputeOpened),
  collab_dispute_decided: collabPaymentEvent('payments', P.disputeDecided),
  // The creators' annual statement (art. 242 bis CGI), issued by 31 January.
  tax_statement_ready: defineEvent({
    category: 'payments',
    data: z.object({ year: z.number().int(), totalCents: z.number().int().min(0) }),
    title: (d) => MSG.tax.readyTitle(d.year),
    body: (d) => MSG.tax.readyBody(d.year, formatCents(d.totalCents)),
    link: () => '/paiements',
    mail: (d) => ({
      subject: MSG.tax.readyTitle(d.year),
      lines: [
        MSG.tax.readyBody(d.year, formatCents(d.totalCents)),
        MSG.tax.readyLine,
        // Art. 242 bis CGI: the statement comes with the notice of her obligations.
        ...MSG.tax.noticeLines(TAX_LINKS.impots, TAX_LINKS.urssaf),
      ],
      button: MSG.tax.readyButton,
    }),
  }),
  review_received: defineEvent({
    category: 'collaboration',
    data: collaboration,
    title: (d) => T.reviewReceived.title(d.fromPseudo),
    body: (d) => T.reviewReceived.body(d.projectTitle),
    link: collaborationLink,
    mail: (d) => ({
      subject: T.reviewReceived.title(d.fromPseudo),
      lines: [T.reviewReceived.title(d.fromPseudo), T.reviewReceived.body(d.projectTitle)],
      button: T.reviewReceived.button,
    }),
  }),
  // Data rights (RGPD art. 15 and 20): the export she asked for can be downloaded.
  data_export_ready: defineEvent({
    category: 'account',
    data: z.object({ exportId: id, expiresAt: z.string().max(40) }),
    title: () => MSG.dataRights.readyMail.title,
    body: (d) => MSG.dataRights.readyMail.body(formatShortDate(d.expiresAt)),
    link: () => '/my-account',
    mail: (d) => ({
      subject: MSG.dataRights.readyMail.subject,
      lines: MSG.dataRights.readyMail.lines(formatShortDate(d.expiresAt)),
      button: MSG.dataRights.readyMail.button,
    }),
  }),
  // Accounts that stay theirs: each says what happened and what to do if it was not her.
  security_new_login: securityEvent(
    z.object({ device: text, ipRange: text, at: z.string().max(40) }),
    (d) => ({
      title: S.newLogin.title,
      body: S.newLogin.body(d.device),
      lines: S.newLogin.lines(d.device, d.ipRange, formatDateTime(d.at)),
    }),
  ),
  security_email_changed: securityEvent(
    z.object({ oldEmail: text, newEmail: text, at: z.string().max(40) }),
    (d) => ({
      title: S.emailChanged.title,
      body: S.emailChanged.body(d.newEmail),
      lines: S.emailChanged.lines(d.oldEmail, d.newEmail, formatDateTime(d.at)),
      to: d.oldEmail,
    }),
  ),
  security_password_changed: securityEvent(z.object({ at: z.string().max(40) }), (d) => ({
    title: S.passwordChanged.title,
    body: S.passwordChanged.body,
    lines: S.passwordChanged.lines(formatDateTime(d.at)),
  })),
  security_factor_enabled: securityEvent(z.object({ at: z.string().max(40) }), (d) => ({
    title: S.factorEnabled.title,
    body: S.factorEnabled.body,
    lines: S.factorEnabled.lines(formatDateTime(d.at)),
  })),
  security_factor_disabled: securityEvent(z.object({ at: z.string().max(40) }), (d) => ({
    title: S.factorDisabled.title,
    body: S.factorDisabled.body,
    lines: S.factorDisabled.lines(formatDateTime(d.at)),
  })),
  security_recovery_used: securityEvent(
    z.object({ at: z.string().max(40), left: z.number().int().min(0) }),
    (d) => ({
      title: S.recoveryUsed.title,
      body: S.recoveryUsed.body(d.left),
      lines: S.recoveryUsed.lines(d.left, formatDateTime(d.at)),
    }),
  ),
  security_payout_details: securityEvent(z.object({ at: z.string().max(40) }), (d) => ({
    title: S.payoutDetails.title,
    body: S.payoutDetails.body,
    lines: S.payoutDetails.lines(formatDateTime(d.at)),
  })),
};

/** A security event: always mailed, with "if it was not you" and a link to the sessions page. */
function securityEvent<D extends z.ZodType>(
  data: D,
  texts: (d: z.output<D>) => { title: string; body: string; lines: string[]; to?: string },
) {
  return defineEvent({
    category: SECURITY_CATEGORY,
    data,
    title: (d) => texts(d).title,
    body: (d) => texts(d).body,
    link: () => '/appareils-connectes',
    mail: (d) => {
      const { title, lines, to } = texts(d);
      return {
        subject: title,
        lines: [...lines, S.itWasYou, S.notYou],
        button: S.button,
        ...(to ? { to } : {}),
      };
    },
  });
}

function collabPaymentEvent(
  category: NotificationCategory,
  texts: {
    title: (project: string) => string;
    body: (amount: string, pseudo: string) => string;
    button: string;
  },
) {
  return defineEvent({
    category,
    data: collabPaymentData,
    title: (d) => texts.title(d.projectTitle),
    body: (d) => texts.body(formatCents(d.amountCents), d.fromPseudo),
    link: collaborationLink,
    mail: (d) => ({
      subject: texts.title(d.projectTitle),
      lines: [
        texts.body(formatCents(d.amountCents), d.fromPseudo),
        ...(d.reason ? [P.reasonLine(d.reason)] : []),
        ...(d.taxDetailsMissing ? [MSG.tax.missingLine] : []),
        // Art. 242 bis CGI: the seller's tax and social obligations at each transaction.
        ...(d.taxNotice ? MSG.tax.noticeLines(TAX_LINKS.impots, TAX_LINKS.urssaf) : []),
      ],
      button: texts.button,
    }),
  });
}

function collaborationEvent(texts: {
  title: (project: string) => string;
  body: (pseudo: string) => string;
  button: string;
}) {
  return defineEvent({
    category: 'collaboration',
    data: collaboration,
    title: (d) => texts.title(d.projectTitle),
    body: (d) => texts.body(d.fromPseudo),
    link: collaborationLink,
    mail: (d) => ({
      subject: texts.title(d.projectTitle),
      lines: [texts.body(d.fromPseudo)],
      button: texts.button,
    }),
  });
}

export type NotificationType = keyof typeof NOTIFICATION_EVENTS;
export const NOTIFICATION_TYPES = Object.keys(NOTIFICATION_EVENTS) as [
  NotificationType,
  ...NotificationType[],
];
/** What a trigger passes for this event. */
export type NotificationData<T extends NotificationType> = z.input<
  (typeof NOTIFICATION_EVENTS)[T]['data']
>;

export const isNotificationType = (value: unknown): value is NotificationType =>
  typeof value === 'string' && Object.hasOwn(NOTIFICATION_EVENTS, value);

export const categoryOf = (type: NotificationType): EventCategory =>
  NOTIFICATION_EVENTS[type].category;

export const categoryLabel = (category: EventCategory): string =>
  MSG.notifications.categories[category];

type AnyEvent = EventDef<z.ZodType>;
const eventOf = (type: NotificationType) => NOTIFICATION_EVENTS[type] as unknown as AnyEvent;

/** Checks a trigger's data against its event (the server calls it before storing). */
export function parseNotificationData(type: NotificationType, data: unknown): unknown {
  return eventOf(type).data.parse(data);
}

export interface RenderedNotification {
  title: string;
  body: string;
  link: string;
}

/**
 * Title, body and link of a stored notification. Data that no longer fits its event (an entry
 * changed since it was stored) shows a plain title and leads to the notifications page.
 */
export function renderNotification(type: string, data: unknown): RenderedNotification {
  if (!isNotificationType(type)) return fallback();
  const event = eventOf(type);
  const parsed = event.data.safeParse(data);
  if (!parsed.success) return fallback();
  return {
    title: event.title(parsed.data),
    body: event.body(parsed.data),
    link: event.link(parsed.data),
  };
}

/** The mail content of an event, or undefined when its data does not fit. */
export function renderNotificationMail(
  type: string,
  data: unknown,
): (MailContent & { link: string; category: EventCategory }) | undefined {
  if (!isNotificationType(type)) return undefined;
  const event = eventOf(type);
  const parsed = event.data.safeParse(data);
  if (!parsed.success) return undefined;
  return { ...event.mail(parsed.data), link: event.link(parsed.data), category: event.category };
}

function fallback(): RenderedNotification {
  return { title: MSG.notifications.fallbackTitle, body: '', link: '/notifications' };
}
