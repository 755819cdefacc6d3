import {
  API_PREFIX,
  DATA_EXPORT_EVERY_HOURS,
  dataRightsApi,
  type DataExportItem,
} from '@kollabo/shared';
import type { Readable } from 'node:stream';
import type { AppContext } from '../../context.js';
import { afterCommit, transaction } from '../../db/transaction.js';
import { AppError } from '../../lib/app-error.js';
import type { SessionUser } from '../auth/session-user.js';
import { canReadExport, isDownloadable } from './data-rights.policy.js';
import * as repo from './exports.repository.js';

// Export my data (RGPD art. 15 and 20): she asks, the export worker builds the ZIP in the
// background (export.worker.ts), she downloads it through the app for 7 days.

const EVERY_MS = DATA_EXPORT_EVERY_HOURS * 3_600_000;

// The export worker registers here, so a request is built at once rather than at the next poll.
const wakers = new WeakMap<AppContext, () => void>();
export function onExportQueued(ctx: AppContext, wake: (() => void) | undefined): void {
  if (wake) wakers.set(ctx, wake);
  else wakers.delete(ctx);
}

/** When the next export may be asked, given the latest (a failed one does not count). */
function nextAllowedAt(latest: repo.ExportRow | undefined): Date | null {
  if (!latest || latest.status === 'failed') return null;
  const next = new Date(latest.createdAt.getTime() + EVERY_MS);
  return next.getTime() > Date.now() ? next : null;
}

/** POST /user/export: one a day; the worker is woken once the row is committed. */
export async function requestExport(ctx: AppContext, viewer: SessionUser) {
  const created = await transaction(ctx.db, async (tx) => {
    await repo.lockUser(tx, viewer.id);
    const next = nextAllowedAt(await repo.latestExport(tx, viewer.id));
    if (next) {
      const retryAfter = Math.max(1, Math.ceil((next.getTime() - Date.now()) / 1000));
      throw new AppError('export_daily_limit', { retryAfter });
    }
    const row = await repo.insertExport(tx, viewer.id);
    afterCommit(tx, () => wakers.get(ctx)?.());
    return row;
  });
  return { id: created.id, status: 'pending' as const };
}

function present(row: repo.ExportRow, now: Date): DataExportItem {
  const downloadable = isDownloadable(row, now);
  const expired = row.status === 'expired' || (row.status === 'ready' && !downloadable);
  return {
    id: row.id,
    status: expired ? 'expired' : (row.status as DataExportItem['status']),
    createdAt: row.createdAt.toISOString(),
    readyAt: row.readyAt?.toISOString() ?? null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    sizeBytes: downloadable ? row.sizeBytes : null,
    downloadUrl: downloadable
      ? `${API_PREFIX}${dataRightsApi.exportFile.path}?id=${encodeURIComponent(row.id)}`
      : null,
  };
}

/** GET /user/export: her latest export, with its link while it can be downloaded. */
export async function latestExport(ctx: AppContext, viewer: SessionUser) {
  const row = await repo.latestExport(ctx.db, viewer.id);
  const visible = row && canReadExport(viewer, row) ? row : undefined;
  return {
    export: visible ? present(visible, new Date()) : null,
    nextAllowedAt: nextAllowedAt(visible)?.toISOString() ?? null,
  };
}

/**
 * GET /user/export/file: the ZIP, streamed from storage after the checks. Someone else's export
 * answers as an unknown one (404), so an id tells nothing about whose it is.
 */
export async function exportFile(
  ctx: AppContext,
  viewer: SessionUser,
  id: string,
): Promise<{ stream: Readable; size: number | null; fileName: string }> {
  const row = await repo.findExport(ctx.db, id);
  if (!row || !canReadExport(viewer, row)) throw new AppError('export_not_found');
  if (!isDownloadable(row, new Date()) || !row.fileKey) {
    if (row.status === 'ready' || row.status === 'expired') throw new AppError('export_expired');
    throw new AppError('export_not_found');
  }
  const stream = await ctx.storage.stream(row.fileKey);
  if (!stream) throw new AppError('export_expired');
  const day = (row.readyAt ?? row.createdAt).toISOString().slice(0, 10);
  return { stream, size: row.sizeBytes, fileName: `kollabo-mes-donnees-${day}.zip` };
}
