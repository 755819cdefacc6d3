import { DELETED_PSEUDO_RESERVED_MONTHS, MSG, greetingName } from '@kollabo/shared';
import type { AppContext } from '../../context.js';
import { transaction } from '../../db/transaction.js';
import { AppError } from '../../lib/app-error.js';
import { variantKey } from '../../integrations/images.js';
import { verifyPassword } from '../../lib/secrets.js';
import type { SessionUser } from '../auth/session-user.js';
import { changeProjectStatus } from '../projects/project-status.service.js';
import * as repo from './deletion.repository.js';
import * as exportsRepo from './exports.repository.js';
import { assertSecondFactor } from '../security/two-factor.service.js';

// Delete my account (RGPD art. 17). Refused while a collaboration is in progress or money is held
// or owed, with what to do. Otherwise one transaction empties the account (tokens revoked at
// once, login impossible), erases what is hers alone and takes her projects off the public
// pages; messages, reviews, contracts and payment records stay (the other party's and the law's
// retention duties: code de commerce art. L123-22), shown as "Compte supprimé". Her files leave
// storage after the commit; the confirmation goes to the address she had.

const addMonths = (date: Date, months: number) => {
  const next = new Date(date);
  next.setUTCMonth(next.getUTCMonth() + months);
  return next;
};

/** Only she deletes her account: the session is hers, and her password (and code) confirm it. */
export async function deleteAccount(
  ctx: AppContext,
  viewer: SessionUser,
  body: { password: string; code?: string },
): Promise<{ ok: true }> {
  const me = await repo.lockUserRow(ctx.db, viewer.id);
  if (!me || me.deletedAt) throw new AppError('unauthorized');
  await ctx.limiter.consume(`account-delete:${me.id}`, 10, 15 * 60_000);
  if (!(await verifyPassword(me.passwordHash, body.password))) throw new AppError('wrong_password');
  await assertSecondFactor(ctx, me.id, body.code);

  const now = new Date();
  const files = await transaction(ctx.db, async (tx) => {
    const locked = await repo.lockUserRow(tx, me.id);
    if (!locked || locked.deletedAt) throw new AppError('unauthorized');
    // Checked under the lock: no collaboration or payment of hers can start meanwhile unnoticed.
    if (await repo.hasMoneyHeld(tx, me.id)) throw new AppError('deletion_money_held');
    if (await repo.hasCollabInProgress(tx, me.id))
      throw new AppError('deletion_collab_in_progress');
    for (const project of await repo.openProjectsOf(tx, me.id)) {
      await changeProjectStatus(ctx, tx, project, 'save');
    }
    const offerFiles = await repo.detachOfferFiles(tx, me.id);
    const exportFiles = await exportsRepo.exportFilesOf(tx, me.id);
    await exportsRepo.forgetExports(tx, me.id);
    await repo.eraseOwnRows(tx, me.id);
    await repo.eraseAddressRows(tx, me.email);
    await repo.emptyAccount(tx, me.id, now);
    await repo.reservePseudo(tx, me.pseudo, addMonths(now, DELETED_PSEUDO_RESERVED_MONTHS));
    const medias = [me.photoProfile, me.photoCover, me.gallery1, me.gallery2];
    return [...medias, ...offerFiles, ...exportFiles.map((row) => row.fileKey)].filter(
      (key): key is string => Boolean(key),
    );
  });

  // Every instance forgets her session at once; the files go once the rows no longer name them.
  await ctx.userChanges.publish(me.id);
  ctx.background.run('deleted account files', () => removeFiles(ctx, files));
  // The row no longer holds her address, so this one mail cannot wait in the outbox (which
  // reads the address at send time): it leaves right after the answer, to the address she had.
  ctx.background.run('account deleted mail', () =>
    ctx.mail.send({
      to: me.email,
      subject: MSG.dataRights.deletedMail.subject,
      text: MSG.dataRights.deletedMail.text(greetingName(me)),
    }),
  );
  return { ok: true };
}

/** A stored image has size variants beside it (<key>-sm.webp...): each is removed. */
async function removeFiles(ctx: AppContext, keys: string[]): Promise<void> {
  for (const key of keys) {
    await ctx.storage.remove(key);
    await ctx.storage.remove(variantKey(key, 'sm'));
  }
}

export async function isPseudoReserved(ctx: AppContext, pseudo: string): Promise<boolean> {
  return repo.isPseudoReserved(ctx.db, pseudo, new Date());
}

/** The team sees that an account was deleted and when, nothing more. */
export async function listDeletedAccounts(ctx: AppContext, page: number, pageSize: number) {
  const rows = await repo.deletedAccounts(ctx.db, pageSize + 1, (page - 1) * pageSize);
  return {
    accounts: rows.slice(0, pageSize).map((row) => ({
      _id: row.id,
      deletedAt: (row.deletedAt ?? new Date(0)).toISOString(),
    })),
    hasMore: rows.length > pageSize,
  };
}
