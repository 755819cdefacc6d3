import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MSG } from '@kollabo/shared';
import { createUser } from '../../test-support/fixtures.js';
import { queryRows } from '../../test-support/payment-fixtures.js';
import {
  balancesOf,
  escrowApi,
  expectError,
  notificationTypes,
  onboardCreator,
  securePayment,
  signedCollab,
  useEscrowTestApp,
} from '../../test-support/escrow-fixtures.js';
import { transaction } from '../../db/transaction.js';
import { runEscrowJobs } from './escrow.worker.js';
import { handleProviderEvent } from './provider-events.service.js';
import { paySimulatedCheckout } from './simulated.repository.js';
import { decideRelease, executeRelease } from './release.service.js';

// Pay through Kollabo with the simulated provider: payout accounts, payment held,
// released, the rules the server enforces. The books balance after every test.

const t = useEscrowTestApp();
const api = () => escrowApi(t.app);

const DAY = 86_400_000;

describe('payout account', () => {
  it('starts at none, onboards on the simulated page (IBAN checked), then is active', async () => {
    const { h } = api();
    const creator = await createUser(t.app);
    expect((await h.get('/api/user/payout-account', creator)).json()).toEqual({
      status: 'none',
      requirements: [],
      vatPosition: 'TTC',
      vatExempt: false,
    });
    const started = await h.post('/api/user/payout-account/onboarding', {}, creator);
    expect(started.statusCode, started.body).toBe(200);
    const url = (started.json() as { url: string }).url;
    expect(url).toMatch(/^\/simulated\/onboarding\/acct_sim_/);
    const accountId = url.split('/').pop() as string;
    expect((await h.get('/api/user/payout-account', creator)).json()).toMatchObject({
      status: 'pending',
    });
    const submit = (body: object, user = creator) =>
      h.post(`/api/payment/simulated-onboarding/${accountId}`, body, user);
    const good = {
      name: 'Chloé Dupont',
      iban: 'FR7630006000011234567890189',
      birthDate: '1995-04-12',
      vatExempt: true,
    };
    expectError(
      await submit({ ...good, iban: 'FR7630006000011234567890188' }),
      'iban_invalid',
      400,
    );
    expectError(await submit({ ...good, birthDate: '2020-01-01' }), 'birth_date_invalid', 400);
    expectError(await submit({ ...good, name: '' }), 'payout_details_invalid', 400);
    const stranger = await createUser(t.app);
    expectError(await submit(good, stranger), 'onboarding_not_found', 404);
    const done = await submit(good);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ redirect: '/recevoir-mes-paiements?onboarding=retour' });
    expect((await h.get('/api/user/payout-account', creator)).json()).toEqual({
      status: 'active',
      requirements: [],
      vatPosition: 'EXEMPT',
      vatExempt: true,
    });
    // A second onboarding reuses the same account.
    const again = await h.post('/api/user/payout-account/onboarding', {}, creator);
    expect((again.json() as { url: string }).url).toBe(url);
  });
});

