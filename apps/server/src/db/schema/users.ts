import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { timestamptz, idColumn, createdAt } from './columns.js';

export const users = pgTable(
  'users',
  {
    id: idColumn(),
    pseudo: text('pseudo').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    name: text('name').notNull().default(''),
    /** Profile type / tagline (spec field statut). */
    statut: text('statut').notNull(),
    localisation: text('localisation').notNull().default(''),
    presentation: text('presentation').notNull().default(''),
    /** Sector / niche (spec field categorie). */
    categorie: text('categorie').notNull().default(''),
    /** Her profile type in the feminine ("Influenceuse"), chosen on /my-account. */
    feminine: boolean('feminine').notNull().default(false),
    /** A brand's trade name (brand, agency, project-owner types), shown instead of the pseudo. */
    tradeName: text('trade_name'),
    phone: text('phone').notNull().default(''),
    role: text('role').notNull().default('user'),
    /** Bumped on password change: tokens carrying an older version are refused. */
    tokenVersion: integer('token_version').notNull().default(0),
    sponsorId: uuid('sponsor_id').references((): AnyPgColumn => users.id, {
      onDelete: 'set null',
    }),
    photoProfile: text('photo_profile'),
    photoCover: text('photo_cover'),
    gallery1: text('gallery_1'),
    gallery2: text('gallery_2'),
    /** Normalised presentation video: "youtube:<id>" or "vimeo:<id>". */
    videoUrl: text('video_url'),
    views: integer('views').notNull().default(0),
    inFavorize: integer('in_favorize').notNull().default(0),
    lastConnect: timestamptz('last_connect'),
    notifMessages: boolean('notif_messages').notNull().default(true),
    /** Set by a moderation decision (notices module): removed or restricted (the profile), suspended (the account: no login, profile hidden). */
    moderation: text('moderation'),
    /**
     * A creator's VAT position (TTC, HT or EXEMPT: "TVA non applicable, art. 293 B du CGI"), kept
     * for her next offers and taken by her next contract versions; null until she states one.
     */
    vatPosition: text('vat_position'),
    createdAt: createdAt(),
    /** When she deleted her account (RGPD art. 17): the row stays, emptied, as "Compte supprimé". */
    deletedAt: timestamptz('deleted_at'),
  },
  (t) => [
    uniqueIndex('users_pseudo_lower_uq').on(sql`lower(${t.pseudo})`),
    uniqueIndex('users_email_lower_uq').on(sql`lower(${t.email})`),
    index('users_categorie_views_idx').on(t.categorie, t.views.desc(), t.id),
    // Sector listing narrowed on the profile type (GET /user/get-users-secteur?filter=).
    index('users_categorie_statut_views_idx').on(t.categorie, t.statut, t.views.desc(), t.id),
    index('users_sponsor_idx').on(t.sponsorId),
    check('users_vat_position_check', sql`${t.vatPosition} in ('TTC', 'HT', 'EXEMPT')`),
  ],
);

export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: idColumn(),
    /** Lower-cased e-mail the code was sent to. */
    email: text('email').notNull(),
    /** verifMail (sign-up), editMail (connection info) or resetPassword. */
    context: text('context').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('verification_codes_lookup_idx').on(t.email, t.context, t.createdAt.desc())],
);

/** A user the row belongs to: the row goes when the account does. */
export const userRef = (column: string) =>
  uuid(column)
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/** One row per user, keyed by the user's id: the row goes when the account does. */
export const userKey = () =>
  uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' });

/** A user named as a trace (author, decider...): kept as null when the account is deleted. */
export const userTrace = (column: string) =>
  uuid(column).references(() => users.id, { onDelete: 'set null' });
