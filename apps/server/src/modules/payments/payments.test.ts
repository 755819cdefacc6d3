import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MSG } from '@kollabo/shared';
import { createTestApp } from '../../test-support/test-app.js';
import { createUser, type TestUser } from '../../test-support/fixtures.js';
import { couponRow, queryRows, usePaymentsTestApp } from '../../test-support/payment-fixtures.js';

// Checkout with the built-in simulated provider (no Stripe key): coupons, free grants,
// confirmation, replay and concurrency, another user's session, pack expiry and stacking.

const { t, api, users } = usePaymentsTestApp();

/** The provider's side: the customer pressed "Payer" on the simulated page. */
async function pay(sessionId: string) {
  const res = await api.inject('POST', `/api/payment/simulated/${sessionId}/pay`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { redirect: string };
}

const grants = async () =>
  (await queryRows<{ n: number }>(t.app, sql`select count(*)::int as n from pack_grants`))[0]?.n;

describe('POST /user/subscription', () => {
  it('opens a simulated hosted checkout for the pack price, nothing granted yet', async () => {
    const session = await api.openCheckout(users.owner, 'premium');
    expect(session).toMatchObject({ amountCents: 3099, free: false });
    expect(session.id).toMatch(/^sim_/);
    expect(session.url).toBe(`/simulated/checkout/${session.id}`);
    const page = await api.inject('GET', `/api/payment/simulated/${session.id}`);
    expect(page.json()).toEqual({
      id: session.id,
      packType: 'premium',
      amountCents: 3099,
      status: 'open',
    });
    expect((await api.subscription(users.owner)).subscription).toBeNull();
  });

  it('charges 33 % off 19,99 € as 13,40 € (discount truncated to the cent)', async () => {
    await api.coupon(users.admin, { code: 'TIERS', reduction: '33%' });
    const session = await api.openCheckout(users.owner, 'standard', 'tiers');
    expect(session.amountCents).toBe(1340);
    const page = await api.inject('GET', `/api/payment/simulated/${session.id}`);
    expect(page.json().amountCents).toBe(1340);
  });

  it('grants the pack without a card when a 25 € coupon brings 19,99 € to 0', async () => {
    await api.coupon(users.admin, { code: 'CADEAU25', reduction: '25', initialNumberOfUses: 2 });
    const session = await api.openCheckout(users.owner, 'standard', 'CADEAU25');
    expect(session).toMatchObject({ amountCents: 0, free: true });
    expect(session.url).toBe(`/payment/${session.id}`);
    const sub = await api.subscription(users.owner);
    expect(sub.subscription).toMatchObject({ type: 'standard', balanceOffer: 3 });
    expect(await couponRow(t.app, 'CADEAU25')).toEqual({ number_of_uses: 1, ca_cents: 0 });
    // The payment page's confirmation recognises it, and grants nothing more.
    const confirm = await api.confirm(users.owner, session.id);
    expect(confirm.json()).toMatchObject({ ok: true, subscription: { balanceOffer: 3 } });
    // The same user cannot take the same coupon twice.
    const again = await api.checkout(users.owner, 'standard', 'CADEAU25');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ status: 'is-use', message: MSG.coupon.used });
  });

  it("refuses someone else's personal coupon with the no-valid text", async () => {
    await createUser(t.app, { pseudo: 'vip' });
    await api.coupon(users.admin, { code: 'VIPONLY', reduction: '50%', isPersonnalTo: 'vip' });
    const res = await api.checkout(users.owner, 'premium', 'VIPONLY');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'coupon_no_valid', message: MSG.coupon.invalid });
    expect(await queryRows(t.app, sql`select 1 from payments`)).toHaveLength(0);
  });

  it('refuses an exhausted coupon and an expired one with their texts', async () => {
    await api.coupon(users.admin, { code: 'UNIQUE', initialNumberOfUses: 1 });
    const other = await createUser(t.app, { pseudo: 'premier' });
    await pay((await api.openCheckout(other, 'standard', 'UNIQUE')).id);
    const used = await api.checkout(users.owner, 'standard', 'UNIQUE');
    expect(used.json()).toMatchObject({ status: 'is-use', message: MSG.coupon.used });
    await api.coupon(users.admin, { code: 'FINI' });
    await t.app.ctx.db.execute(
      sql`update coupons set delay = (now() at time zone 'Europe/Paris')::date - 1 where code = 'FINI'`,
    );
    const expired = await api.checkout(users.owner, 'standard', 'FINI');
    expect(expired.json()).toMatchObject({ status: 'is-expire', message: MSG.coupon.expired });
  });

  it('refuses visitors and unknown packs', async () => {
    expect((await api.checkout(undefined, 'premium')).statusCode).toBe(401);
    expect((await api.checkout(users.owner, 'gold')).statusCode).toBe(400);
  });
});

