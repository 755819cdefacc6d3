import { beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MSG } from '@kollabo/shared';
import { offers } from '../../db/schema/index.js';
import { createUser, type TestUser } from '../../test-support/fixtures.js';
import { runRefundGuarantee } from './guarantee.service.js';
import {
  insertPublishedProject,
  queryRows,
  usePaymentsTestApp,
} from '../../test-support/payment-fixtures.js';

// The refund guarantee with the simulated provider: flagged in the admin area and mailed; the
// Stripe refund itself is covered in stripe.test.ts.

const { t, api, users } = usePaymentsTestApp();
let creator: TestUser;
beforeEach(async () => {
  creator = await createUser(t.app, { pseudo: 'createur' });
});

const DAY = 24 * 60 * 60 * 1000;
/** A moment safely after the pack's month (a month is at most 31 days). */
const afterTheMonth = () => new Date(Date.now() + 32 * DAY);

async function buyPremium(): Promise<string> {
  const session = await api.openCheckout(users.owner, 'premium');
  await api.inject('POST', `/api/payment/simulated/${session.id}/pay`);
  return session.id;
}

const publishProject = (publishedAt = new Date()) =>
  insertPublishedProject(t.app, users.owner.id, publishedAt);

async function paymentRow(sessionId: string) {
  const [row] = await queryRows<{
    refund_flagged_at: string | null;
    refunded_at: string | null;
    guarantee_checked: boolean;
  }>(
    t.app,
    sql`select refund_flagged_at, refunded_at, guarantee_checked from payments where session_id = ${sessionId}`,
  );
  return row;
}

describe('refund guarantee', () => {
  it('flags the payment and mails the owner when no published project got an offer', async () => {
    const sessionId = await buyPremium();
    await publishProject();
    expect(await runRefundGuarantee(t.app.ctx, { now: new Date() })).toEqual({
      checked: 0,
      flagged: 0,
      refunded: 0,
    });
    const run = await runRefundGuarantee(t.app.ctx, { now: afterTheMonth() });
    expect(run).toEqual({ checked: 1, flagged: 1, refunded: 0 });
    const row = await paymentRow(sessionId);
    expect(row?.refund_flagged_at).not.toBeNull();
    expect(row?.refunded_at).toBeNull();
    const mail = t.mails.find((m) => m.to === users.owner.email);
    expect(mail?.subject).toBe(MSG.guaranteeMail.subject);
    expect(mail?.text).toContain('30,99');
    // A second run neither flags nor mails again.
    expect((await runRefundGuarantee(t.app.ctx, { now: afterTheMonth() })).checked).toBe(0);
    expect(t.mails.filter((m) => m.to === users.owner.email)).toHaveLength(1);
  });

  it('shows flagged payments to the users.admin, who marks them refunded', async () => {
    await buyPremium();
    await publishProject();
    await runRefundGuarantee(t.app.ctx, { now: afterTheMonth() });
    const list = await api.inject('GET', '/api/admin/payments?status=refund', users.admin);
    expect(list.statusCode).toBe(200);
    const [payment] = list.json().payments;
    expect(payment).toMatchObject({ user: 'marque', packType: 'premium', amountCents: 3099 });
    expect(payment.refundFlaggedAt).not.toBeNull();
    const refund = await api.inject(
      'POST',
      `/api/admin/payments/${payment.id}/refund`,
      users.admin,
    );
    expect(refund.json().payment.refundedAt).not.toBeNull();
    expect((await api.inject('GET', '/api/admin/payments', users.owner)).statusCode).toBe(403);
  });

  it('does not flag when a project published during the month received an offer', async () => {
    const sessionId = await buyPremium();
    const project = await publishProject();
    await t.app.ctx.db.insert(offers).values({
      projectId: project.id,
      userId: creator.id,
      amountCents: 15000,
      tax: 'TTC',
      messageOffre: 'Bonjour, voici ma proposition.',
    });
    expect(await runRefundGuarantee(t.app.ctx, { now: afterTheMonth() })).toEqual({
      checked: 1,
      flagged: 0,
      refunded: 0,
    });
    expect((await paymentRow(sessionId))?.guarantee_checked).toBe(true);
    expect(t.mails).toHaveLength(0);
  });

  it('does not flag a month without any published project, nor one published before it', async () => {
    await publishProject(new Date(Date.now() - 3 * DAY));
    await buyPremium();
    const run = await runRefundGuarantee(t.app.ctx, { now: afterTheMonth() });
    expect(run).toEqual({ checked: 1, flagged: 0, refunded: 0 });
  });

  it('refuses to refund an unpaid payment', async () => {
    const session = await api.openCheckout(users.owner, 'standard');
    const [row] = await queryRows<{ id: string }>(
      t.app,
      sql`select id from payments where session_id = ${session.id}`,
    );
    const res = await api.inject('POST', `/api/admin/payments/${row?.id}/refund`, users.admin);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(MSG.payment.notRefundable);
  });
});
