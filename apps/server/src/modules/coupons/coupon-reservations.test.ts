import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MSG, PACKS, discountedPriceCents } from '@kollabo/shared';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { createUser, type TestUser } from '../../test-support/fixtures.js';
import { couponRow, paymentsApi, queryRows } from '../../test-support/payment-fixtures.js';

// A coupon's use is held from the moment a checkout opens with it (not only once paid): with
// one use, five people opening checkouts one after another used to get five discounted prices.
// The use goes back when the session is cancelled or expires (simulated sessions live 30
// minutes), and stays taken once paid.

let t: TestApp;
let api: ReturnType<typeof paymentsApi>;
let admin: TestUser;
let ip = 0;
const verify = async (code: string, user: TestUser) => {
  ip += 1;
  const res = await api.verify(code, user, `10.13.${Math.floor(ip / 250)}.${ip % 250}`);
  return (res.json() as { status: string }).status;
};
const pay = (sessionId: string) =>
  api.inject('POST', `/api/payment/simulated/${encodeURIComponent(sessionId)}/pay`);
const cancel = (sessionId: string) =>
  api.inject('POST', `/api/payment/simulated/${encodeURIComponent(sessionId)}/cancel`);
/** Moves a session's clock: its reservation and its simulated page are 31 minutes old. */
const age = async (sessionId: string) => {
  await t.app.ctx.db.execute(
    sql`update coupon_reservations set expires_at = now() - interval '1 minute' where session_id = ${sessionId}`,
  );
  await t.app.ctx.db.execute(
    sql`update simulated_checkouts set created_at = now() - interval '31 minutes' where id = ${sessionId}`,
  );
};

beforeAll(async () => {
  t = await createTestApp();
  api = paymentsApi(t);
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.reset();
  admin = await createUser(t.app, { role: 'admin', pseudo: 'chef' });
});

describe('coupon reservations', () => {
  it('concurrent checkouts on a 1-use coupon: exactly one discounted session', async () => {
    await api.coupon(admin, { code: 'UNIQUE30', reduction: '30%', initialNumberOfUses: 1 });
    const buyers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => createUser(t.app, { pseudo: `acheteur${i}` })),
    );
    const answers = await Promise.all(buyers.map((b) => api.checkout(b, 'standard', 'UNIQUE30')));
    const opened = answers.filter((res) => res.statusCode === 200);
    const refused = answers.filter((res) => res.statusCode !== 200);
    expect(opened).toHaveLength(1);
    expect(opened[0]!.json().amountCents).toBe(
      discountedPriceCents(PACKS.standard.priceCents, '30%'),
    );
    for (const res of refused) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: 'coupon_is_use', message: MSG.coupon.used });
    }
    const rows = await queryRows<{ count: number }>(
      t.app,
      sql`select count(*)::int as count from payments where coupon_id is not null`,
    );
    expect(rows[0]?.count).toBe(1);
    expect((await couponRow(t.app, 'UNIQUE30'))!.number_of_uses).toBe(0);
  });

  it('while the use is held: is-use and a refused checkout; cancelling gives it back', async () => {
    await api.coupon(admin, { code: 'SEUL10', initialNumberOfUses: 1 });
    const first = await createUser(t.app, { pseudo: 'premier' });
    const second = await createUser(t.app, { pseudo: 'second' });
    const session = await api.openCheckout(first, 'premium', 'SEUL10');
    expect(await verify('SEUL10', second)).toBe('is-use');
    const refused = await api.checkout(second, 'premium', 'SEUL10');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(MSG.coupon.used);

    expect((await cancel(session.id)).statusCode).toBe(200);
    expect(await verify('SEUL10', second)).toBe('valid');
    const again = await api.openCheckout(second, 'premium', 'SEUL10');
    expect(again.amountCents).toBe(discountedPriceCents(PACKS.premium.priceCents, '10%'));
    // Cancelling twice gives nothing more back.
    await cancel(session.id);
    expect((await couponRow(t.app, 'SEUL10'))!.number_of_uses).toBe(0);
  });

  it('an expired session gives its use back and can no longer be paid', async () => {
    await api.coupon(admin, { code: 'EXPIRE10', initialNumberOfUses: 1 });
    const first = await createUser(t.app, { pseudo: 'lent' });
    const second = await createUser(t.app, { pseudo: 'rapide' });
    const session = await api.openCheckout(first, 'standard', 'EXPIRE10');
    expect(await verify('EXPIRE10', second)).toBe('is-use');
    await age(session.id);
    expect(await verify('EXPIRE10', second)).toBe('valid');
    const late = await pay(session.id);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(MSG.payment.sessionClosed);
    expect((await api.subscription(first)).subscription).toBeNull();
    expect((await couponRow(t.app, 'EXPIRE10'))!.number_of_uses).toBe(1);
  });

  it('a paid session keeps its use (counted once) even past its expiry', async () => {
    await api.coupon(admin, { code: 'PAYE10', initialNumberOfUses: 2 });
    const buyer = await createUser(t.app, { pseudo: 'payeur' });
    const session = await api.openCheckout(buyer, 'standard', 'PAYE10');
    expect((await couponRow(t.app, 'PAYE10'))!.number_of_uses).toBe(1);
    expect((await pay(session.id)).statusCode).toBe(200);
    await age(session.id);
    const other = await createUser(t.app, { pseudo: 'suivant' });
    expect(await verify('PAYE10', other)).toBe('valid');
    const row = await couponRow(t.app, 'PAYE10');
    expect(row).toEqual({ number_of_uses: 1, ca_cents: session.amountCents });
  });

  it('reopening a checkout replaces the same user’s earlier one (one use held, not two)', async () => {
    await api.coupon(admin, { code: 'RETOUR10', initialNumberOfUses: 1 });
    const buyer = await createUser(t.app, { pseudo: 'hesitant' });
    await api.openCheckout(buyer, 'standard', 'RETOUR10');
    const second = await api.openCheckout(buyer, 'premium', 'RETOUR10');
    expect((await pay(second.id)).statusCode).toBe(200);
    expect((await couponRow(t.app, 'RETOUR10'))!.number_of_uses).toBe(0);
    expect((await api.subscription(buyer)).subscription?.type).toBe('premium');
  });
});