describe('the owner pays', () => {
  it('only the owner, after both signatures, for the signed amount, once the creator is active', async () => {
    const a = api();
    const setup = await signedCollab(t.app, { amount: 900, tax: 'HT' });
    const { owner, author, idOffer } = setup;
    expectError(await a.pay(idOffer, author), 'payment_owner_only', 403);
    expectError(await a.pay(idOffer, owner), 'creator_payout_inactive', 409);
    let space = await a.space(idOffer, owner);
    expect(space.payment).toMatchObject({ status: 'unpaid', required: true, can: { pay: false } });
    expect(space.payment.creatorPayout.status).toBe('none');
    await onboardCreator(t.app, author);
    expectError(await a.pay(idOffer, owner, 2), 'version_changed', 409);
    const outsider = await createUser(t.app);
    expectError(await a.pay(idOffer, outsider), 'collab_forbidden', 403);

    space = await a.space(idOffer, owner);
    // 900 € HT + 20 % VAT = 1 080 €; fee 5 % = 54 €; VAT on fee 10,80 €.
    expect(space.payment).toMatchObject({
      amountCents: 108_000,
      feeCents: 5400,
      vatOnFeeCents: 1080,
      totalCents: 114_480,
      can: { pay: true },
    });
    expect((await a.space(idOffer, author)).payment.can.pay).toBe(false);

    // No publication before the money is held.
    expectError(await a.publish(idOffer, author, 0), 'payment_required_first', 409);

    const res = await a.pay(idOffer, owner);
    expect(res.statusCode, res.body).toBe(200);
    const { url } = res.json() as { url: string };
    expect(url).toMatch(/^\/simulated\/collab-checkout\/cs_sim_/);
    // Asked again while open: the same session.
    expect((await a.pay(idOffer, owner)).json()).toEqual({ url });
    const session = await a.h.get(`/api/payment/simulated-collab/${url.split('/').pop()}`);
    expect(session.json()).toMatchObject({ totalCents: 114_480, status: 'open', idOffer });

    const paid = await a.paySimulated(url);
    expect(paid.json()).toEqual({ redirect: `/collab/${idOffer}?paiement=ok` });
    space = await a.space(idOffer, owner);
    expect(space.payment).toMatchObject({
      status: 'held',
      releaseAt: null,
      can: { pay: false, dispute: true },
    });
    expectError(await a.pay(idOffer, owner), 'payment_already_done', 409);
    // Paying the same session again changes nothing.
    expect((await a.paySimulated(url)).statusCode).toBe(200);
    expect(await balancesOf(t.app, idOffer)).toMatchObject({ provider_held: 114_480 });
    expect(await notificationTypes(t.app, author)).toContain('collab_payment_held');
    expect(await notificationTypes(t.app, owner)).toContain('collab_payment_held');
  });

  it('an offer "TVA non applicable" is paid without VAT; a 0 € contract skips payment', async () => {
    const a = api();
    const setup = await signedCollab(t.app, { amount: 500, tax: 'EXEMPT' });
    await onboardCreator(t.app, setup.author);
    expect((await a.space(setup.idOffer, setup.owner)).payment).toMatchObject({
      amountCents: 50_000,
      feeCents: 2500,
      vatOnFeeCents: 500,
      totalCents: 53_000,
    });

    // A contract whose amount is 0 € (benefits in kind only).
    const free = await signedCollab(t.app, { amount: 100, tax: 'TTC' });
    await t.app.ctx.db.execute(
      sql`update collab_contract_versions set terms = jsonb_set(terms, '{amountCents}', '0') where offer_id = ${free.idOffer}`,
    );
    expectError(await a.pay(free.idOffer, free.owner), 'payment_not_required', 409);
    expect((await a.space(free.idOffer, free.owner)).payment.required).toBe(false);
    expect((await a.publish(free.idOffer, free.author, 0)).statusCode).toBe(200);
  });
});

