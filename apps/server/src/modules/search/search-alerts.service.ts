import {
  MSG,
  SEARCH_LIMITS,
  budgetOfBand,
  searchAlertQuerySchema,
  type SearchAlert,
  type SearchAlertQuery,
  isUuid,
} from '@kollabo/shared';
import type { AppContext } from '../../context.js';
import { transaction } from '../../db/transaction.js';
import { AppError } from '../../lib/app-error.js';
import type { SessionUser } from '../auth/session-user.js';
import { notify } from '../notifications/notifications.service.js';
import * as repo from './search-alerts.repository.js';
import { projectFilters } from './search.service.js';

// Saved alerts on the board's query: at most 10 per user. The worker
// (search-alerts.worker.ts) mails each alert's new matches, once a minute at most, through the
// notifications module (event alert_match, category "alerts", whose one-click unsubscribe link
// needs no login).

/** "« maquillage » · Beauté · Moins de 500 €"; "Tous les projets" without criteria. */
export function alertLabel(query: SearchAlertQuery): string {
  const parts = [
    ...(query.q ? [`« ${query.q} »`] : []),
    ...query.profil,
    ...query.budget.map((band) => budgetOfBand(band) ?? band),
    ...query.secteur,
  ];
  return parts.length > 0 ? parts.join(' · ') : MSG.search.allProjects;
}

/** The board's address for the alert's query (the parameters of GET /project/search). */
export function boardPath(query: SearchAlertQuery): string {
  const params = new URLSearchParams();
  if (query.q) params.set('q', query.q);
  if (query.profil.length) params.set('profil', query.profil.join(','));
  if (query.budget.length) params.set('budget', query.budget.join(','));
  if (query.secteur.length) params.set('secteur', query.secteur.join(','));
  const search = params.toString();
  return search ? `/projects?${search}` : '/projects';
}

/** A stored query, read back through its schema (an old or altered row reads as no criteria). */
export function storedQuery(value: unknown): SearchAlertQuery {
  const parsed = searchAlertQuerySchema.safeParse(value);
  return parsed.success ? parsed.data : searchAlertQuerySchema.parse({});
}

function present(row: repo.AlertRow): SearchAlert {
  const query = storedQuery(row.query);
  return {
    _id: row.id,
    query,
    label: alertLabel(query),
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listAlerts(ctx: AppContext, user: SessionUser) {
  const rows = await repo.listAlerts(ctx.db, user.id);
  return { alerts: rows.map(present) };
}

/**
 * Alerts created per user and hour: the count cap alone let a create/delete loop
 * run without end.
 */
export const ALERT_CREATE_RATE = { max: 20, windowMs: 60 * 60_000 } as const;

export async function createAlert(ctx: AppContext, user: SessionUser, query: SearchAlertQuery) {
  await ctx.limiter.consume(
    `search-alert:${user.id}`,
    ALERT_CREATE_RATE.max,
    ALERT_CREATE_RATE.windowMs,
  );
  const row = await transaction(ctx.db, async (tx) => {
    await repo.lockUser(tx, user.id);
    if ((await repo.countAlerts(tx, user.id)) >= SEARCH_LIMITS.alertsPerUser) {
      throw new AppError('alert_limit');
    }
    return repo.insertAlert(tx, user.id, query);
  });
  return { alert: present(row) };
}

export async function deleteAlert(ctx: AppContext, user: SessionUser, id: string) {
  if (!isUuid(id) || !(await repo.deleteAlert(ctx.db, user.id, id))) {
    throw new AppError('alert_not_found');
  }
  return { ok: true as const };
}

// The worker's two steps

/** Publications taken per pass. */
const PUBLICATIONS_BATCH = 500;
/** Projects listed in one mail. */
const MAIL_LIST_MAX = 10;

/** Files queued publications under the alerts they match; returns how many were taken. */
export async function routePublications(ctx: AppContext): Promise<number> {
  return transaction(ctx.db, async (tx) => {
    const ids = await repo.takePublications(tx, PUBLICATIONS_BATCH);
    if (ids.length === 0) return 0;
    for (const alert of await repo.allAlerts(tx)) {
      const built = projectFilters(storedQuery(alert.query));
      if (!built) continue;
      const matched = await repo.matchingProjects(tx, built.filters, ids, alert.userId);
      await repo.addMatches(tx, alert.id, matched);
    }
    return ids.length;
  });
}

/** Mails every alert whose matches wait and whose last mail is `gapMs` old; returns the count. */
export async function mailDueAlerts(ctx: AppContext, gapMs: number): Promise<number> {
  let mailed = 0;
  for (const id of await repo.dueAlertIds(ctx.db, gapMs)) {
    const sent = await transaction(ctx.db, async (tx) => {
      const alert = await repo.lockDueAlert(tx, id, gapMs);
      if (!alert) return false;
      // Projects that left `publish` since they matched are dropped here.
      const matches = await repo.takeMatches(tx, alert.id);
      if (matches.length === 0) return false;
      const query = storedQuery(alert.query);
      const base = ctx.config.publicUrl;
      await notify(ctx, tx, {
        type: 'alert_match',
        recipientId: alert.userId,
        eventKey: `${alert.id}:${matches.map((m) => m.id).join(',')}`.slice(0, 400),
        data: {
          alertId: alert.id,
          label: alertLabel(query),
          count: matches.length,
          path: boardPath(query),
          matches: matches.slice(0, MAIL_LIST_MAX).map((match) => ({
            title: match.title,
            url: `${base}/project/${match.id}`,
          })),
        },
      });
      await repo.markMailed(tx, alert.id);
      return true;
    });
    if (sent) mailed += 1;
  }
  return mailed;
}

export const nextDueInMs = (ctx: AppContext, gapMs: number) => repo.nextDueInMs(ctx.db, gapMs);
