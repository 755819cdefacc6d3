import { describe, expect, it } from 'vitest';
import { fakeStripeEnv, postSignedEvent, useFakeStripe } from '../../test-support/fake-stripe.js';
import { createUser } from '../../test-support/fixtures.js';
import {
  balancesOf,
  escrowApi,
  expectError,
  notificationTypes,
  saveTaxDetails,
  signedCollab,
  useEscrowTestApp,
} from '../../test-support/escrow-fixtures.js';
import { runEscrowJobs } from './escrow.worker.js';
import { healMoney } from './heal.service.js';

// Stripe Connect through the official package against a local fake of Stripe's API: Express
// accounts and their onboarding link, account.updated, the collaboration's Checkout with its
// transfer_group, signed webhooks (replayed, out of order, twice at once), chargebacks,
// transfers and payouts with idempotency keys, refunds, and the books matched to Stripe's.

const fake = useFakeStripe();
const t = useEscrowTestApp(() => fakeStripeEnv(fake));

let eventCount = 0;
const signed = (type: string, object: object, eventId = `evt_test_${++eventCount}`) =>
  postSignedEvent(t.app, type, object, eventId);

/** The creator onboards at Stripe; account.updated tells Kollabo. */
async function onboardAtStripe(
  author: Parameters<typeof createUser>[1] & { auth: object; id: string },
) {
  const { h } = escrowApi(t.app);
  const started = await h.post('/api/user/payout-account/onboarding', {}, author as never);
  expect(started.statusCode, started.body).toBe(200);
  const url = (started.json() as { url: string }).url;
  expect(url).toMatch(/^https:\/\/connect\.stripe\.test\/setup\/e\/acct_test_/);
  const accountId = url.split('/').pop() as string;
  fake.activateAccount(accountId);
  const res = await signed('account.updated', { id: accountId, object: 'account' });
  expect(res.statusCode, res.body).toBe(200);
  // Her DAC7 details, kept by Kollabo: without them the transfer waits.
  await saveTaxDetails(t.app, author as never);
  return accountId;
}

async function paidAtStripe() {
  const a = escrowApi(t.app);
  const setup = await signedCollab(t.app, { amount: 1000, tax: 'TTC' });
  const accountId = await onboardAtStripe(setup.author as never);
  const res = await a.pay(setup.idOffer, setup.owner);
  expect(res.statusCode, res.body).toBe(200);
  const session = [...fake.sessions.values()][0];
  if (!session) throw new Error('no session');
  fake.markPaid(session.id);
  const completed = (eventId?: string) =>
    signed(
      'checkout.session.completed',
      { id: session.id, object: 'checkout.session', metadata: { kind: 'collab' } },
      eventId,
    );
  return { ...setup, a, accountId, session, completed };
}

