import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { userRef } from './users.js';
import { idColumn, createdAt } from './columns.js';

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
    dateProjet: timestamp('date_projet', { withTimezone: true }),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    editedAt: timestamp('edited_at', { withTimezone: true }),
    /** Set once the project has taken its publication credit (or its free first slot). */
    creditSpent: boolean('credit_spent').notNull().default(false),
    /** The free first project: no credit to give back on rejection. */
    isFreeProject: boolean('is_free_project').notNull().default(false),
    rejectReason: text('reject_reason'),
    views: integer('views').notNull().default(0),
    totalOffers: integer('total_offers').notNull().default(0),
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

export const projectViews = pgTable(
  'project_views',
  {
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    viewerKey: text('viewer_key').notNull(),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.viewerKey] })],
);

export const reports = pgTable(
  'reports',
  {
    id: idColumn(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    reporterId: userRef('reporter_id'),
    message: text('message').notNull(),
    createdAt: createdAt(),
    handledAt: timestamp('handled_at', { withTimezone: true }),
  },
  (t) => [index('reports_open_idx').on(t.handledAt, t.createdAt.desc())],
);