describe('held, then released', () => {
  it('releases on the last approval: one transfer, one payout, the ledger moved, both told', async () => {
    const a = api();
    const setup = await signedCollab(t.app, { amount: 1000, tax: 'TTC' });
    const { owner, author, idOffer } = setup;
    await securePayment(t.app, setup);
    expect((await a.publish(idOffer, author, 0)).statusCode).toBe(200);
    expect((await a.space(idOffer, owner)).payment.releaseAt).toBeNull();
    expect((await a.publish(idOffer, author, 1)).statusCode).toBe(200);
    const releaseAt = (await a.space(idOffer, owner)).payment.releaseAt;
    expect(releaseAt).not.toBeNull();
    expect(new Date(releaseAt as string).getTime() - Date.now()).toBeGreaterThan(6.9 * DAY);
    // A change asked suspends the automatic release.
    expect((await a.review(idOffer, owner, 1, 'change')).statusCode).toBe(200);
    expect((await a.space(idOffer, owner)).payment.releaseAt).toBeNull();
    expect((await a.publish(idOffer, author, 1)).statusCode).toBe(200);
    expect((await a.review(idOffer, owner, 0)).statusCode).toBe(200);
    expect((await a.space(idOffer, owner)).payment.status).toBe('held');
    const done = await a.review(idOffer, owner, 1);
    expect(done.json()).toMatchObject({ completed: true });
    const space = await a.space(idOffer, author);
    expect(space.payment).toMatchObject({ status: 'released', creatorCents: 100_000 });
    expect(await balancesOf(t.app, idOffer)).toEqual({
      owner_card: -106_000,
      platform_fee: 5000 - 1615, // the commission minus the card fee (1,5 % + 0,25 €)
      provider_fees: 1615,
      vat_on_fee: 1000,
      creator_paid_out: 100_000,
    });
    const moves = await queryRows<{ type: string; amount_cents: number }>(
      t.app,
      sql`select type, amount_cents from simulated_balance_transactions order by created_at`,
    );
    expect(moves.map((m) => [m.type, m.amount_cents])).toEqual([
      ['charge', 106_000],
      ['transfer', 100_000],
      ['payout', 100_000],
    ]);
    expect(await notificationTypes(t.app, author)).toContain('collab_payment_released');
    const list = await a.h.get('/api/user/payments?page=1&pageSize=10', author);
    expect(list.json()).toMatchObject({
      hasMore: false,
      payments: [{ idOffer, role: 'author', status: 'released', amountCents: 100_000 }],
    });
    const movements = (list.json() as { payments: { movements: { type: string }[] }[] }).payments[0]
      ?.movements;
    expect(movements?.map((m) => m.type)).toEqual(['held', 'transfer', 'payout']);
    const ownerList = await a.h.get('/api/user/payments', owner);
    expect(
      (ownerList.json() as { payments: { movements: unknown[] }[] }).payments[0]?.movements,
    ).toMatchObject([{ type: 'payment', amountCents: -106_000 }]);
  });

  it('releases automatically AUTO_RELEASE_DAYS after the last publication, and alerts at 80 days', async () => {
    const a = api();
    const setup = await signedCollab(t.app, { amount: 300, tax: 'TTC' });
    await securePayment(t.app, setup);
    await a.publish(setup.idOffer, setup.author, 0);
    await a.publish(setup.idOffer, setup.author, 1);
    expect(await runEscrowJobs(t.app.ctx, new Date(Date.now() + 6 * DAY))).toMatchObject({
      released: 0,
    });
    expect((await a.space(setup.idOffer, setup.owner)).payment.status).toBe('held');
    expect(await runEscrowJobs(t.app.ctx, new Date(Date.now() + 7 * DAY + 60_000))).toMatchObject({
      released: 1,
    });
    expect((await a.space(setup.idOffer, setup.owner)).payment.status).toBe('released');

    const other = await signedCollab(t.app, { amount: 200, tax: 'TTC' });
    await securePayment(t.app, other);
    expect(await runEscrowJobs(t.app.ctx, new Date(Date.now() + 81 * DAY))).toMatchObject({
      alerted: 1,
    });
    const admin = await createUser(t.app, { role: 'admin' });
    const overview = await a.h.get('/api/admin/disputes', admin);
    expect(overview.json()).toMatchObject({ alerts: [{ idOffer: other.idOffer, status: 'held' }] });
  });

  it('no payment to a restricted account: the approval keeps it held until the account is active again', async () => {
    const a = api();
    const setup = await signedCollab(t.app, { amount: 300, tax: 'TTC' });
    await securePayment(t.app, setup);
    await a.publish(setup.idOffer, setup.author, 0);
    await a.publish(setup.idOffer, setup.author, 1);
    await t.app.ctx.db.execute(
      sql`update payout_accounts set status = 'restricted' where user_id = ${setup.author.id}`,
    );
    await a.review(setup.idOffer, setup.owner, 0);
    expect((await a.review(setup.idOffer, setup.owner, 1)).json()).toMatchObject({
      completed: true,
    });
    expect((await a.space(setup.idOffer, setup.owner)).payment.status).toBe('held');
    expect((await runEscrowJobs(t.app.ctx)).released).toBe(0);
    await t.app.ctx.db.execute(
      sql`update payout_accounts set status = 'active' where user_id = ${setup.author.id}`,
    );
    expect((await runEscrowJobs(t.app.ctx, new Date(Date.now() + 1000))).released).toBe(1);
    expect((await a.space(setup.idOffer, setup.owner)).payment.status).toBe('released');
  });

  it('lists the user’s payments 10 by page', async () => {
    const a = api();
    const first = await signedCollab(t.app, { amount: 100, tax: 'TTC' });
    await securePayment(t.app, first);
    const page = await a.h.get('/api/user/payments?page=1&pageSize=1', first.owner);
    expect(page.json()).toMatchObject({ hasMore: false, payments: [{ idOffer: first.idOffer }] });
    const second = await signedCollab(t.app, { amount: 200, tax: 'TTC', owner: first.owner });
    await securePayment(t.app, second);
    const one = await a.h.get('/api/user/payments?page=1&pageSize=1', first.owner);
    expect(one.json()).toMatchObject({ hasMore: true, payments: [{ idOffer: second.idOffer }] });
    const two = await a.h.get('/api/user/payments?page=2&pageSize=1', first.owner);
    expect(two.json()).toMatchObject({ hasMore: false, payments: [{ idOffer: first.idOffer }] });
    expect((await a.h.get('/api/user/payments?pageSize=11', first.owner)).statusCode).toBe(400);
    const stranger = await createUser(t.app);
    expect((await a.h.get('/api/user/payments', stranger)).json()).toEqual({
      payments: [],
      hasMore: false,
    });
  });

  it('20 concurrent releases move the money once', async () => {
    const setup = await signedCollab(t.app, { amount: 400, tax: 'TTC' });
    await securePayment(t.app, setup);
    const a = api();
    await a.publish(setup.idOffer, setup.author, 0);
    await a.publish(setup.idOffer, setup.author, 1);
    const later = new Date(Date.now() + 8 * DAY);
    const runs = await Promise.all(
      Array.from({ length: 20 }, () => runEscrowJobs(t.app.ctx, later)),
    );
    expect(runs.reduce((n, r) => n + r.released, 0)).toBe(1);
    // One decided release whose money moves are asked 20 times at once.
    const other = await signedCollab(t.app, { amount: 400, tax: 'TTC', owner: setup.owner });
    await securePayment(t.app, other);
    const decisions = await Promise.all(
      Array.from({ length: 20 }, () =>
        transaction(t.app.ctx.db, (tx) => decideRelease(t.app.ctx, tx, other.idOffer, 'release')),
      ),
    );
    expect(decisions.filter((d) => d === 'released')).toHaveLength(1);
    await Promise.all(Array.from({ length: 20 }, () => executeRelease(t.app.ctx, other.idOffer)));
    expect(await balancesOf(t.app, other.idOffer)).toMatchObject({ creator_paid_out: 40_000 });
    const moves = await queryRows<{ type: string }>(
      t.app,
      sql`select type from simulated_balance_transactions where type in ('transfer', 'payout')`,
    );
    expect(moves.map((m) => m.type).sort()).toEqual(['payout', 'payout', 'transfer', 'transfer']);
  });

  it('a release and a refund of the same money at once: exactly one wins', async () => {
    const setup = await signedCollab(t.app, { amount: 400, tax: 'TTC' });
    await securePayment(t.app, setup);
    const a = api();
    // Both ask to cancel... the owner first, then the creator confirms while the release runs.
    await a.cancel(setup.idOffer, setup.owner);
    await t.app.ctx.db.execute(
      sql`update collab_payments set release_at = now() - interval '1 minute' where offer_id = ${setup.idOffer}`,
    );
    const [confirm, jobs] = await Promise.all([
      a.cancel(setup.idOffer, setup.author),
      runEscrowJobs(t.app.ctx),
    ]);
    const status = (await a.space(setup.idOffer, setup.owner)).payment.status;
    if (status === 'refunded') {
      expect(confirm.json()).toMatchObject({ cancelled: true });
      expect(jobs.released).toBe(0);
    } else {
      expect(status).toBe('released');
      expect(confirm.statusCode).toBe(409);
      expect(jobs.released).toBe(1);
    }
    const moves = await queryRows<{ type: string }>(
      t.app,
      sql`select type from simulated_balance_transactions where type <> 'charge'`,
    );
    expect(moves.length === 1 || moves.length === 2).toBe(true);
    expect(new Set(moves.map((m) => (m.type === 'refund' ? 'refund' : 'release'))).size).toBe(1);
  });
});