describe('POST /user/update-subscription', () => {
  it('does not recognise an unpaid session and grants nothing', async () => {
    const session = await api.openCheckout(users.owner, 'premium');
    const res = await api.confirm(users.owner, session.id);
    expect(res.json()).toEqual({ ok: false, subscription: null, bought: null });
    expect((await api.subscription(users.owner)).subscription).toBeNull();
  });

  it('grants 10 credits once paid; a replayed confirmation grants nothing more', async () => {
    await api.coupon(users.admin, { code: 'DIX', reduction: '10%' });
    const session = await api.openCheckout(users.owner, 'premium', 'DIX');
    expect(session.amountCents).toBe(2790);
    expect(await pay(session.id)).toEqual({ redirect: `/payment/${session.id}` });
    for (let i = 0; i < 3; i += 1) {
      const res = await api.confirm(users.owner, session.id);
      expect(res.json()).toMatchObject({
        ok: true,
        subscription: { type: 'premium', balanceOffer: 10 },
      });
    }
    expect(await grants()).toBe(1);
    // A use is counted only now, with its revenue.
    expect(await couponRow(t.app, 'DIX')).toEqual({ number_of_uses: 4, ca_cents: 2790 });
    // "Payer" pressed again is harmless.
    await pay(session.id);
    expect((await api.subscription(users.owner)).subscription?.balanceOffer).toBe(10);
  });

  it('grants once under twenty concurrent confirmations of one paid session', async () => {
    const session = await api.openCheckout(users.owner, 'premium');
    // The provider records the payment, but nothing has told us yet.
    await t.app.ctx.db.execute(
      sql`update simulated_checkouts set status = 'paid' where id = ${session.id}`,
    );
    const results = await Promise.all(
      Array.from({ length: 20 }, () => api.confirm(users.owner, session.id)),
    );
    for (const res of results) expect(res.json().ok).toBe(true);
    expect((await api.subscription(users.owner)).subscription?.balanceOffer).toBe(10);
    expect(await grants()).toBe(1);
  });

  it("grants nothing for another user's session, to either of them", async () => {
    const thief = await createUser(t.app, { pseudo: 'voleur' });
    const session = await api.openCheckout(users.owner, 'ultimate');
    await t.app.ctx.db.execute(
      sql`update simulated_checkouts set status = 'paid' where id = ${session.id}`,
    );
    const res = await api.confirm(thief, session.id);
    expect(res.json()).toEqual({ ok: false, subscription: null, bought: null });
    expect((await api.subscription(thief)).subscription).toBeNull();
    expect(await grants()).toBe(0);
    // The rightful owner still gets it.
    expect((await api.confirm(users.owner, session.id)).json().subscription.balanceOffer).toBe(50);
  });

  it('does not recognise an unknown session or a canceled one', async () => {
    expect((await api.confirm(users.owner, 'sim_unknown')).json().ok).toBe(false);
    const session = await api.openCheckout(users.owner, 'standard');
    const cancel = await api.inject('POST', `/api/payment/simulated/${session.id}/cancel`);
    expect(cancel.json()).toEqual({ redirect: '/subscription' });
    const payAfter = await api.inject('POST', `/api/payment/simulated/${session.id}/pay`);
    expect(payAfter.statusCode).toBe(409);
    expect((await api.confirm(users.owner, session.id)).json().ok).toBe(false);
    const [row] = await queryRows<{ status: string }>(
      t.app,
      sql`select status from payments where session_id = ${session.id}`,
    );
    expect(row?.status).toBe('canceled');
  });
});