describe('Stripe Connect', () => {
  it('creates an Express account with manual payouts; account.updated (replayed, out of order) sets its state', async () => {
    const { h } = escrowApi(t.app);
    const setup = await signedCollab(t.app, { amount: 1000, tax: 'TTC' });
    const started = await h.post('/api/user/payout-account/onboarding', {}, setup.author);
    const accountId = (started.json() as { url: string }).url.split('/').pop() as string;
    expect(fake.accounts.get(accountId)).toMatchObject({
      type: 'express',
      settings: { payouts: { schedule: { interval: 'manual' } } },
    });
    expect(fake.calls.find((c) => c.path === '/v1/accounts')?.idempotencyKey).toBe(
      `kollabo:account:${setup.author.id}`,
    );
    expect((await h.get('/api/user/payout-account', setup.author)).json()).toMatchObject({
      status: 'pending',
      requirements: ['external_account', 'individual.dob.day'],
    });
    // The owner cannot pay yet, and both see why.
    expectError(
      await escrowApi(t.app).pay(setup.idOffer, setup.owner),
      'creator_payout_inactive',
      409,
    );

    fake.activateAccount(accountId);
    const first = await signed(
      'account.updated',
      { id: accountId, object: 'account' },
      'evt_acct_1',
    );
    expect(first.json()).toEqual({ received: true });
    expect((await h.get('/api/user/payout-account', setup.author)).json()).toMatchObject({
      status: 'active',
      requirements: [],
    });
    // Later restricted; an older event arriving late reads the provider's current state.
    fake.restrictAccount(accountId);
    await signed('account.updated', { id: accountId, object: 'account' }, 'evt_acct_3');
    const late = await signed(
      'account.updated',
      { id: accountId, object: 'account' },
      'evt_acct_2',
    );
    expect(late.statusCode).toBe(200);
    const space = await escrowApi(t.app).space(setup.idOffer, setup.owner);
    expect(space.payment.creatorPayout).toEqual({
      status: 'restricted',
      requirements: ['individual.verification.document'],
    });
    // A replay answers 200 and changes nothing.
    fake.activateAccount(accountId);
    expect((await signed('account.updated', { id: accountId }, 'evt_acct_1')).statusCode).toBe(200);
    const after = await escrowApi(t.app).space(setup.idOffer, setup.owner);
    expect(after.payment.creatorPayout.status).toBe('restricted');
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/payment/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=bad' },
      payload: '{}',
    });
    expectError(bad, 'bad_signature', 400);
  });

  it('charges the platform with a transfer_group; the signed event holds the money once (replayed, twice at once)', async () => {
    const { a, owner, author, idOffer, session, completed } = await paidAtStripe();
    expect(session).toMatchObject({
      amount_total: 106_000,
      currency: 'eur',
      transfer_group: `collab_${idOffer}`,
      metadata: { kind: 'collab', offerId: idOffer },
    });
    expect(fake.calls.find((c) => c.path === '/v1/checkout/sessions')?.idempotencyKey).toBe(
      `kollabo:checkout:${idOffer}:1:1`,
    );
    const [one, two] = await Promise.all([completed('evt_cs_1'), completed('evt_cs_1')]);
    expect([one.statusCode, two.statusCode]).toEqual([200, 200]);
    expect((await completed('evt_cs_1')).statusCode).toBe(200);
    // Another event for the same session changes nothing either.
    expect((await completed('evt_cs_2')).statusCode).toBe(200);
    expect((await a.space(idOffer, owner)).payment.status).toBe('held');
    expect(await balancesOf(t.app, idOffer)).toEqual({
      owner_card: -106_000,
      provider_held: 106_000,
      provider_fees: 1615,
      platform_fee: -1615,
    });
    expect(
      (await notificationTypes(t.app, author)).filter((x) => x === 'collab_payment_held'),
    ).toHaveLength(1);
  });

  it('releases with one transfer and one payout on the connected account, even released 20 times at once', async () => {
    const { a, owner, author, idOffer, accountId, completed } = await paidAtStripe();
    await completed();
    expect((await a.publish(idOffer, author, 0)).statusCode).toBe(200);
    expect((await a.publish(idOffer, author, 1)).statusCode).toBe(200);
    const later = new Date(Date.now() + 8 * 86_400_000);
    const runs = await Promise.all(
      Array.from({ length: 20 }, () => runEscrowJobs(t.app.ctx, later)),
    );
    expect(runs.reduce((n, r) => n + r.released, 0)).toBe(1);
    expect(fake.transfers).toHaveLength(1);
    expect(fake.transfers[0]).toMatchObject({
      amount: 100_000,
      destination: accountId,
      transfer_group: `collab_${idOffer}`,
      idempotencyKey: `kollabo:transfer:${idOffer}`,
    });
    expect(fake.payouts).toEqual([
      expect.objectContaining({
        amount: 100_000,
        account: accountId,
        idempotencyKey: `kollabo:payout:${idOffer}`,
      }),
    ]);
    expect((await a.space(idOffer, owner)).payment.status).toBe('released');
  });

  it('refunds with the provider on a cancellation, with its idempotency key', async () => {
    const { a, owner, author, idOffer, completed } = await paidAtStripe();
    await completed();
    await a.cancel(idOffer, author);
    expect((await a.cancel(idOffer, owner)).json()).toEqual({ ok: true, cancelled: true });
    expect(fake.refunds).toEqual([
      {
        payment_intent: expect.stringMatching(/^pi_test_/),
        idempotencyKey: `kollabo:refund:${idOffer}`,
      },
    ]);
    expect((await a.space(idOffer, owner)).payment.status).toBe('refunded');
  });

  it('a chargeback (charge.dispute.created) freezes the held money; processed once', async () => {
    const { a, owner, idOffer, session, completed } = await paidAtStripe();
    // Out of order: the chargeback before the checkout event is ignored (not held yet).
    const early = await signed('charge.dispute.created', {
      id: 'dp_1',
      object: 'dispute',
      charge: session.latest_charge,
      payment_intent: session.payment_intent,
    });
    expect(early.statusCode).toBe(200);
    await completed();
    const dispute = {
      id: 'dp_2',
      object: 'dispute',
      charge: session.latest_charge,
      payment_intent: session.payment_intent,
    };
    expect((await signed('charge.dispute.created', dispute, 'evt_dp_2')).statusCode).toBe(200);
    expect((await signed('charge.dispute.created', dispute, 'evt_dp_2')).statusCode).toBe(200);
    const space = await a.space(idOffer, owner);
    expect(space.payment).toMatchObject({
      status: 'disputed',
      dispute: { openedBy: 'provider', reason: 'chargeback' },
    });
    const admin = await createUser(t.app, { role: 'admin' });
    const decided = await a.decide(admin, {
      idOffer,
      decision: 'refund',
      reason: 'La contestation du paiement est fondée.',
    });
    expect(decided.json()).toEqual({ ok: true, status: 'refunded' });
    expect(fake.refunds).toHaveLength(1);
  });
});