describe('cancel and refund', () => {
  it('one asks, asking twice changes nothing, the other confirms: full refund, commission included', async () => {
    const a = api();
    const setup = await signedCollab(t.app, { amount: 1000, tax: 'TTC' });
    await securePayment(t.app, setup);
    const { owner, author, idOffer } = setup;
    expectError(await a.cancel(idOffer, owner, ''), 'cancel_reason_invalid', 400);
    expectError(await a.cancel(idOffer, owner, 'x'.repeat(501)), 'cancel_reason_invalid', 400);
    expect((await a.cancel(idOffer, owner)).json()).toEqual({ ok: true, cancelled: false });
    expect((await a.cancel(idOffer, owner, 'Encore')).json()).toEqual({
      ok: true,
      cancelled: false,
    });
    const seen = await a.space(idOffer, author);
    expect(seen.payment).toMatchObject({
      cancelRequest: { requestedBy: 'owner', reason: 'Le projet est abandonné.' },
      can: { confirmCancel: true, cancel: false },
    });
    expect(await notificationTypes(t.app, author)).toContain('collab_cancel_requested');
    expect((await a.cancel(idOffer, author, 'D’accord')).json()).toEqual({
      ok: true,
      cancelled: true,
    });
    const after = await a.space(idOffer, owner);
    expect(after.payment).toMatchObject({
      status: 'refunded',
      cancelled: true,
      refundCents: 106_000,
    });
    expect(await balancesOf(t.app, idOffer)).toEqual({ platform_fee: -1615, provider_fees: 1615 });
    const refunds = await queryRows<{ amount_cents: number }>(
      t.app,
      sql`select amount_cents from simulated_balance_transactions where type = 'refund'`,
    );
    expect(refunds).toEqual([{ amount_cents: 106_000 }]);
    expect((await a.cancel(idOffer, author)).json()).toEqual({ ok: true, cancelled: true });
    expectError(await a.publish(idOffer, author, 0), 'collab_cancelled', 409);
  });

  it('closes the open checkout of a cancelled unpaid collaboration: it can no longer be paid', async () => {
    const a = api();
    const setup = await signedCollab(t.app, { amount: 1000, tax: 'TTC' });
    await onboardCreator(t.app, setup.author);
    const { url } = (await a.pay(setup.idOffer, setup.owner)).json() as { url: string };
    await a.cancel(setup.idOffer, setup.owner);
    expect((await a.cancel(setup.idOffer, setup.author)).json()).toMatchObject({ cancelled: true });
    expectError(await a.pay(setup.idOffer, setup.owner), 'collab_cancelled', 409);
    expectError(await a.paySimulated(url), 'session_closed', 409);
    expect((await a.space(setup.idOffer, setup.owner)).payment.status).toBe('unpaid');
  });

  it('a checkout paid at the provider while the collaboration is cancelled is refunded at once', async () => {
    const a = api();
    const setup = await signedCollab(t.app, { amount: 1000, tax: 'TTC' });
    await onboardCreator(t.app, setup.author);
    const { url } = (await a.pay(setup.idOffer, setup.owner)).json() as { url: string };
    const sessionId = decodeURIComponent(url.split('/').pop() ?? '');
    // The card is charged; the provider's event is still on its way when both cancel.
    await paySimulatedCheckout(t.app.ctx.db, sessionId, {
      paymentIntentId: 'pi_sim_late',
      feeCents: 1615,
    });
    await a.cancel(setup.idOffer, setup.owner);
    expect((await a.cancel(setup.idOffer, setup.author)).json()).toMatchObject({ cancelled: true });
    await handleProviderEvent(t.app.ctx, { id: 'evt_late', kind: 'collab_paid', sessionId });
    const space = await a.space(setup.idOffer, setup.owner);
    expect(space.payment).toMatchObject({ status: 'refunded', cancelled: true });
    const refunds = await queryRows<{ amount_cents: number }>(
      t.app,
      sql`select amount_cents from simulated_balance_transactions where type = 'refund'`,
    );
    expect(refunds).toEqual([{ amount_cents: 106_000 }]);
  });

  it('refuses after a publication (409, pointing to the dispute)', async () => {
    const a = api();
    const setup = await signedCollab(t.app, { amount: 1000, tax: 'TTC' });
    await securePayment(t.app, setup);
    await a.publish(setup.idOffer, setup.author, 0);
    const res = await a.cancel(setup.idOffer, setup.owner);
    expectError(res, 'cancel_after_publication', 409);
    expect((res.json() as { message: string }).message).toBe(
      MSG.collabPayments.cancelAfterPublication,
    );
  });

  it('the owner cancels alone 14 days after the publication window ended with nothing published', async () => {
    const a = api();
    const setup = await signedCollab(t.app, { amount: 1000, tax: 'TTC' });
    await securePayment(t.app, setup);
    // The contract's window ends on 2026-12-20: not yet 14 days after.
    expect((await a.cancel(setup.idOffer, setup.owner)).json()).toMatchObject({ cancelled: false });
    await t.app.ctx.db.execute(
      sql`update collab_contract_versions set terms = jsonb_set(terms, '{deliverables}', (select jsonb_agg(jsonb_set(d, '{publishTo}', '"2020-01-31"')) from jsonb_array_elements(terms->'deliverables') d)) where offer_id = ${setup.idOffer}`,
    );
    expect((await a.cancel(setup.idOffer, setup.owner)).json()).toMatchObject({ cancelled: true });
    expect((await a.space(setup.idOffer, setup.owner)).payment.status).toBe('refunded');
  });
});

