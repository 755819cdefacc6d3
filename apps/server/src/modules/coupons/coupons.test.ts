import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MSG, parisDay } from '@kollabo/shared';
import { createUser, type TestUser } from '../../test-support/fixtures.js';
import { runAdminCommand } from '../admin/admin.commands.js';
import { usePaymentsTestApp } from '../../test-support/payment-fixtures.js';
import { checkCoupon } from './coupons.service.js';

const { t, api, users } = usePaymentsTestApp();
let ipCounter = 0;
const freshIp = () => `10.6.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

async function verify(code: string, user?: TestUser) {
  const res = await api.verify(code, user, freshIp());
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { status: string; reduction: string };
}

describe('POST /coupon/verification', () => {
  it('answers valid with the reduction, whatever the case typed', async () => {
    await api.coupon(users.admin, { code: 'Bienvenue10', reduction: '10%' });
    expect(await verify('bienvenue10', users.owner)).toEqual({ status: 'valid', reduction: '10%' });
    expect(await verify('  BIENVENUE10 ')).toEqual({ status: 'valid', reduction: '10%' });
  });

  it('answers no-valid for an unknown, malformed or disabled code, without a reduction', async () => {
    expect(await verify('NOPE123', users.owner)).toEqual({ status: 'no-valid', reduction: '' });
    expect(await verify("x' or 1=1 --", users.owner)).toEqual({
      status: 'no-valid',
      reduction: '',
    });
    const coupon = await api.coupon(users.admin, { code: 'OFF5', reduction: '5' });
    const off = await api.inject('POST', `/api/admin/coupons/${coupon._id}/disable`, users.admin);
    expect(off.json().coupon.isPersonnalTo).toBe('disable');
    expect(await verify('OFF5', users.owner)).toEqual({ status: 'no-valid', reduction: '' });
  });

  it('answers is-expire once the expiry has passed', async () => {
    await api.coupon(users.admin, { code: 'OLD10' });
    await t.app.ctx.db.execute(
      sql`update coupons set delay = (now() at time zone 'Europe/Paris')::date - 1
        where code = 'OLD10'`,
    );
    expect((await verify('OLD10', users.owner)).status).toBe('is-expire');
  });

  it('answers is-use when no use is left', async () => {
    await api.coupon(users.admin, { code: 'GONE10', initialNumberOfUses: 1 });
    await t.app.ctx.db.execute(sql`update coupons set number_of_uses = 0 where code = 'GONE10'`);
    expect((await verify('GONE10', users.owner)).status).toBe('is-use');
  });

  it('lets a personal coupon work only for its user (no-valid for others and visitors)', async () => {
    const other = await createUser(t.app, { pseudo: 'autre' });
    await api.coupon(users.admin, { code: 'PERSO20', reduction: '20%', isPersonnalTo: 'MARQUE' });
    expect(await verify('PERSO20', users.owner)).toEqual({ status: 'valid', reduction: '20%' });
    expect((await verify('PERSO20', other)).status).toBe('no-valid');
    expect((await verify('PERSO20')).status).toBe('no-valid');
  });

  it('limits checks per address so codes cannot be guessed in bulk', async () => {
    const ip = freshIp();
    for (let i = 0; i < 30; i += 1) await api.verify(`TRY${i}X`, undefined, ip);
    const blocked = await api.verify('TRY99X', undefined, ip);
    expect(blocked.statusCode).toBe(429);
  });
});

/** POST /admin/coupons as `user`, a coupon of one use unless the body says otherwise. */
const postCoupon = (user: TestUser | undefined, body: object) =>
  api.inject('POST', '/api/admin/coupons', user, { initialNumberOfUses: 1, ...body });

describe('admin coupons', () => {
  it('refuses non-admins and visitors', async () => {
    const res = await postCoupon(users.owner, {
      code: 'HACK',
      reduction: '100%',
      initialNumberOfUses: 9,
    });
    expect(res.statusCode).toBe(403);
    expect((await api.inject('GET', '/api/admin/coupons')).statusCode).toBe(401);
  });

  it('stores the code upper-case and refuses a duplicate in any case', async () => {
    const coupon = await api.coupon(users.admin, { code: 'promo-1', reduction: '4,5' });
    expect(coupon).toMatchObject({ code: 'PROMO-1', reduction: '4.50', numberOfUses: 5, CA: 0 });
    const again = await postCoupon(users.admin, { code: 'Promo-1', reduction: '10%' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: 'coupon_exists', message: MSG.coupon.duplicate });
  });

  it('refuses a bad reduction, an unknown sponsor and a past expiry with the field', async () => {
    const bad = await postCoupon(users.admin, { code: 'BAD1', reduction: '150%' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('reduction');
    const sponsor = await postCoupon(users.admin, {
      code: 'BAD2',
      reduction: '10%',
      sponsor: 'personne',
    });
    expect(sponsor.json()).toMatchObject({ error: 'unknown_user', field: 'sponsor' });
    const past = await postCoupon(users.admin, {
      code: 'BAD3',
      reduction: '10%',
      delay: '2020-01-01',
    });
    expect(past.json()).toMatchObject({ error: 'invalid_date', field: 'delay' });
  });

  it('lists every coupon, newest first, with the sponsor pseudo', async () => {
    await api.coupon(users.admin, { code: 'FIRST', sponsor: 'marque' });
    await api.coupon(users.admin, { code: 'SECOND' });
    const res = await api.inject('GET', '/api/admin/coupons?pageSize=1', users.admin);
    expect(res.json()).toMatchObject({
      coupons: [{ code: 'SECOND', sponsor: null }],
      hasMore: true,
    });
    const filtered = await api.inject('GET', '/api/admin/coupons?filter=fir', users.admin);
    expect(filtered.json().coupons).toMatchObject([{ code: 'FIRST', sponsor: 'marque' }]);
  });

  it('creates coupons from the admin command with every option', async () => {
    const deps = { db: t.app.ctx.db, config: t.app.ctx.config };
    const out = await runAdminCommand(deps, [
      'coupon',
      'ete25',
      '25%',
      '--uses',
      '40',
      '--expires',
      '2099-08-31',
      '--sponsor',
      'marque',
      '--for',
      'chef',
    ]);
    expect(out).toContain('coupon ETE25 created');
    const list = await api.inject('GET', '/api/admin/coupons?filter=ETE', users.admin);
    expect(list.json().coupons[0]).toMatchObject({
      code: 'ETE25',
      reduction: '25%',
      initialNumberOfUses: 40,
      numberOfUses: 40,
      sponsor: 'marque',
      isPersonnalTo: 'chef',
      delay: '2099-08-31',
    });
    await expect(runAdminCommand(deps, ['coupon', 'X1'])).rejects.toThrow(/usage: coupon/);
    await expect(runAdminCommand(deps, ['coupon', 'ETE25', '5'])).rejects.toThrow(
      MSG.coupon.duplicate,
    );
    await expect(runAdminCommand(deps, ['coupon', 'NEW1', '5', '--uses', 'lots'])).rejects.toThrow(
      /whole number/,
    );
  });
});

describe('GET /coupon/affiliation-get-coupons', () => {
  it("lists only the sponsor's coupons, 6 per page, with uses left and revenue in euros", async () => {
    for (let i = 1; i <= 7; i += 1)
      await api.coupon(users.admin, { code: `AFF${i}`, sponsor: 'marque' });
    await api.coupon(users.admin, { code: 'NOTMINE' });
    await t.app.ctx.db.execute(
      sql`update coupons set ca_cents = 2789, number_of_uses = 3 where code = 'AFF7'`,
    );
    const first = await api.inject(
      'GET',
      '/api/coupon/affiliation-get-coupons?page=1',
      users.owner,
    );
    expect(first.statusCode).toBe(200);
    expect(first.json().coupons).toHaveLength(6);
    expect(first.json().hasMore).toBe(true);
    expect(first.json().coupons[0]).toMatchObject({
      code: 'AFF7',
      sponsor: 'marque',
      initialNumberOfUses: 5,
      numberOfUses: 3,
      CA: 27.89,
    });
    const second = await api.inject(
      'GET',
      '/api/coupon/affiliation-get-coupons?page=2',
      users.owner,
    );
    expect(second.json()).toMatchObject({ coupons: [{ code: 'AFF1' }], hasMore: false });
    const filtered = await api.inject(
      'GET',
      '/api/coupon/affiliation-get-coupons?filter=aff3',
      users.owner,
    );
    expect(filtered.json().coupons.map((c: { code: string }) => c.code)).toEqual(['AFF3']);
    const tooBig = await api.inject(
      'GET',
      '/api/coupon/affiliation-get-coupons?pageSize=50',
      users.owner,
    );
    expect(tooBig.statusCode).toBe(400);
  });

  it('answers an empty list to a user who sponsors nothing, and 401 to visitors', async () => {
    const res = await api.inject('GET', '/api/coupon/affiliation-get-coupons', users.admin);
    expect(res.json()).toEqual({ coupons: [], hasMore: false });
    expect((await api.inject('GET', '/api/coupon/affiliation-get-coupons')).statusCode).toBe(401);
  });
});

describe('the expiry is a Paris calendar day', () => {
  it('stores and answers the day chosen, refuses impossible days, works through that day', async () => {
    const made = await api.coupon(users.admin, { code: 'NOEL26', delay: '2099-12-31' });
    expect(made.delay).toBe('2099-12-31');
    const list = await api.inject('GET', '/api/admin/coupons?filter=NOEL26', users.admin);
    expect(list.json().coupons[0].delay).toBe('2099-12-31');
    const impossible = await postCoupon(users.admin, {
      code: 'FEV30',
      reduction: '10%',
      delay: '2099-02-30',
    });
    expect(impossible.statusCode).toBe(400);
    expect(impossible.json()).toMatchObject({ field: 'delay' });

    // Its last day, Paris time: still valid at 23:59 that day, expired the next minute.
    const today = await api.coupon(users.admin, { code: 'JOURJ', delay: parisDay() });
    expect(today.delay).toBe(parisDay());
    const row = { code: 'DEC31', delay: '2026-12-31' };
    await api.coupon(users.admin, { code: row.code });
    await t.app.ctx.db.execute(
      sql`update coupons set delay = ${row.delay} where code = ${row.code}`,
    );
    const at = (iso: string) => checkCoupon(t.app.ctx.db, row.code, undefined, new Date(iso));
    expect((await at('2026-12-31T22:59:00Z')).status).toBe('valid'); // 23:59 in Paris
    expect((await at('2026-12-31T23:00:00Z')).status).toBe('is-expire'); // 1 Jan, 00:00
  });
});
