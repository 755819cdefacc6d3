import type { SessionUser } from '../auth/session-user.js';
import { isSameUser } from '../auth/auth.policy.js';

// Who may see or change a creator's tax data: the creator herself only. A statement carries her
// identity, her tax number and her income; even the team reads it through the DAC7 export, not
// through her account.

export const canReadTaxStatement = (viewer: SessionUser, creatorId: string): boolean =>
  isSameUser(viewer.id, creatorId);

export const canReadTaxDetails = (viewer: SessionUser, creatorId: string): boolean =>
  isSameUser(viewer.id, creatorId);

export const canEditTaxDetails = (viewer: SessionUser, creatorId: string): boolean =>
  isSameUser(viewer.id, creatorId);
