import { index, jsonb, pgTable } from 'drizzle-orm/pg-core';
import { userRef } from './users.js';
import { timestamptz, idColumn, createdAt } from './columns.js';

// Discovery. The search tables themselves (project_search, the facet counts, the
// word list for typos) are custom SQL kept in modules/search/search.sql; only the saved alerts
// are plain Drizzle.

/** A saved query of the projects board, mailed when newly published projects match it. */
export const searchAlerts = pgTable(
  'search_alerts',
  {
    id: idColumn(),
    userId: userRef('user_id'),
    /** SearchAlertQuery: { q, profil, budget, secteur }. */
    query: jsonb('query').notNull(),
    createdAt: createdAt(),
    /** The last mail sent for it: at most one a minute. */
    lastMailAt: timestamptz('last_mail_at'),
  },
  (t) => [index('search_alerts_user_created_idx').on(t.userId, t.createdAt)],
);
