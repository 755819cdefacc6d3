import { z } from 'zod';
import { LIMITS } from '../constants.js';
import { endpoint } from '../endpoint.js';
import { okSchema, pagingSchema } from './common.js';

// Data rights (RGPD art. 15, 17 and 20): export my data, delete my account.

export const DATA_EXPORT_STATUSES = ['pending', 'ready', 'failed', 'expired'] as const;
export type DataExportStatus = (typeof DATA_EXPORT_STATUSES)[number];

/** How long a ready export can be downloaded, and how often one may be asked. */
export const DATA_EXPORT_TTL_DAYS = 7;
export const DATA_EXPORT_EVERY_HOURS = 24;
/** How long a deleted account's pseudo stays refused to others. */
export const DELETED_PSEUDO_RESERVED_MONTHS = 12;

export const dataExportStatus = z.enum(DATA_EXPORT_STATUSES);
/** An export still being built: the page asks again until it is ready or failed. */
export const exportIsPending = (status: string) => status === 'pending';

export const requestExportReply = z.object({ id: z.string(), status: dataExportStatus });

export const dataExportItem = z.object({
  id: z.string(),
  status: dataExportStatus,
  createdAt: z.string(),
  readyAt: z.string().nullable(),
  /** Until when the file can be downloaded (ready exports). */
  expiresAt: z.string().nullable(),
  sizeBytes: z.number().int().nullable(),
  /** The download's address below /api, when ready: her session is checked there. */
  downloadUrl: z.string().nullable(),
});
export type DataExportItem = z.infer<typeof dataExportItem>;

export const latestExportReply = z.object({
  export: dataExportItem.nullable(),
  /** When she may ask for the next one (null: now). */
  nextAllowedAt: z.string().nullable(),
});

export const exportFileQuery = z.object({ id: z.string().uuid() });

export const deleteAccountBody = z.object({
  password: z.string().min(1).max(LIMITS.passwordMax),
  /** The second factor's code (an authenticator's 6 digits or a recovery code) when it is on. */
  code: z.string().trim().max(32).optional(),
});

export const deletedAccountsQuery = z.object(pagingSchema(50));
export const deletedAccountsReply = z.object({
  /** That an account was deleted and when: nothing else about it. */
  accounts: z.array(z.object({ _id: z.string(), deletedAt: z.string() })),
  hasMore: z.boolean(),
});

export const dataRightsApi = {
  requestExport: endpoint({
    method: 'POST',
    path: '/user/export',
    access: 'user',
    tag: 'data-rights',
    summary:
      "Demande l'export de ses données (RGPD art. 15 et 20), préparé en arrière-plan ; un par 24 heures.",
    status: 201,
    reply: requestExportReply,
    errors: ['export_daily_limit'],
    noStore: true,
  }),
  latestExport: endpoint({
    method: 'GET',
    path: '/user/export',
    access: 'user',
    tag: 'data-rights',
    summary: 'Le dernier export demandé, avec son lien de téléchargement quand il est prêt.',
    reply: latestExportReply,
    errors: [],
    noStore: true,
  }),
  exportFile: endpoint({
    method: 'GET',
    path: '/user/export/file',
    access: 'user',
    tag: 'data-rights',
    summary:
      "L'archive ZIP d'un export prêt, pour la personne qui l'a demandé seulement (7 jours).",
    query: exportFileQuery,
    produces: 'application/zip',
    errors: ['export_not_found', 'export_expired'],
    noStore: true,
  }),
  deleteAccount: endpoint({
    method: 'DELETE',
    path: '/user/account',
    access: 'user',
    tag: 'data-rights',
    summary:
      'Supprime son compte (RGPD art. 17) après le mot de passe (et le second facteur), sauf collaboration en cours ou argent bloqué.',
    body: deleteAccountBody,
    reply: okSchema,
    errors: [
      'wrong_password',
      'second_factor_code_required',
      'second_factor_invalid',
      'rate_limited',
      'deletion_collab_in_progress',
      'deletion_money_held',
    ],
    noStore: true,
  }),
  adminDeletedAccounts: endpoint({
    method: 'GET',
    path: '/admin/deleted-accounts',
    access: 'admin',
    tag: 'data-rights',
    summary: 'Les comptes supprimés et leur date de suppression, rien de plus.',
    query: deletedAccountsQuery,
    reply: deletedAccountsReply,
    errors: [],
    noStore: true,
  }),
};
