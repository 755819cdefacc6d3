import type { SessionUser } from '../auth/session-user.js';
import { isSameUser } from '../auth/auth.policy.js';

// Who may do what with a person's data (RGPD art. 15, 17 and 20): her export is hers alone, not
// even an administrator's, and only she deletes her account (through her own session).

/** Only the person who asked for the export may read its status or download it. */
export const canReadExport = (viewer: SessionUser, exportRow: { userId: string }): boolean =>
  isSameUser(exportRow.userId, viewer.id);

/** The file can be downloaded while the export is ready and its 7 days have not passed. */
export const isDownloadable = (
  exportRow: { status: string; expiresAt: Date | null; fileKey: string | null },
  now: Date,
): boolean =>
  exportRow.status === 'ready' &&
  exportRow.fileKey !== null &&
  exportRow.expiresAt !== null &&
  exportRow.expiresAt.getTime() > now.getTime();

/** The viewer may download this export now. */
export const canDownloadExport = (
  viewer: SessionUser,
  exportRow: { userId: string; status: string; expiresAt: Date | null; fileKey: string | null },
  now: Date,
): boolean => canReadExport(viewer, exportRow) && isDownloadable(exportRow, now);
