import { beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import Stripe from 'stripe';
import { MSG } from '@kollabo/shared';
import { useTestApp } from '../../test-support/test-app.js';
import { createUser, type TestUser } from '../../test-support/fixtures.js';
import {
  FAKE_STRIPE_WEBHOOK_SECRET,
  fakeStripeEnv,
  useFakeStripe,
} from '../../test-support/fake-stripe.js';
import { runRefundGuarantee } from './guarantee.service.js';
import {
  insertPublishedProject,
  paymentsApi,
  queryRows,
} from '../../test-support/payment-fixtures.js';

// Stripe Checkout through the official package, against a local fake of the Stripe endpoints
// used; webhooks are signed with the package's own test header helper.

const fake = useFakeStripe();
const t = useTestApp(() => fakeStripeEnv(fake));
const api = paymentsApi(t);
let owner: TestUser;
beforeEach(async () => {
  owner = await createUser(t.app, { pseudo: 'marque' });
});

function webhook(event: object, options: { secret?: string; timestamp?: number } = {}) {
  const payload = JSON.stringify(event);
  const header = Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? FAKE_STRIPE_WEBHOOK_SECRET,
    timestamp: options.timestamp,
  });
  return t.app.inject({
    method: 'POST',
    url: '/api/payment/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': header },
    payload,
  });
}

const completed = (sessionId: string) => ({
  id: `evt_${sessionId}`,
  object: 'event',
  type: 'checkout.session.completed',
  data: { object: { id: sessionId, object: 'checkout.session' } },
});

const credits = async (user: TestUser) =>
  (await api.subscription(user)).subscription?.balanceOffer ?? 0;

describe('Stripe checkout', () => {
  it('creates a card-only Checkout Session for the discounted price, returning to /payment', async () => {
    const admin = await createUser(t.app, { role: 'admin', pseudo: 'chef' });
    await api.coupon(admin, { code: 'DIX', reduction: '10%' });
    const session = await api.openCheckout(owner, 'premium', 'DIX');
    expect(session.id).toMatch(/^cs_test_/);
    expect(session.url).toBe(`https://checkout.stripe.test/c/pay/${session.id}`);
    expect(session.amountCents).toBe(2790);
    const sent = fake.sessions.get(session.id);
    expect(sent).toMatchObject({
      amount_total: 2790,
      currency: 'eur',
      client_reference_id: owner.id,
      customer_email: owner.email,
      success_url: 'https://kollabo.test/payment/{CHECKOUT_SESSION_ID}',
      cancel_url: 'https://kollabo.test/subscription',
    });
  });

  it('confirms only once Stripe says paid, for the amount asked, to its user', async () => {
    const session = await api.openCheckout(owner, 'standard');
    expect((await api.confirm(owner, session.id)).json().ok).toBe(false);
    fake.markPaid(session.id);
    const res = await api.confirm(owner, session.id);
    expect(res.json()).toMatchObject({
      ok: true,
      subscription: { type: 'standard', balanceOffer: 3 },
    });
    const [row] = await queryRows<{ status: string; payment_intent_id: string }>(
      t.app,
      sql`select status, payment_intent_id from payments where session_id = ${session.id}`,
    );
    expect(row).toEqual({
      status: 'paid',
      payment_intent_id: fake.sessions.get(session.id)?.payment_intent,
    });
  });

  it('grants nothing when the paid amount differs from the amount asked', async () => {
    const session = await api.openCheckout(owner, 'ultimate');
    fake.markPaid(session.id, { amount_total: 100 });
    expect((await api.confirm(owner, session.id)).json().ok).toBe(false);
    expect(await credits(owner)).toBe(0);
  });

  it('grants once under twenty concurrent confirmations', async () => {
    const session = await api.openCheckout(owner, 'premium');
    fake.markPaid(session.id);
    const results = await Promise.all(
      Array.from({ length: 20 }, () => api.confirm(owner, session.id)),
    );
    expect(results.every((r) => r.json().ok === true)).toBe(true);
    expect(await credits(owner)).toBe(10);
  });
});

