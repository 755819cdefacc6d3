import {
  isValidIban,
  normalizeIban,
  type PayoutAccountReply,
  type PayoutAccountStatus,
  type PayoutVatBody,
  type TaxMode,
  pagePath,
} from '@kollabo/shared';
import type { AppContext } from '../../context.js';
import { transaction } from '../../db/transaction.js';
import { moneyKey } from '../../integrations/payment/connect.js';
import { AppError } from '../../lib/app-error.js';
import type { SessionUser } from '../auth/session-user.js';
import { connectProvider, simulatedConnectEnabled } from './connect-provider.js';
import * as repo from './escrow.repository.js';
import { syncAccount } from './account-sync.js';
import { handleProviderEvent } from './provider-events.service.js';
import * as simulated from './simulated.repository.js';
import { randomToken } from '../../lib/secrets.js';
import { notifySecurity } from '../security/security-mails.js';
import { assertSecondFactor } from '../security/two-factor.service.js';
import { setVatPosition, vatPositionOf } from '../collab/vat-position.service.js';

// The creator's payout account: a connected account at the provider, onboarded on
// its hosted page; its state is the provider's, read back here and by the account.updated event.

/** The account as the provider describes it, and her VAT position (kept on her account). */
const replyOf = (
  row: repo.PayoutAccountRow | undefined,
  vatPosition: TaxMode,
): PayoutAccountReply => ({
  status: (row?.status ?? 'none') as PayoutAccountStatus,
  requirements: (row?.requirements as string[] | null | undefined) ?? [],
  vatPosition,
  vatExempt: vatPosition === 'EXEMPT',
});

function requireProvider(ctx: AppContext) {
  const provider = connectProvider(ctx);
  if (!provider) throw new AppError('payment_unavailable');
  return provider;
}

/** GET /user/payout-account */
export async function getPayoutAccount(ctx: AppContext, viewer: SessionUser) {
  let row = await repo.findPayoutAccount(ctx.db, viewer.id);
  if (row && row.status !== 'active') {
    row = (await providerCall(() => syncAccount(ctx, row!.accountId))) ?? row;
  }
  return replyOf(row, await vatPositionOf(ctx.db, viewer.id));
}

async function providerCall<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('payment_provider');
  }
}

/**
 * POST /user/payout-account/onboarding: the account (created once), then its hosted onboarding,
 * where the bank account and holder are entered or changed. With her second factor on, that
 * needs a fresh code; each opening is mailed to her (a change she did not make is caught).
 */
export async function startOnboarding(ctx: AppContext, viewer: SessionUser, code?: string) {
  const provider = requireProvider(ctx);
  await assertSecondFactor(ctx, viewer.id, code);
  let row = await repo.findPayoutAccount(ctx.db, viewer.id);
  if (!row) {
    const account = await providerCall(() =>
      provider.createAccount({
        userId: viewer.id,
        email: viewer.email,
        idempotencyKey: moneyKey('account', viewer.id),
      }),
    );
    row = await repo.insertPayoutAccount(ctx.db, {
      userId: viewer.id,
      provider: provider.name,
      accountId: account.id,
      status: account.status,
      requirements: account.requirements,
    });
    if (!row) throw new Error('payout account not stored');
  }
  // The payout account page (Recevoir mes paiements) is the onboarding's return page.
  const back = `${ctx.config.publicUrl}${pagePath('/recevoir-mes-paiements')}`;
  const url = await providerCall(() =>
    provider.accountLink({
      accountId: row.accountId,
      refreshUrl: `${back}?onboarding=relance`,
      returnUrl: `${back}?onboarding=retour`,
    }),
  );
  await notifySecurity(ctx, ctx.db, viewer.id, 'security_payout_details', {});
  return { url };
}

/** The position a body states: `vatPosition`, or the older `vatExempt` read against `current`. */
function statedPosition(body: PayoutVatBody, current: TaxMode): TaxMode {
  if (body.vatPosition) return body.vatPosition;
  if (body.vatExempt) return 'EXEMPT';
  return current === 'EXEMPT' ? 'TTC' : current;
}

/**
 * PUT /user/payout-account/vat: her VAT position (Kollabo's record, with or without a payout
 * account). Signed contracts keep their figures; the owners concerned are told (collab).
 */
export async function setVatStatus(ctx: AppContext, viewer: SessionUser, body: PayoutVatBody) {
  const position = await transaction(ctx.db, (tx) =>
    setVatPosition(ctx, tx, viewer.id, (current) => statedPosition(body, current)),
  );
  return replyOf(await repo.findPayoutAccount(ctx.db, viewer.id), position);
}

// The simulated hosted onboarding (without Stripe, never in production).

async function ownSimulatedAccount(ctx: AppContext, viewer: SessionUser, accountId: string) {
  if (!simulatedConnectEnabled(ctx)) throw new AppError('simulated_unavailable');
  const row = await repo.findPayoutAccount(ctx.db, viewer.id);
  const account = await simulated.findSimulatedAccount(ctx.db, accountId);
  if (!row || row.accountId !== accountId || !account) throw new AppError('onboarding_not_found');
  return account;
}

export async function simulatedOnboarding(ctx: AppContext, viewer: SessionUser, accountId: string) {
  const account = await ownSimulatedAccount(ctx, viewer, accountId);
  return {
    accountId: account.id,
    status: (account.status === 'active' ? 'active' : 'pending') as PayoutAccountStatus,
  };
}

const ADULT_YEARS = 18;

function isAdultBirthDate(value: string, now = new Date()): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) return false;
  const adult = new Date(date);
  adult.setUTCFullYear(adult.getUTCFullYear() + ADULT_YEARS);
  return adult <= now && date.getUTCFullYear() >= 1900;
}

/** The simulated page's submit: checked details, the account active at once, its event delivered. */
export async function submitSimulatedOnboarding(
  ctx: AppContext,
  viewer: SessionUser,
  accountId: string,
  body: { name: string; iban: string; birthDate: string; vatExempt: boolean },
) {
  await ownSimulatedAccount(ctx, viewer, accountId);
  if (!isValidIban(body.iban)) throw new AppError('iban_invalid', { field: 'iban' });
  if (!isAdultBirthDate(body.birthDate)) {
    throw new AppError('birth_date_invalid', { field: 'birthDate' });
  }
  await simulated.activateSimulatedAccount(ctx.db, accountId, {
    holderName: body.name,
    iban: normalizeIban(body.iban),
    birthDate: body.birthDate,
  });
  // Ticked there, the exemption becomes her VAT position; unticked, her position stays as it is
  // (she changes it on her payouts page).
  if (body.vatExempt) {
    await transaction(ctx.db, (tx) => setVatPosition(ctx, tx, viewer.id, 'EXEMPT'));
  }
  await handleProviderEvent(ctx, {
    id: `evt_sim_${randomToken(16)}`,
    kind: 'account_updated',
    accountId,
  });
  return { redirect: '/recevoir-mes-paiements?onboarding=retour' };
}
