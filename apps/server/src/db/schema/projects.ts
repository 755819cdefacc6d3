import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { userRef } from './users.js';
import { timestamptz, idColumn, createdAt } from './columns.js';

export const projects = pgTable(
  'projects',
  {
    id: idColumn(),
    ownerId: userRef('owner_id'),
    title: text('title').notNull(),
    description: text('description').notNull(),
    /** One of the four BUDGETS labels. */
    budget: text('budget').notNull(),
    /** save, prePublish, publish, close, attribute, allocation */
    statut: text('statut').notNull(),
    profilSearch: text('profil_search').array().notNull(),
    /** Optional niche: one of the 16 NICHES, null when the owner gave none. */
    secteur: text('secteur'),
    /** dateCrea: creation, or the latest publication request. */
    createdAt: createdAt(),
    /** dateProjet: the earlier creation date kept when a published project is edited. */
    dateProjet: timestamptz('date_projet'),
    publishedAt: timestamptz('published_at'),
    editedAt: timestamptz('edited_at'),
    /** Set once the project has taken its publication credit (or its free first slot). */
    creditSpent: boolean('credit_spent').notNull().default(false),
    /** The free first project: no credit to give back on rejection. */
    isFreeProject: boolean('is_free_project').notNull().default(false),
    rejectReason: text('reject_reason'),
    views: integer('views').notNull().default(0),
    totalOffers: integer('total_offers').notNull().default(0),
    /** Set by a moderation decision (notices module): removed (no longer public) or restricted (out of the board and search, still open to its parties). */
    moderation: text('moderation'),
  },
  (t) => [
    index('projects_owner_created_idx').on(t.ownerId, t.createdAt.desc(), t.id),
    index('projects_statut_created_idx').on(t.statut, t.createdAt),
    index('projects_title_trgm_idx').using('gin', sql`lower(${t.title}) gin_trgm_ops`),
    // At most one free first project per owner, even under concurrent creates.
    uniqueIndex('projects_one_free_per_owner_uq')
      .on(t.ownerId)
      .where(sql`${t.isFreeProject}`),
  ],
);

/** The project the row belongs to: the row goes with it. */
export const projectRef = () =>
  uuid('project_id')
    .notNull()
    .references(() => projects.id, { onDelete: 'cascade' });

export const projectViews = pgTable(
  'project_views',
  {
    projectId: projectRef(),
    viewerKey: text('viewer_key').notNull(),
    viewedAt: timestamptz('viewed_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.viewerKey] })],
);

export const reports = pgTable(
  'reports',
  {
    id: idColumn(),
    projectId: projectRef(),
    reporterId: userRef('reporter_id'),
    message: text('message').notNull(),
    createdAt: createdAt(),
    handledAt: timestamptz('handled_at'),
  },
  (t) => [index('reports_open_idx').on(t.handledAt, t.createdAt.desc())],
);
