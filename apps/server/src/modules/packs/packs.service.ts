import type { SessionUser } from '../auth/session-user.js';
import {
  PACKS,
  PACK_DURATION_MONTHS,
  type PackType,
  type UserSubscriptionReply,
} from '@kollabo/shared';
import type { DbOrTx } from '../../db/client.js';
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

/** Spends one credit inside the caller's transaction; false when the pack is missing or empty. */
export const spendCredit = (tx: DbOrTx, userId: string) => repo.takeCredit(tx, userId);

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
 * What the create/publish gate needs (transactions §4): the first project is free; otherwise
 * an active pack with credits is needed.
 */
export async function creditState(db: DbOrTx, userId: string): Promise<CreditState> {
  if (!(await repo.ownsAnyProject(db, userId))) return 'firstProject';
  const pack = await getActivePack(db, userId);
  if (!pack) return 'none';
  return pack.balanceOffer > 0 ? 'allowed' : 'balanceOver';
}
