import { bigint, index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { timestamptz, idColumn, createdAt } from './columns.js';
import { userRef } from './users.js';

// Accounts that stay theirs: the sessions a login opens, the second factor, its recovery codes,
// and the devices an account has logged in from (a new one gets a security mail).

/** One login: its token carries this id, and the session's removal revokes the token. */
export const userSessions = pgTable(
  'user_sessions',
  {
    id: idColumn(),
    userId: userRef('user_id'),
    /** "Chrome sur Windows": read from the User-Agent at login. */
    device: text('device').notNull(),
    /** "192.168.1.0/24" or an IPv6 /48: where from, without a geolocation database. */
    ipRange: text('ip_range').notNull(),
    /** Refreshed at most once a minute per session. */
    lastUsedAt: timestamptz('last_used_at').notNull().defaultNow(),
    expiresAt: timestamptz('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('user_sessions_user_idx').on(t.userId, t.lastUsedAt.desc())],
);

/** The authenticator-app factor: pending from setup until a first code enables it. */
export const secondFactors = pgTable('second_factors', {
  userId: userRef('user_id').primaryKey(),
  /** The TOTP secret (base32), AES-256-GCM with MESSAGE_KEY, bound to the user id. */
  secretEncrypted: text('secret_encrypted').notNull(),
  enabledAt: timestamptz('enabled_at'),
  /** The last TOTP time step accepted: a code of that step or an older one is a replay. */
  lastStep: bigint('last_step', { mode: 'number' }).notNull().default(0),
  createdAt: createdAt(),
});

/** Ten single-use codes given when the factor is enabled, kept as SHA-256 of 50-bit codes. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: idColumn(),
    userId: userRef('user_id'),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamptz('used_at'),
  },
  (t) => [index('recovery_codes_user_idx').on(t.userId)],
);

/** Devices that logged into an account: the device cookie's nonce or User-Agent + IP range. */
export const knownDevices = pgTable(
  'known_devices',
  {
    userId: userRef('user_id'),
    /** SHA-256 of what identifies the device (never the raw cookie). */
    deviceKey: text('device_key').notNull(),
    lastSeenAt: timestamptz('last_seen_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.deviceKey] })],
);