describe('disputes', () => {
  it('either party freezes held money; only an admin decides; a split refunds the commission in proportion', async () => {
    const a = api();
    const setup = await signedCollab(t.app, { amount: 1000, tax: 'TTC' });
    const { owner, author, idOffer } = setup;
    expectError(await a.dispute(idOffer, owner), 'dispute_not_held', 409);
    await securePayment(t.app, setup);
    expectError(await a.dispute(idOffer, owner, 'unknown'), 'dispute_invalid', 400);
    expect((await a.dispute(idOffer, owner)).statusCode).toBe(200);
    expectError(await a.dispute(idOffer, author), 'dispute_not_held', 409);
    expect(await notificationTypes(t.app, author)).toContain('collab_dispute_opened');
    const space = await a.space(idOffer, author);
    expect(space.payment).toMatchObject({
      status: 'disputed',
      dispute: { openedBy: 'owner', reason: 'not_conform', decision: null },
    });
    // Frozen: the last approval releases nothing, nor does the worker.
    await a.publish(idOffer, author, 0).then((r) => expect(r.statusCode).toBe(409));
    expect((await runEscrowJobs(t.app.ctx, new Date(Date.now() + 30 * DAY))).released).toBe(0);

    const admin = await createUser(t.app, { role: 'admin' });
    expect((await a.decide(owner, { idOffer, decision: 'refund', reason: 'Non' })).statusCode).toBe(
      403,
    );
    const list = await a.h.get('/api/admin/disputes', admin);
    expect(list.json()).toMatchObject({ disputes: [{ idOffer, status: 'disputed' }] });
    expectError(
      await a.decide(admin, {
        idOffer,
        decision: 'split',
        creatorCents: 100_001,
        reason: 'Partage',
      }),
      'decision_invalid',
      400,
    );
    expectError(
      await a.decide(admin, { idOffer, decision: 'split', reason: 'Partage' }),
      'decision_invalid',
      400,
    );
    const decided = await a.decide(admin, {
      idOffer,
      decision: 'split',
      creatorCents: 25_000,
      reason: 'Un seul livrable sur deux a été livré conformément au contrat.',
    });
    expect(decided.json()).toEqual({ ok: true, status: 'split' });
    expect(await balancesOf(t.app, idOffer)).toEqual({
      owner_card: -106_000 + 79_500,
      creator_paid_out: 25_000,
      platform_fee: 1250 - 1615,
      vat_on_fee: 250,
      provider_fees: 1615,
    });
    const after = await a.space(idOffer, owner);
    expect(after.payment).toMatchObject({
      status: 'split',
      creatorCents: 25_000,
      refundCents: 79_500,
      dispute: { decision: 'split', decisionReason: expect.stringContaining('Un seul livrable') },
    });
    expect(await notificationTypes(t.app, owner)).toContain('collab_dispute_decided');
    expectError(
      await a.decide(admin, { idOffer, decision: 'refund', reason: 'Encore' }),
      'dispute_already_decided',
      409,
    );
  });
});

