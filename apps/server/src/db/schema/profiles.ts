import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { userRef } from './users.js';
import { timestamptz, idColumn, createdAt, updatedAt } from './columns.js';

/** One row per viewer and profile: a view counts again only 10 minutes after the last one. */
export const profileViews = pgTable(
  'profile_views',
  {
    profileId: userRef('profile_id'),
    /** "u:<userId>" for logged viewers, "ip:<hash>" for visitors. */
    viewerKey: text('viewer_key').notNull(),
    viewedAt: timestamptz('viewed_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.profileId, t.viewerKey] })],
);

export const favourites = pgTable(
  'favourites',
  {
    userId: userRef('user_id'),
    likedId: userRef('liked_id'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.likedId] }),
    index('favourites_user_created_idx').on(t.userId, t.createdAt.desc()),
    index('favourites_liked_idx').on(t.likedId),
  ],
);

export const socials = pgTable(
  'socials',
  {
    userId: userRef('user_id'),
    /** instagram or tiktok */
    network: text('network').notNull(),
    /** What the user typed; 'id_empty_value' means none. */
    identifiant: text('identifiant').notNull().default('id_empty_value'),
    verified: boolean('verified').notNull().default(false),
    /** The handle the provider returned on the OAuth callback. */
    verifiedHandle: text('verified_handle'),
    /** Rates in whole euros; 0 hides the price. */
    storyTarif: integer('story_tarif').notNull().default(0),
    publicationTarif: integer('publication_tarif').notNull().default(0),
    /** The provider's follower count, read at verification (null until then). */
    followers: integer('followers'),
    /** When the account was verified and its follower count read. */
    verifiedAt: timestamptz('verified_at'),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.network] }),
    index('socials_verified_idx').on(t.userId, t.verified),
    // One Kollabo account per verified provider account: a new verification moves it.
    uniqueIndex('socials_verified_handle_uq')
      .on(t.network, sql`lower(${t.verifiedHandle})`)
      .where(sql`${t.verifiedHandle} is not null`),
  ],
);

export const oauthStates = pgTable('oauth_states', {
  state: text('state').primaryKey(),
  userId: userRef('user_id'),
  network: text('network').notNull(),
  codeVerifier: text('code_verifier').notNull(),
  expiresAt: timestamptz('expires_at').notNull(),
  usedAt: timestamptz('used_at'),
});

export const contactMessages = pgTable('contact_messages', {
  id: idColumn(),
  pseudo: text('pseudo').notNull().default(''),
  email: text('email').notNull(),
  phone: text('phone').notNull().default(''),
  contenu: text('contenu').notNull(),
  createdAt: createdAt(),
});
