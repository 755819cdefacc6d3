import { integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { userKey, userRef } from './users.js';
import { idColumn, createdAt, updatedAt, postalAddress } from './columns.js';

// The creators' tax duties: the details a platform must report (DAC7, art. 1649 ter A to E CGI)
// and the annual statements of gross amounts received (art. 242 bis CGI), one per creator and
// year.

/** A creator's DAC7 details: a row exists only once every required field was checked. */
export const creatorTaxDetails = pgTable('creator_tax_details', {
  userId: userKey(),
  /** person, company */
  kind: text('kind').notNull(),
  legalName: text('legal_name').notNull(),
  /** The address of residence. */
  ...postalAddress(),
  /** YYYY-MM-DD, a person's only. */
  birthDate: text('birth_date'),
  taxId: text('tax_id').notNull(),
  /** SIREN or SIRET (required for a company). */
  siren: text('siren'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** The statement of a year, rendered once and stored (private) under releves/. */
export const taxStatements = pgTable(
  'tax_statements',
  {
    id: idColumn(),
    userId: userRef('user_id'),
    year: integer('year').notNull(),
    totalCents: integer('total_cents').notNull(),
    paymentsCount: integer('payments_count').notNull(),
    /** The storage key of the PDF. */
    filePath: text('file_path').notNull(),
    createdAt: createdAt(),
  },
  (t) => [unique('tax_statements_user_year').on(t.userId, t.year)],
);
