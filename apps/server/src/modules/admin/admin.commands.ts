import { PACK_TYPES, type PackType } from '@kollabo/shared';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import type { UserChanges } from '../../lib/user-changes.js';
import { findAccountByPseudo, setAccountRole } from '../accounts/account-lookups.js';
import { grantPack } from '../packs/packs.service.js';
import { COUPON_USAGE, couponCommand } from '../coupons/coupon.command.js';
import { reconcile, reconcileReport } from '../escrow/reconcile.service.js';
import { DAC7_USAGE, dac7Command } from '../tax/dac7.service.js';

// Operator commands run by `npm run admin -- <command> ...`, either inside the running server
// (through its local socket) or against the database directly when no server runs.

export interface AdminDeps {
  db: Db;
  config: Config;
  /** Inside the running server: its caches (and other instances') forget the changed user. */
  userChanges?: UserChanges;
}

type Handler = (deps: AdminDeps, args: string[]) => Promise<string>;

export class AdminCommandError extends Error {}

async function userByPseudo(db: Db, pseudo: string | undefined) {
  if (!pseudo) throw new AdminCommandError('missing <pseudo>');
  const user = await findAccountByPseudo(db, pseudo);
  if (!user) throw new AdminCommandError(`no user with pseudo "${pseudo}"`);
  return user;
}

/** Each command: usage line and handler. Features add theirs here. */
export const adminCommands: Record<string, { usage: string; run: Handler }> = {
  reconcile: {
    usage: 'reconcile                 compare the ledger with the payment provider',
    run: async ({ db, config }) => {
      const result = await reconcile(db, config);
      return reconcileReport(result);
    },
  },
  coupon: {
    usage: COUPON_USAGE,
    run: async ({ db }, args) => {
      const result = await couponCommand(db, args);
      if (!result.ok) throw new AdminCommandError(result.message);
      return result.output;
    },
  },
  dac7: {
    usage: DAC7_USAGE,
    run: async ({ db, config }, args) => {
      const result = await dac7Command(db, config, args);
      if (!result.ok) throw new AdminCommandError(result.message);
      return result.output.trimEnd();
    },
  },
  grant: {
    usage: 'grant <pseudo>            make a user an administrator',
    run: async ({ db, userChanges }, [pseudo]) => {
      const user = await userByPseudo(db, pseudo);
      await setAccountRole(db, user.id, 'admin');
      await userChanges?.publish(user.id);
      return `${user.pseudo} is now an administrator`;
    },
  },
  revoke: {
    usage: 'revoke <pseudo>           remove the administrator role',
    run: async ({ db, userChanges }, [pseudo]) => {
      const user = await userByPseudo(db, pseudo);
      await setAccountRole(db, user.id, 'user');
      await userChanges?.publish(user.id);
      return `${user.pseudo} is no longer an administrator`;
    },
  },
  'storage-migrate': {
    usage:
      'storage-migrate           move the contract PDFs out of the database, copy DATA_DIR/uploads into S3_BUCKET (resumable, each copy checked)',
    run: async ({ config, db }) => {
      // Loaded here: the AWS SDK stays out of every start (bench/results.md, session 16).
      const { storageMigrateCommand } = await import('./migrate-storage.js');
      const result = await storageMigrateCommand(config, db);
      if (!result.ok) throw new AdminCommandError(result.output);
      return result.output;
    },
  },
  pack: {
    usage: 'pack <pseudo> <standard|premium|ultimate>   grant a one-month pack',
    run: async ({ db, userChanges }, [pseudo, type]) => {
      if (!PACK_TYPES.includes(type as PackType)) {
        throw new AdminCommandError('pack type must be standard, premium or ultimate');
      }
      const user = await userByPseudo(db, pseudo);
      const pack = await db.transaction((tx) => grantPack(tx, user.id, type as PackType));
      await userChanges?.publish(user.id); // cached sessions and profiles show the pack
      return `${user.pseudo}: ${pack.type} pack, ${pack.balanceOffer} credits until ${pack.expireDate.toISOString()}`;
    },
  },
};

export function adminUsage(): string {
  return [
    'usage: npm run admin -- <command> [args]',
    '',
    ...Object.values(adminCommands).map((c) => `  ${c.usage}`),
  ].join('\n');
}

export async function runAdminCommand(deps: AdminDeps, argv: string[]): Promise<string> {
  const [name, ...args] = argv;
  const command = name ? adminCommands[name] : undefined;
  if (!command) throw new AdminCommandError(adminUsage());
  return command.run(deps, args);
}
