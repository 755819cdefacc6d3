import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { apiPath, adminCollabPaymentsApi, invoicesApi } from '@kollabo/shared';
import { createUser } from '../../test-support/fixtures.js';
import { databaseOutage } from '../../test-support/outage.js';
import {
  escrowApi,
  notificationTypes,
  onboardCreator,
  signedCollab,
  useEscrowTestApp,
} from '../../test-support/escrow-fixtures.js';
import { connectProvider } from './connect-provider.js';
import { healMoney } from './heal.service.js';
import { reconcile } from './reconcile.service.js';

// The books heal themselves: the database fails between the provider's answer (the checkout is
// paid, the provider has the money) and the hold's commit; the healing job finds the charge the
// ledger does not know, once the webhook had its few minutes, and holds it (or refunds it when
// the collaboration was cancelled meanwhile). What it cannot place goes to /admin/litiges.

const t = useEscrowTestApp();
const api = () => escrowApi(t.app);
const MINUTES_LATER = (minutes: number) => new Date(Date.now() + minutes * 60_000);

/** Pays the checkout at the provider, the database failing right after the provider answers. */
async function payWhileTheDatabaseFails(url: string) {
  const provider = connectProvider(t.app.ctx);
  if (!provider) throw new Error('no provider');
  const outage = databaseOutage(t);
  const answer = provider.getCollabCheckout.bind(provider);
  provider.getCollabCheckout = async (sessionId) => {
    const state = await answer(sessionId);
    await outage.begin();
    return state;
  };
  try {
    const res = await api().paySimulated(url);
    expect(res.statusCode, res.body).toBe(503);
  } finally {
    provider.getCollabCheckout = answer;
    await outage.end();
  }
}

async function paidWhileTheDatabaseFailed() {
  const setup = await signedCollab(t.app);
  await onboardCreator(t.app, setup.author);
  const open = await api().pay(setup.idOffer, setup.owner);
  expect(open.statusCode, open.body).toBe(200);
  await payWhileTheDatabaseFails((open.json() as { url: string }).url);
  // The provider has the money; the ledger does not.
  const seen = await reconcile(t.app.ctx.db, t.app.ctx.config, { record: false });
  expect(seen.differences).toMatchObject([{ kind: 'missing_in_ledger', type: 'charge' }]);
  return setup;
}

const invoiceKinds = async (user: Awaited<ReturnType<typeof createUser>>) => {
  const res = await api().h.get(apiPath(invoicesApi.list), user);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { invoices: { kind: string }[] }).invoices.map((i) => i.kind).sort();
};

describe('a hold lost with the database', () => {
  it('is held by the job after the grace: the payment, its invoice, the books matched', async () => {
    const { idOffer, owner } = await paidWhileTheDatabaseFailed();
    expect((await api().space(idOffer, owner)).payment.status).toBe('unpaid');
    // Within its few minutes the webhook may still come: the job leaves it.
    expect(await healMoney(t.app.ctx)).toEqual({ healed: 0, alerts: 0 });
    expect(await healMoney(t.app.ctx, MINUTES_LATER(6))).toEqual({ healed: 1, alerts: 0 });
    expect((await api().space(idOffer, owner)).payment.status).toBe('held');
    expect(await invoiceKinds(owner)).toEqual(['invoice']);
    // Run again, it acts once.
    expect(await healMoney(t.app.ctx, MINUTES_LATER(12))).toEqual({ healed: 0, alerts: 0 });
  });

  it('is refunded in full when the collaboration was cancelled meanwhile', async () => {
    const setup = await paidWhileTheDatabaseFailed();
    const a = api();
    expect((await a.cancel(setup.idOffer, setup.author)).statusCode).toBe(200);
    expect((await a.cancel(setup.idOffer, setup.owner)).json()).toMatchObject({ cancelled: true });
    expect(await healMoney(t.app.ctx, MINUTES_LATER(6))).toEqual({ healed: 1, alerts: 0 });
    expect((await a.space(setup.idOffer, setup.owner)).payment.status).toBe('refunded');
    // The commission was invoiced with the payment, then credited with the refund.
    expect(await invoiceKinds(setup.owner)).toEqual(['credit_note', 'invoice']);
    for (const user of [setup.owner, setup.author]) {
      expect(await notificationTypes(t.app, user)).toContain('collab_payment_refunded');
    }
  });
});

describe('money the job cannot place', () => {
  it('is shown to the team in /admin/litiges until the books agree again', async () => {
    const admin = await createUser(t.app, { role: 'admin' });
    // A charge at the provider that no checkout of Kollabo made.
    await t.app.ctx.db.execute(
      sql`insert into simulated_balance_transactions (id, type, source, account, amount_cents, fee_cents, created_at)
          values ('txn_sim_unknown', 'charge', 'pi_sim_unknown', 'platform', 5000, 100, now() - interval '10 minutes')`,
    );
    expect(await healMoney(t.app.ctx)).toEqual({ healed: 0, alerts: 1 });
    const overview = async () => {
      const res = await api().h.get(apiPath(adminCollabPaymentsApi.disputes), admin);
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { moneyAlerts: unknown[] };
    };
    expect((await overview()).moneyAlerts).toEqual([
      expect.objectContaining({
        reference: 'charge:pi_sim_unknown',
        kind: 'missing_in_ledger',
        ledgerCents: null,
        providerCents: 5000,
      }),
    ]);
    // The team sorted it out at the provider: the next run resolves the alert.
    await t.app.ctx.db.execute(
      sql`delete from simulated_balance_transactions where id = 'txn_sim_unknown'`,
    );
    expect(await healMoney(t.app.ctx)).toEqual({ healed: 0, alerts: 0 });
    expect((await overview()).moneyAlerts).toEqual([]);
  });
});
