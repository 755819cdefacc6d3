import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { userRef } from './users.js';
import { timestamptz, idColumn, createdAt } from './columns.js';

// Data rights (RGPD art. 15, 17 and 20): the exports a person asks for, and the pseudos of
// deleted accounts that nobody may take for a while.

/**
 * One export of a person's data: queued by her request (pending), built in the background by the
 * export worker (claimed with a lease, like the mail outbox), then ready for 7 days.
 */
export const dataExports = pgTable(
  'data_exports',
  {
    id: idColumn(),
    userId: userRef('user_id'),
    /** pending, ready, failed, expired */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** Not before: the lease of the worker that claimed it, or the backoff of a failure. */
    nextAttemptAt: timestamptz('next_attempt_at').notNull().defaultNow(),
    claimToken: uuid('claim_token'),
    lastError: text('last_error'),
    /** The ZIP in storage (exports/exports_<uuid>.zip), private. */
    fileKey: text('file_key'),
    sizeBytes: integer('size_bytes'),
    createdAt: createdAt(),
    readyAt: timestamptz('ready_at'),
    expiresAt: timestamptz('expires_at'),
  },
  (t) => [
    index('data_exports_user_created_idx').on(t.userId, t.createdAt.desc()),
    index('data_exports_due_idx').on(t.status, t.nextAttemptAt),
    index('data_exports_expiry_idx').on(t.status, t.expiresAt),
  ],
);

/** The pseudo of a deleted account, refused to sign-ups until `reservedUntil` (no impersonation). */
export const reservedPseudos = pgTable('reserved_pseudos', {
  /** lower(pseudo) */
  pseudo: text('pseudo').primaryKey(),
  reservedUntil: timestamptz('reserved_until').notNull(),
  createdAt: createdAt(),
});
