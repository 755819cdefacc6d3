import type { SessionUser } from '../auth/session-user.js';
import {
  PACKS,
  PACK_DURATION_MONTHS,
  type PackType,
  type UserSubscriptionReply,
} from '@kollabo/shared';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import type { DbOrTx } from '../../db/client.js';
import { transaction } from '../../db/transaction.js';
import { startPeriodicJob } from '../../lib/periodic-job.js';
import { notify } from '../notifications/notifications.service.js';
import * as repo from './packs.repository.js';

// Packs (subscriptions): the one place that reads or changes credits. Projects spend them,
// payments grant them, the admin command grants them by hand.

export interface ActivePack {
  type: PackType;
  balanceOffer: number;
  expireDate: Date;
}

/** The user's pack while it has not expired (credits may be 0), else undefined. */
export async function getActivePack(db: DbOrTx, userId: string): Promise<ActivePack | undefined> {
  const row = await repo.findPack(db, userId);
  if (!row || row.expireDate.getTime() <= Date.now()) return undefined;
  return { type: row.type as PackType, balanceOffer: row.balanceOffer, expireDate: row.expireDate };
}

/** The running pack as the API shows it (`subscription`), or null. */
export async function packSubscription(
  db: DbOrTx,
  userId: string,
): Promise<UserSubscriptionReply['subscription']> {
  const pack = await getActivePack(db, userId);
  if (!pack) return null;
  return {
    type: pack.type,
    balanceOffer: pack.balanceOffer,
    expireDate: pack.expireDate.toISOString(),
  };
}

/** Whether the session's user has a running pack (its expiry rides in the session cache). */
export const hasRunningPack = (user: SessionUser): boolean =>
  user.packExpiresAt !== null && user.packExpiresAt.getTime() > Date.now();

/**
 * Spends one credit inside the caller's transaction; false when the pack is missing or empty.
 * The last credit tells the owner (credits_exhausted), once per pack.
 */
export async function spendCredit(ctx: AppContext, tx: DbOrTx, userId: string): Promise<boolean> {
  const pack = await repo.takeCredit(tx, userId);
  if (!pack) return false;
  if (pack.balanceOffer === 0) {
    await notify(ctx, tx, {
      type: 'credits_exhausted',
      recipientId: userId,
      data: { packLabel: PACKS[pack.type as PackType].label },
      // A pack is identified by its start: a credit given back and spent again tells nothing new.
      eventKey: pack.startedAt.toISOString(),
    });
  }
  return true;
}

/** Gives one credit back (a rejected publication request), when the pack is still running. */
export const refundCredit = (tx: DbOrTx, userId: string) => repo.giveCreditBack(tx, userId);

export function addMonths(from: Date, months: number): Date {
  const result = new Date(from);
  result.setMonth(result.getMonth() + months);
  return result;
}

/**
 * Grants a pack for one month. Buying while a pack is running adds the new credits to what is
 * left, keeps the higher tier, and moves the expiry to one month from now.
 */
export async function grantPack(tx: DbOrTx, userId: string, type: PackType): Promise<ActivePack> {
  const now = new Date();
  const current = await getActivePack(tx, userId);
  const order: PackType[] = ['standard', 'premium', 'ultimate'];
  const keptType =
    current && order.indexOf(current.type) > order.indexOf(type) ? current.type : type;
  const pack: ActivePack = {
    type: keptType,
    balanceOffer: (current?.balanceOffer ?? 0) + PACKS[type].credits,
    expireDate: addMonths(now, PACK_DURATION_MONTHS),
  };
  await repo.savePack(tx, { userId, ...pack, startedAt: now });
  return pack;
}

export type CreditState = 'firstProject' | 'allowed' | 'balanceOver' | 'none';

/**
 * What the create/publish gate needs: the first project is free; otherwise
 * an active pack with credits is needed.
 */
export async function creditState(db: DbOrTx, userId: string): Promise<CreditState> {
  if (!(await repo.ownsAnyProject(db, userId))) return 'firstProject';
  const pack = await getActivePack(db, userId);
  if (!pack) return 'none';
  return pack.balanceOffer > 0 ? 'allowed' : 'balanceOver';
}

// "Your pack expires in 3 days" (pack_expiring): a periodic job tells each pack once. The event
// key is the pack's expiry, so a run that repeats (every hour, or another instance) adds nothing,
// and a pack renewed later (new expiry) gets its own reminder.

export const PACK_REMINDER_BEFORE_MS = 3 * 24 * 60 * 60 * 1000;
const REMINDER_BATCH = 200;

/** Tells every pack expiring within the next 3 days (not yet expired); returns how many it saw. */
export async function runPackExpiryReminders(ctx: AppContext, now = new Date()): Promise<number> {
  const until = new Date(now.getTime() + PACK_REMINDER_BEFORE_MS);
  let seen = 0;
  let after: { expireDate: Date; userId: string } | undefined;
  for (;;) {
    const packs = await repo.packsExpiringBetween(ctx.db, now, until, REMINDER_BATCH, after);
    for (const pack of packs) {
      await transaction(ctx.db, (tx) =>
        notify(ctx, tx, {
          type: 'pack_expiring',
          recipientId: pack.userId,
          data: {
            packLabel: PACKS[pack.type as PackType].label,
            expiresAt: pack.expireDate.toISOString(),
            credits: pack.balanceOffer,
          },
          eventKey: pack.expireDate.toISOString(),
        }),
      );
    }
    seen += packs.length;
    const last = packs.at(-1);
    if (!last || packs.length < REMINDER_BATCH) return seen;
    after = { expireDate: last.expireDate, userId: last.userId };
  }
}

/** Started by main.ts: the reminder run every hour (and soon after start). */
export function startPackReminderJob(app: FastifyInstance, intervalMs = 60 * 60_000) {
  return startPeriodicJob(app.log, {
    name: 'pack reminder',
    firstDelayMs: 45_000,
    intervalMs,
    run: async () => {
      await runPackExpiryReminders(app.ctx);
    },
  });
}