describe('reconcile', () => {
  it('npm run admin -- reconcile reports balanced books, and the admin sees the last run', async () => {
    const { adminCommands } = await import('../admin/admin.commands.js');
    const setup = await signedCollab(t.app, { amount: 100, tax: 'TTC' });
    await securePayment(t.app, setup);
    const reconcileCommand = adminCommands.reconcile;
    if (!reconcileCommand) throw new Error('no reconcile command');
    const out = await reconcileCommand.run({ db: t.app.ctx.db, config: t.app.ctx.config }, []);
    expect(out).toBe('ledger balanced; 0 difference(s)');
    const admin = await createUser(t.app, { role: 'admin' });
    const overview = await api().h.get('/api/admin/disputes', admin);
    expect(overview.json()).toMatchObject({
      held: [{ idOffer: setup.idOffer, status: 'held', totalCents: 10_600 }],
      reconciliation: { ok: true, balanced: true, differences: [] },
    });
  });

  it('reports a movement of the provider that the ledger does not know', async () => {
    const setup = await signedCollab(t.app, { amount: 100, tax: 'TTC' });
    await securePayment(t.app, setup);
    const { reconcile } = await import('./reconcile.service.js');
    await t.app.ctx.db.execute(
      sql`insert into simulated_balance_transactions (id, type, source, account, amount_cents) values ('txn_x', 'refund', 're_sim_x', 'pi_x', 500)`,
    );
    const result = await reconcile(t.app.ctx.db, t.app.ctx.config);
    expect(result.ok).toBe(false);
    expect(result.differences).toEqual([
      {
        kind: 'missing_in_ledger',
        type: 'refund',
        reference: 're_sim_x',
        ledgerCents: null,
        providerCents: 500,
        at: expect.any(String),
      },
    ]);
    await t.app.ctx.db.execute(sql`delete from simulated_balance_transactions where id = 'txn_x'`);
  });
});

describe('the simulated provider in production', () => {
  it('is refused: onboarding answers 503, its pages 404', async () => {
    const { createTestApp } = await import('../../test-support/test-app.js');
    const prod = await createTestApp({ NODE_ENV: 'production' });
    try {
      const user = await createUser(prod.app);
      const h = escrowApi(prod.app).h;
      expectError(
        await h.post('/api/user/payout-account/onboarding', {}, user),
        'payment_unavailable',
        503,
      );
      expectError(
        await h.get('/api/payment/simulated-collab/cs_sim_x'),
        'simulated_unavailable',
        404,
      );
      expectError(
        await h.post('/api/payment/simulated-collab/cs_sim_x/pay', {}),
        'simulated_unavailable',
        404,
      );
      expectError(
        await h.post(
          '/api/payment/simulated-onboarding/acct_sim_x',
          {
            name: 'Chloé',
            iban: 'FR7630006000011234567890189',
            birthDate: '1990-01-01',
            vatExempt: false,
          },
          user,
        ),
        'simulated_unavailable',
        404,
      );
    } finally {
      await prod.close();
    }
  });
});
