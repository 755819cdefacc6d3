import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../test-support/payment-fixtures.js';
import {
  balancesOf,
  escrowApi,
  notificationTypes,
  onboardCreator,
  securePayment,
  signedCollab,
  useEscrowTestApp,
} from '../../test-support/escrow-fixtures.js';

import { strayChargesOf } from './checkouts.repository.js';
import { connectProvider } from './connect-provider.js';
import * as repo from './escrow.repository.js';
import { amountsOf } from './payment-state.js';
import { openPayment } from './payment.service.js';
import { findSessionUser } from '../auth/auth.repository.js';
import { startSecondInstance } from '../../test-support/test-app.js';

// The impatient and the unlucky, 20 at a time, with the simulated provider: one checkout
// session per payment whatever the clicks, and a payment against a cancellation never loses the
// money (never a 5xx; the money ends held or refunded, and the books match the provider's).

const t = useEscrowTestApp();
const api = () => escrowApi(t.app);

const sessionsOf = async (idOffer: string) =>
  (
    await queryRows<{ id: string }>(
      t.app,
      sql`select id from simulated_collab_checkouts where offer_id = ${idOffer}`,
    )
  ).map((row) => row.id);

describe('opening a payment', () => {
  for (const clicks of [2, 20]) {
    it(`${clicks} requests at once open one checkout session`, async () => {
      const a = api();
      const setup = await signedCollab(t.app);
      await onboardCreator(t.app, setup.author);
      const answers = await Promise.all(
        Array.from({ length: clicks }, () => a.pay(setup.idOffer, setup.owner)),
      );
      for (const res of answers) expect(res.statusCode, res.body).toBe(200);
      const urls = new Set(answers.map((res) => (res.json() as { url: string }).url));
      expect(urls.size).toBe(1);
      expect(await sessionsOf(setup.idOffer)).toHaveLength(1);
      // Paid once; a later click answers that it is done.
      await a.paySimulated([...urls][0] as string);
      expect((await a.pay(setup.idOffer, setup.owner)).statusCode).toBe(409);
      expect((await a.space(setup.idOffer, setup.owner)).payment.status).toBe('held');
    });
  }
});

describe('opening a payment on several instances', () => {
  it('20 requests split over two instances sharing the database open one session', async () => {
    const second = await startSecondInstance(t);
    try {
      const setup = await signedCollab(t.app);
      await onboardCreator(t.app, setup.author);
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          escrowApi(i % 2 === 0 ? t.app : second).pay(setup.idOffer, setup.owner),
        ),
      );
      for (const res of answers) expect(res.statusCode, res.body).toBe(200);
      expect(new Set(answers.map((res) => (res.json() as { url: string }).url)).size).toBe(1);
      expect(await sessionsOf(setup.idOffer)).toHaveLength(1);
    } finally {
      await second.close();
    }
  });

  it('20 openings at once without the per-instance queue (20 instances) reserve one checkout', async () => {
    const setup = await signedCollab(t.app);
    await onboardCreator(t.app, setup.author);
    const owner = await findSessionUser(t.app.ctx.db, setup.owner.id);
    if (!owner) throw new Error('no owner');
    const body = { idOffer: setup.idOffer, version: 1 };
    const opened = await Promise.all(
      Array.from({ length: 20 }, () => openPayment(t.app.ctx, owner, body)),
    );
    expect(new Set(opened.map((answer) => answer.url)).size).toBe(1);
    expect(await sessionsOf(setup.idOffer)).toHaveLength(1);
  });
});