describe('one charge per payment at Stripe', () => {
  it('20 clicks at once get one Checkout Session, asked with one idempotency key', async () => {
    const a = escrowApi(t.app);
    const setup = await signedCollab(t.app, { amount: 1000, tax: 'TTC' });
    await onboardAtStripe(setup.author as never);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => a.pay(setup.idOffer, setup.owner)),
    );
    for (const res of answers) expect(res.statusCode, res.body).toBe(200);
    expect(new Set(answers.map((res) => (res.json() as { url: string }).url)).size).toBe(1);
    expect(fake.sessions.size).toBe(1);
    const keys = fake.calls.filter((c) => c.path === '/v1/checkout/sessions');
    expect(new Set(keys.map((c) => c.idempotencyKey))).toEqual(
      new Set([`kollabo:checkout:${setup.idOffer}:1:1`]),
    );
  });

  it('a second paid session is refunded at Stripe at once; the first one is held', async () => {
    const { a, idOffer, owner, session, completed } = await paidAtStripe();
    await completed();
    // A session Stripe still had open (an older build's), paid too.
    const other = { ...session, id: 'cs_test_older_build', status: 'open' as const };
    fake.sessions.set(other.id, other);
    const paid = fake.markPaid(other.id);
    const res = await signed('checkout.session.completed', {
      id: paid.id,
      object: 'checkout.session',
      metadata: paid.metadata,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await a.space(idOffer, owner)).payment.status).toBe('held');
    expect(fake.refunds).toEqual([
      { payment_intent: paid.payment_intent, idempotencyKey: `kollabo:refund:${paid.id}` },
    ]);
  });

  it('a charge whose webhook never came is held by the healing job', async () => {
    const { a, idOffer, owner } = await paidAtStripe();
    expect(await healMoney(t.app.ctx, new Date(Date.now() + 6 * 60_000))).toEqual({
      healed: 1,
      alerts: 0,
    });
    expect((await a.space(idOffer, owner)).payment.status).toBe('held');
  });
});