describe('packs', () => {
  it('adds credits, keeps the higher tier and moves the expiry when buying during a pack', async () => {
    await pay((await api.openCheckout(users.owner, 'premium')).id);
    const first = (await api.subscription(users.owner)).subscription;
    const standard = await api.openCheckout(users.owner, 'standard');
    await pay(standard.id);
    const sub = (await api.subscription(users.owner)).subscription;
    expect(sub).toMatchObject({ type: 'premium', balanceOffer: 13 });
    expect(Date.parse(sub?.expireDate ?? '')).toBeGreaterThanOrEqual(
      Date.parse(first?.expireDate ?? ''),
    );
  });

  it('tells the payment page what a Standard bought during a Premium became', async () => {
    await pay((await api.openCheckout(users.owner, 'premium')).id);
    const standard = await api.openCheckout(users.owner, 'standard');
    await pay(standard.id);
    const confirm = await api.confirm(users.owner, standard.id);
    expect(confirm.json()).toMatchObject({
      ok: true,
      bought: { type: 'standard', credits: 3 },
      subscription: { type: 'premium', balanceOffer: 13 },
    });
  });

  it('gives no credits once expired, and a new pack starts from zero', async () => {
    await pay((await api.openCheckout(users.owner, 'premium')).id);
    await t.app.ctx.db.execute(
      sql`update user_packs set expire_date = now() - interval '1 second'`,
    );
    expect((await api.subscription(users.owner)).subscription).toBeNull();
    await pay((await api.openCheckout(users.owner, 'standard')).id);
    expect((await api.subscription(users.owner)).subscription).toMatchObject({
      type: 'standard',
      balanceOffer: 3,
    });
  });
});

describe('the pack in the cached session', () => {
  const subscribed = async (user: TestUser) =>
    (await api.inject('GET', '/api/project/my-projects', user)).json()
      .userAuthSubscription as boolean;

  it('shows a paid pack and a free grant at once, and an expired pack as none', async () => {
    expect(await subscribed(users.owner)).toBe(false); // the session is now cached without a pack
    await pay((await api.openCheckout(users.owner, 'premium')).id);
    expect(await subscribed(users.owner)).toBe(true);

    const other = await createUser(t.app, { pseudo: 'agence' });
    expect(await subscribed(other)).toBe(false);
    await api.coupon(users.admin, { code: 'OFFERT', reduction: '100%' });
    expect((await api.openCheckout(other, 'standard', 'OFFERT')).free).toBe(true);
    expect(await subscribed(other)).toBe(true);

    // Moving the expiry by hand bypasses the grant path, so the test drops the session itself.
    await t.app.ctx.db.execute(
      sql`update user_packs set expire_date = now() - interval '1 second'`,
    );
    await t.app.ctx.userChanges.publish(users.owner.id);
    expect(await subscribed(users.owner)).toBe(false);
  });
});

describe('simulated checkout in production', () => {
  it('is refused when NODE_ENV=production and no Stripe key is set', async () => {
    const prod = await createTestApp({ NODE_ENV: 'production' });
    try {
      const user = await createUser(prod.app, { pseudo: 'prod' });
      const checkout = await prod.app.inject({
        method: 'POST',
        url: '/api/user/subscription?subscription=standard',
        headers: user.auth,
      });
      expect(checkout.statusCode).toBe(503);
      expect(checkout.json().message).toBe(MSG.payment.failure);
      const page = await prod.app.inject({ method: 'GET', url: '/api/payment/simulated/sim_x' });
      expect(page.statusCode).toBe(404);
      const payRes = await prod.app.inject({
        method: 'POST',
        url: '/api/payment/simulated/sim_x/pay',
      });
      expect(payRes.statusCode).toBe(404);
    } finally {
      await prod.close();
    }
  });
});