describe('a second session paid', () => {
  it('is refunded at once, in full, with its ledger entries, and the payer is told', async () => {
    const a = api();
    const setup = await signedCollab(t.app);
    await onboardCreator(t.app, setup.author);
    const first = (await a.pay(setup.idOffer, setup.owner)).json() as { url: string };
    // A session opened beside the reservation (an older build, a provider's retry).
    const provider = connectProvider(t.app.ctx);
    const payment = await repo.findPayment(t.app.ctx.db, setup.idOffer);
    if (!provider || !payment) throw new Error('no payment');
    const second = await provider.createCollabCheckout({
      offerId: setup.idOffer,
      ownerId: setup.owner.id,
      email: setup.owner.email,
      projectTitle: 'Lancement du sérum',
      ...amountsOf(payment),
      transferGroup: payment.transferGroup,
      successUrl: 'https://kollabo.test/ok',
      cancelUrl: 'https://kollabo.test/annule',
      expiresAt: new Date(Date.now() + 3_600_000),
      idempotencyKey: 'an-older-build:1',
    });
    // Both paid, the second one twice at once (a replayed page).
    expect((await a.paySimulated(first.url)).statusCode).toBe(200);
    const replays = await Promise.all([1, 2, 3].map(() => a.paySimulated(second.url)));
    for (const res of replays) expect(res.statusCode, res.body).toBe(200);
    expect((await a.space(setup.idOffer, setup.owner)).payment.status).toBe('held');
    const strays = await strayChargesOf(t.app.ctx.db, setup.idOffer);
    expect(strays).toMatchObject([
      { sessionId: second.id, reason: 'second_session', status: 'done', amountCents: 114_480 },
    ]);
    expect(await notificationTypes(t.app, setup.owner)).toContain(
      'collab_payment_duplicate_refunded',
    );
    // The collaboration's history says it, with the amounts.
    const history = (await a.space(setup.idOffer, setup.owner)).history;
    expect(history.filter((item) => item.type.startsWith('payment_'))).toEqual([
      expect.objectContaining({ type: 'payment_held', amountCents: 114_480 }),
      expect.objectContaining({ type: 'payment_stray_refunded', amountCents: 114_480 }),
    ]);
    // The held money is the payment's alone; the stray charge went back to the card.
    expect(await balancesOf(t.app, setup.idOffer)).toMatchObject({ provider_held: 114_480 });
  });
});

describe('the same step 20 times at once', () => {
  it('pay against pay: 20 payments of one checkout hold it once', async () => {
    const a = api();
    const setup = await signedCollab(t.app);
    await onboardCreator(t.app, setup.author);
    const { url } = (await a.pay(setup.idOffer, setup.owner)).json() as { url: string };
    const answers = await Promise.all(Array.from({ length: 20 }, () => a.paySimulated(url)));
    for (const res of answers) expect(res.statusCode, res.body).toBeLessThan(500);
    expect((await a.space(setup.idOffer, setup.owner)).payment.status).toBe('held');
    expect(await balancesOf(t.app, setup.idOffer)).toMatchObject({ provider_held: 114_480 });
  });

  it('cancel against cancel: 20 confirmations at once refund a held payment once', async () => {
    const a = api();
    const setup = await signedCollab(t.app);
    await securePayment(t.app, setup);
    expect((await a.cancel(setup.idOffer, setup.author)).statusCode).toBe(200);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => a.cancel(setup.idOffer, setup.owner)),
    );
    for (const res of answers) expect(res.statusCode, res.body).toBe(200);
    expect((await a.space(setup.idOffer, setup.owner)).payment.status).toBe('refunded');
    const refunds = await queryRows<{ n: number }>(
      t.app,
      sql`select count(*)::int as n from simulated_balance_transactions where type = 'refund'`,
    );
    expect(refunds).toEqual([{ n: 1 }]);
  });
});

describe('paying while the other party confirms a cancellation', () => {
  it('10 payments against 10 cancellations, 20 times: no 5xx, the money held or refunded', async () => {
    for (let round = 0; round < 20; round += 1) {
      const a = api();
      const setup = await signedCollab(t.app);
      await onboardCreator(t.app, setup.author);
      const open = await a.pay(setup.idOffer, setup.owner);
      expect(open.statusCode, open.body).toBe(200);
      const { url } = open.json() as { url: string };
      // The creator asked; the owner's confirmations race the card payments.
      expect((await a.cancel(setup.idOffer, setup.author)).statusCode).toBe(200);
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          i % 2 === 0 ? a.paySimulated(url) : a.cancel(setup.idOffer, setup.owner),
        ),
      );
      for (const res of answers) expect(res.statusCode, res.body).toBeLessThan(500);
      const space = await a.space(setup.idOffer, setup.owner);
      const paid = answers.some((res, i) => i % 2 === 0 && res.statusCode === 200);
      expect(space.payment.status).toBe(paid ? 'refunded' : 'unpaid');
    }
  }, 180_000);
});
