import { text, timestamp, uuid } from 'drizzle-orm/pg-core';

// Columns most tables share, written once (the SQL they make is the same as before).

/** A point in time: every timestamp of the schema keeps its time zone. */
export const timestamptz = (column: string) => timestamp(column, { withTimezone: true });

/** The primary key: a random UUID. */
export const idColumn = () => uuid('id').primaryKey().defaultRandom();

/** When the row was written. */
export const createdAt = () => timestamptz('created_at').notNull().defaultNow();

/** When the row was last changed (set by the code that changes it). */
export const updatedAt = () => timestamptz('updated_at').notNull().defaultNow();

/** A postal address, every part required; country is ISO 3166-1 alpha-2. */
export const postalAddress = () => ({
  address: text('address').notNull(),
  postalCode: text('postal_code').notNull(),
  city: text('city').notNull(),
  country: text('country').notNull(),
});
