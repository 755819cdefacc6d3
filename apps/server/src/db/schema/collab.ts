import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { offers } from './offers.js';
import { projectRef } from './projects.js';
import { userRef, userKey, userTrace } from './users.js';
import { timestamptz, idColumn, createdAt, updatedAt, postalAddress } from './columns.js';

// After the match: the collaboration of an accepted offer, its contract versions and
// signatures, its deliverables and history, the parties' legal identities, and the reviews.

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

/** The caller's identity for contracts (loi 2023-451 art. 8): never shown on public pages. */
export const legalIdentities = pgTable('legal_identities', {
  userId: userKey(),
  legalName: text('legal_name').notNull(),
  ...postalAddress(),
  fiscalCountry: text('fiscal_country').notNull(),
  siret: text('siret'),
  /** The person who signs for a company (the PDF says "représentée par"); null: the person. */
  representative: text('representative'),
  updatedAt: updatedAt(),
});

/** One per accepted offer: the owner (advertiser) and the offer's author (influencer). */
export const collaborations = pgTable(
  'collaborations',
  {
    offerId: uuid('offer_id')
      .primaryKey()
      .references(() => offers.id, { onDelete: 'cascade' }),
    projectId: projectRef(),
    ownerId: userRef('owner_id'),
    authorId: userRef('author_id'),
    /** The current contract version (0 before the owner saved one). */
    version: integer('version').notNull().default(0),
    /** When both parties signed the version in force; null before any version was signed. */
    signedAt: timestamptz('signed_at'),
    /** The version in force (signed by both); a later `version` is a proposed amendment. */
    signedVersion: integer('signed_version'),
    /** Fees HT plus benefits in kind of the signed version, in cents (the 1,000 € HT threshold). */
    valueHtCents: integer('value_ht_cents').notNull().default(0),
    completedAt: timestamptz('completed_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('collaborations_pair_signed_idx').on(t.ownerId, t.authorId, t.signedAt),
    index('collaborations_author_idx').on(t.authorId, t.createdAt.desc()),
    index('collaborations_owner_idx').on(t.ownerId, t.createdAt.desc()),
    index('collaborations_project_idx').on(t.projectId),
  ],
);

/** The collaboration the row belongs to: the row goes with it. */
const collabRef = () =>
  uuid('offer_id')
    .notNull()
    .references(() => collaborations.offerId, { onDelete: 'cascade' });

/** Every saved version of the terms; the document is frozen at its first signature, from the
 * snapshot of both parties (`parties`) taken then. */
export const contractVersions = pgTable(
  'collab_contract_versions',
  {
    offerId: collabRef(),
    version: integer('version').notNull(),
    /** Deliverables, rights of use, benefits in kind, remuneration (see contracts/collab.ts). */
    terms: jsonb('terms').notNull(),
    createdBy: userTrace('created_by'),
    createdAt: createdAt(),
    /** Both parties (pseudo, e-mail, legal identity) as frozen with the document. */
    parties: jsonb('parties'),
    /** The PDF the parties sign (without audit lines) and its SHA-256 (hex). */
    documentPdf: bytea('document_pdf'),
    documentSha256: text('document_sha256'),
    /** The signed PDF (the document's exact bytes plus an appended audit page), mailed to both. */
    signedPdf: bytea('signed_pdf'),
    signedSha256: text('signed_sha256'),
    /**
     * Where the two PDFs are kept in the storage (private folder `contrats`): new versions are
     * written there; `storage-migrate` moves the bytes of older rows out of the two columns above.
     */
    documentKey: text('document_key'),
    signedKey: text('signed_key'),
  },
  (t) => [primaryKey({ columns: [t.offerId, t.version] })],
);

/** Simple electronic signatures: one per party and version, with the audit facts. */
export const contractSignatures = pgTable(
  'collab_signatures',
  {
    id: idColumn(),
    offerId: collabRef(),
    version: integer('version').notNull(),
    userId: userRef('user_id'),
    /** owner or author */
    role: text('role').notNull(),
    fullName: text('full_name').notNull(),
    ip: text('ip').notNull(),
    userAgent: text('user_agent').notNull(),
    documentSha256: text('document_sha256').notNull(),
    signedAt: timestamptz('signed_at').notNull().defaultNow(),
  },
  (t) => [unique('collab_signatures_party_uq').on(t.offerId, t.version, t.userId)],
);

/** The state of each deliverable of the signed contract, by its index in the terms. */
export const collabDeliverables = pgTable(
  'collab_deliverables',
  {
    offerId: collabRef(),
    index: smallint('index').notNull(),
    /** pending, published, changes, approved */
    status: text('status').notNull().default('pending'),
    link: text('link'),
    /** A story's screenshot (storage key), instead of a public link. */
    screenshot: text('screenshot'),
    labelled: boolean('labelled').notNull().default(false),
    comment: text('comment'),
    publishedAt: timestamptz('published_at'),
    reviewedAt: timestamptz('reviewed_at'),
  },
  (t) => [primaryKey({ columns: [t.offerId, t.index] })],
);

/** Who did what, when: the space's history (and problem reports sent to the team). */
export const collabEvents = pgTable(
  'collab_events',
  {
    id: idColumn(),
    offerId: collabRef(),
    actorId: userTrace('actor_id'),
    type: text('type').notNull(),
    detail: jsonb('detail')
      .notNull()
      .default(sql`'{}'::jsonb`),
    // The clock, not the transaction's start: lines of one step keep their order.
    createdAt: timestamptz('created_at')
      .notNull()
      .default(sql`clock_timestamp()`),
  },
  (t) => [index('collab_events_offer_created_idx').on(t.offerId, t.createdAt)],
);

/** One review per party and collaboration; shown from `visibleAt` on. */
export const reviews = pgTable(
  'reviews',
  {
    id: idColumn(),
    offerId: collabRef(),
    authorId: userRef('author_id'),
    targetId: userRef('target_id'),
    rating: smallint('rating').notNull(),
    comment: text('comment').notNull(),
    /** When both reviews exist, or 14 days after completion. */
    visibleAt: timestamptz('visible_at').notNull(),
    reply: text('reply'),
    replyAt: timestamptz('reply_at'),
    /** Set by a moderation decision (notices module): removed or restricted (hidden from the public lists). */
    moderation: text('moderation'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('reviews_offer_author_uq').on(t.offerId, t.authorId),
    index('reviews_target_created_idx').on(t.targetId, t.createdAt.desc(), t.id.desc()),
  ],
);

export const reviewReports = pgTable(
  'review_reports',
  {
    id: idColumn(),
    reviewId: uuid('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    reporterId: userRef('reporter_id'),
    message: text('message').notNull(),
    createdAt: createdAt(),
  },
  (t) => [unique('review_reports_reporter_uq').on(t.reviewId, t.reporterId)],
);
