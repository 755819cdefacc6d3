import { timestamp, uuid } from 'drizzle-orm/pg-core';

// Columns most tables share, written once (the SQL they make is the same as before).

/** The primary key: a random UUID. */
export const idColumn = () => uuid('id').primaryKey().defaultRandom();

/** When the row was written. */
export const createdAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