describe('POST /payment/webhook', () => {
  it('grants the pack from a signed checkout.session.completed, once even when replayed', async () => {
    const session = await api.openCheckout(owner, 'premium');
    fake.markPaid(session.id);
    const first = await webhook(completed(session.id));
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ received: true });
    expect(await credits(owner)).toBe(10);
    expect((await webhook(completed(session.id))).statusCode).toBe(200);
    expect((await api.confirm(owner, session.id)).json().ok).toBe(true);
    expect(await credits(owner)).toBe(10);
  });

  it('refuses a bad signature, a missing one and an old timestamp, granting nothing', async () => {
    const session = await api.openCheckout(owner, 'premium');
    fake.markPaid(session.id);
    const bad = await webhook(completed(session.id), { secret: 'whsec_wrong' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ error: 'bad_signature', message: MSG.payment.badSignature });
    const old = await webhook(completed(session.id), {
      timestamp: Math.floor(Date.now() / 1000) - 600,
    });
    expect(old.statusCode).toBe(400);
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/payment/webhook',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(completed(session.id)),
    });
    expect(unsigned.statusCode).toBe(400);
    // A body altered after signing no longer matches.
    const payload = JSON.stringify(completed(session.id));
    const header = Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: FAKE_STRIPE_WEBHOOK_SECRET,
    });
    const altered = await t.app.inject({
      method: 'POST',
      url: '/api/payment/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': header },
      payload: payload.replace('"event"', '"event" '),
    });
    expect(altered.statusCode).toBe(400);
    expect(await credits(owner)).toBe(0);
  });

  it('acknowledges a webhook for an unknown session and grants nothing', async () => {
    const res = await webhook(completed('cs_test_unknown'));
    expect(res.statusCode).toBe(200);
    expect(await queryRows(t.app, sql`select 1 from pack_grants`)).toHaveLength(0);
  });

  it('does not grant from a webhook when Stripe says the session is unpaid', async () => {
    const session = await api.openCheckout(owner, 'premium');
    expect((await webhook(completed(session.id))).statusCode).toBe(200);
    expect(await credits(owner)).toBe(0);
  });

  it('marks an expired session canceled', async () => {
    const session = await api.openCheckout(owner, 'premium');
    await webhook({ ...completed(session.id), type: 'checkout.session.expired' });
    const [row] = await queryRows<{ status: string }>(
      t.app,
      sql`select status from payments where session_id = ${session.id}`,
    );
    expect(row?.status).toBe('canceled');
  });

  it('leaves JSON parsing of the other routes untouched', async () => {
    const res = await api.verify('NOPE42');
    expect(res.json()).toEqual({ status: 'no-valid', reduction: '' });
  });
});

describe('refund guarantee through Stripe', () => {
  async function paidPremium() {
    const session = await api.openCheckout(owner, 'premium');
    fake.markPaid(session.id);
    await api.confirm(owner, session.id);
    await insertPublishedProject(t.app, owner.id);
    return fake.sessions.get(session.id)?.payment_intent;
  }
  const later = () => new Date(Date.now() + 32 * 24 * 60 * 60 * 1000);

  it('refunds the payment intent once, records it and tells the owner it is on the card', async () => {
    const intent = await paidPremium();
    const run = await runRefundGuarantee(t.app.ctx, { now: later() });
    expect(run).toEqual({ checked: 1, flagged: 1, refunded: 1 });
    expect(fake.refunds).toHaveLength(1);
    expect(fake.refunds[0]?.payment_intent).toBe(intent);
    expect(fake.refunds[0]?.idempotencyKey).toMatch(/^refund-/);
    const [row] = await queryRows<{ refunded_at: string | null }>(
      t.app,
      sql`select refunded_at from payments`,
    );
    expect(row?.refunded_at).not.toBeNull();
    expect(t.mails.find((m) => m.to === owner.email)?.text).toContain('carte');
  });

  it('keeps the payment flagged for the admin when Stripe refuses the refund', async () => {
    await paidPremium();
    fake.failNextRefund();
    const run = await runRefundGuarantee(t.app.ctx, { now: later() });
    expect(run).toEqual({ checked: 1, flagged: 1, refunded: 0 });
    const admin = await createUser(t.app, { role: 'admin', pseudo: 'chef' });
    const list = await api.inject('GET', '/api/admin/payments?status=refund', admin);
    const [payment] = list.json().payments;
    expect(payment.refundedAt).toBeNull();
    const refund = await api.inject('POST', `/api/admin/payments/${payment.id}/refund`, admin);
    expect(refund.statusCode, refund.body).toBe(200);
    expect(fake.refunds).toHaveLength(1);
  });
});
