import { createHash } from 'node:crypto';
import { BILLING_MANDATE_TEXT, type BillingMandateReply } from '@kollabo/shared';
import type { AppContext } from '../../context.js';
import type { DbOrTx } from '../../db/client.js';
import { transaction } from '../../db/transaction.js';
import type { SessionUser } from '../auth/session-user.js';
import * as mandates from './creator-invoices.repository.js';
import { takeNumber } from './invoices.repository.js';

// The creator's billing mandate (art. 289, I-2 CGI): her prior written agreement that Kollabo
// issues her invoices in her name, kept with its date and the fingerprint of the text she
// accepted; revocable at any time. Each acceptance and revocation is a dated event, so her
// history survives the changes. Her own invoice series code is given at her first acceptance.

/** The fingerprint kept with each acceptance: which text she agreed to. */
const TEXT_SHA256 = createHash('sha256').update(BILLING_MANDATE_TEXT).digest('hex');

/** The counter that hands out the creators' series codes (invoice_counters 'C', year 0). */
const SERIES_CODE_COUNTER = { series: 'C', year: 0 } as const;

async function view(db: DbOrTx, userId: string): Promise<BillingMandateReply> {
  const [mandate, events] = await Promise.all([
    mandates.findMandate(db, userId),
    mandates.listMandateEvents(db, userId),
  ]);
  return {
    accepted: Boolean(mandate?.acceptedAt),
    acceptedAt: mandate?.acceptedAt?.toISOString() ?? null,
    text: BILLING_MANDATE_TEXT,
    history: events.map((event) => ({
      action: event.action as 'accepted' | 'revoked',
      at: event.at.toISOString(),
    })),
  };
}

/** GET /user/billing-mandate */
export const getMandate = (ctx: AppContext, viewer: SessionUser) => view(ctx.db, viewer.id);

/** PUT /user/billing-mandate: accepting an accepted mandate changes nothing. */
export async function acceptMandate(ctx: AppContext, viewer: SessionUser) {
  await ctx.limiter.consume(`billing-mandate:accept:${viewer.id}`, 30, 60 * 60_000);
  await transaction(ctx.db, async (tx) => {
    const now = new Date();
    const current = await mandates.findMandate(tx, viewer.id, true);
    if (current?.acceptedAt) return;
    if (current) {
      await mandates.setMandateAcceptedAt(tx, viewer.id, now);
    } else {
      const n = await takeNumber(tx, SERIES_CODE_COUNTER.series, SERIES_CODE_COUNTER.year);
      const seriesCode = `C${String(n).padStart(5, '0')}`;
      // A concurrent first acceptance wrote her row: hers stands, this one adds nothing.
      if (!(await mandates.insertMandate(tx, { userId: viewer.id, seriesCode, acceptedAt: now }))) {
        return;
      }
    }
    await mandates.insertMandateEvent(tx, {
      userId: viewer.id,
      action: 'accepted',
      textSha256: TEXT_SHA256,
      createdAt: now,
    });
  });
  return view(ctx.db, viewer.id);
}

/** DELETE /user/billing-mandate: for the releases after it; revoking twice changes nothing. */
export async function revokeMandate(ctx: AppContext, viewer: SessionUser) {
  await ctx.limiter.consume(`billing-mandate:revoke:${viewer.id}`, 30, 60 * 60_000);
  await transaction(ctx.db, async (tx) => {
    const current = await mandates.findMandate(tx, viewer.id, true);
    if (!current?.acceptedAt) return;
    await mandates.setMandateAcceptedAt(tx, viewer.id, null);
    await mandates.insertMandateEvent(tx, {
      userId: viewer.id,
      action: 'revoked',
      textSha256: null,
      createdAt: new Date(),
    });
  });
  return view(ctx.db, viewer.id);
}

/** Her mandate in force now (in the caller's transaction), with her series code; else null. */
export async function mandateInForce(db: DbOrTx, userId: string) {
  const mandate = await mandates.findMandate(db, userId);
  return mandate?.acceptedAt
    ? { seriesCode: mandate.seriesCode, acceptedAt: mandate.acceptedAt }
    : null;
}
