import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MSG, VAT_EXEMPT_MENTION, type Offer } from '@kollabo/shared';
import { createUser, type TestUser } from '../../test-support/fixtures.js';
import { acceptedOffer, contract, identity } from '../../test-support/collab-fixtures.js';
import { queryRows } from '../../test-support/payment-fixtures.js';
import { transaction } from '../../db/transaction.js';
import { setVatPosition } from '../collab/vat-position.service.js';
import {
  balancesOf,
  escrowApi,
  expectError,
  notificationTypes,
  onboardCreator,
  signedCollab,
  useEscrowTestApp,
} from '../../test-support/escrow-fixtures.js';

// The price frozen at signature: the creator's VAT position ("HT, TVA 20 % en sus", "TTC",
// "TVA non applicable, art. 293 B du CGI") kept on her account with or without payouts, the
// figures of a version read from its terms only, a change reaching a contract only through an
// amendment both sign. The books balance after every test.

const t = useEscrowTestApp();
const api = () => escrowApi(t.app);

const vat = (body: unknown, user: TestUser) =>
  api().h.put('/api/user/payout-account/vat', body, user);
const account = async (user: TestUser) =>
  (await api().h.get('/api/user/payout-account', user)).json() as Record<string, unknown>;
const sign = (idOffer: string, user: TestUser, version: number, fullName: string) =>
  api().h.post('/api/collab/sign', { idOffer, version, fullName, consent: true }, user);
const sessionOf = (url: string) =>
  api().h.get(`/api/payment/simulated-collab/${url.split('/').pop()}`);

const FIGURES_750_HT = { htCents: 75_000, vatCents: 15_000, ttcCents: 90_000, vatMention: null };
const FIGURES_750_EXEMPT = {
  htCents: 75_000,
  vatCents: 0,
  ttcCents: 75_000,
  vatMention: VAT_EXEMPT_MENTION,
};

describe('PUT /user/payout-account/vat', () => {
  it('works before any payout account: TTC by default, then the position stated, `vatExempt` kept coherent', async () => {
    const creator = await createUser(t.app);
    expect(await account(creator)).toEqual({
      status: 'none',
      requirements: [],
      vatPosition: 'TTC',
      vatExempt: false,
    });
    const exempt = await vat({ vatPosition: 'EXEMPT' }, creator);
    expect(exempt.statusCode, exempt.body).toBe(200);
    expect(exempt.json()).toEqual({
      status: 'none',
      requirements: [],
      vatPosition: 'EXEMPT',
      vatExempt: true,
    });
    expect(await account(creator)).toMatchObject({ status: 'none', vatPosition: 'EXEMPT' });
    // The older body: false leaves the exemption for TTC, and leaves HT or TTC as they are.
    expect((await vat({ vatExempt: false }, creator)).json()).toMatchObject({
      vatPosition: 'TTC',
      vatExempt: false,
    });
    expect((await vat({ vatPosition: 'HT' }, creator)).json()).toMatchObject({ vatPosition: 'HT' });
    expect((await vat({ vatExempt: false }, creator)).json()).toMatchObject({ vatPosition: 'HT' });
    expect((await vat({ vatExempt: true }, creator)).json()).toMatchObject({
      vatPosition: 'EXEMPT',
    });
    // No payout account was opened for it.
    expect(await queryRows(t.app, sql`select 1 from payout_accounts`)).toEqual([]);
  });

  it('refuses bad input with a French 400, and strangers with 401', async () => {
    const creator = await createUser(t.app);
    await vat({ vatPosition: 'HT' }, creator);
    for (const body of [
      {},
      { vatPosition: 'TVA' },
      { vatPosition: 'exempt' },
      { vatExempt: 'oui' },
      { vatPosition: 'HT', vatExempt: true },
      { vatPosition: 'EXEMPT', vatExempt: false },
    ]) {
      const res = await vat(body, creator);
      expectError(res, 'vat_position_invalid', 400);
      expect(res.json().message).toBe(MSG.collabPayments.vatPositionInvalid);
    }
    // Nothing half-written: the position stays.
    expect(await account(creator)).toMatchObject({ vatPosition: 'HT' });
    const visitor = await t.app.inject({
      method: 'PUT',
      url: '/api/user/payout-account/vat',
      payload: { vatPosition: 'HT' },
    });
    expect(visitor.statusCode).toBe(401);
  });

  it('20 concurrent changes leave one coherent state, and the owner is told once', async () => {
    const { owner, author } = await signedCollab(t.app, { amount: 750, tax: 'HT' });
    const bodies = Array.from({ length: 20 }, (_, i) =>
      i % 2 === 0 ? { vatPosition: 'EXEMPT' } : { vatExempt: false },
    );
    const replies = await Promise.all(bodies.map((body) => vat(body, author)));
    for (const res of replies) expect(res.statusCode, res.body).toBe(200);
    const final = await account(author);
    const [row] = await queryRows<{ vat_position: string }>(
      t.app,
      sql`select vat_position from users where id = ${author.id}`,
    );
    // {vatExempt: false} leaves HT as it is and the exemption for TTC: in any serial order, once
    // an exemption went through HT never comes back, so the end is EXEMPT or TTC (a request that
    // read her position before another one wrote it could leave HT).
    expect(['EXEMPT', 'TTC']).toContain(final.vatPosition);
    expect(row?.vat_position).toBe(final.vatPosition);
    expect(final.vatExempt).toBe(final.vatPosition === 'EXEMPT');
    // Only the exemption changes the tax of the signed HT version (TTC leaves an HT offer HT):
    // one notification, whatever the order.
    const told = (await notificationTypes(t.app, owner)).filter(
      (n) => n === 'vat_position_changed',
    );
    expect(told).toHaveLength(1);
  });
  it('a change waits for the one being saved: "not exempt" after an exemption in progress gives TTC', async () => {
    const creator = await createUser(t.app);
    await vat({ vatPosition: 'HT' }, creator);
    let reply: ReturnType<typeof vat> | undefined;
    await transaction(t.app.ctx.db, async (tx) => {
      await setVatPosition(t.app.ctx, tx, creator.id, 'EXEMPT');
      // Sent while the exemption is not committed: it must read it once committed, not HT.
      reply = vat({ vatExempt: false }, creator);
      await new Promise((resolve) => setTimeout(resolve, 300));
    });
    const res = await reply!;
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ vatPosition: 'TTC' });
    expect(await account(creator)).toMatchObject({ vatPosition: 'TTC' });
  });
});

describe('the price frozen at signature', () => {
  it('an offer "TVA non applicable": shown to the owner, kept for her next offer, signed and paid as HT + fee (795 €)', async () => {
    const a = api();
    const setup = await acceptedOffer(t.app, { amount: 750, tax: 'EXEMPT' });
    const { owner, author, idOffer, project } = setup;
    // The owner sees what she will pay; the creator's next form is prefilled with her choice.
    const list = (await a.h.get(`/api/offer/all-offers?id=${project.id}`, owner)).json();
    const offer = (list.offers as Offer[]).find((o) => o.idOffer === idOffer);
    expect(offer?.amount).toMatch(/^750\s€ HT — TVA non applicable, art\. 293 B du CGI$/);
    expect(offer?.cost).toEqual({
      ...FIGURES_750_EXEMPT,
      feeCents: 3750,
      vatOnFeeCents: 750,
      totalCents: 79_500,
    });
    const detail = await a.h.get(`/api/offer?id=${idOffer}&projectId=${project.id}`, author);
    expect(detail.json().offer.cost).toBeNull();
    const other = await createUser(t.app, { statut: 'Marque' });
    const next = await a.h.get(`/api/offer/all-offers?id=${project.id}`, other);
    expect(next.json().userTax).toBe('TTC');
    const mine = await a.h.get(`/api/offer/all-offers?id=${project.id}`, author);
    expect(mine.json().userTax).toBe('EXEMPT');
    expect(mine.json().offers[0].cost).toBeNull();
    expect(await account(author)).toMatchObject({ vatPosition: 'EXEMPT', vatExempt: true });

    // Signed: the figures come from the version.
    await a.h.put('/api/user/legal-identity', identity('Marque SA', 'Paris', 'Jean Martin'), owner);
    await a.h.put('/api/user/legal-identity', identity('Chloé Dupont'), author);
    expect((await a.space(idOffer, owner)).amounts).toBeNull();
    await a.h.put('/api/collab/contract', contract(idOffer), owner);
    expect((await sign(idOffer, author, 1, 'Chloé Dupont')).statusCode).toBe(200);
    expect((await sign(idOffer, owner, 1, 'Jean Martin')).statusCode).toBe(200);
    const space = await a.space(idOffer, owner);
    expect(space.terms?.tax).toBe('EXEMPT');
    expect(space.amounts).toEqual(FIGURES_750_EXEMPT);

    await onboardCreator(t.app, author);
    const res = await a.pay(idOffer, owner);
    expect(res.statusCode, res.body).toBe(200);
    const { url } = res.json() as { url: string };
    expect((await sessionOf(url)).json()).toMatchObject({
      amountCents: 75_000,
      feeCents: 3750,
      vatOnFeeCents: 750,
      totalCents: 79_500,
    });
    expect((await a.paySimulated(url)).statusCode).toBe(200);
    expect(await balancesOf(t.app, idOffer)).toMatchObject({ provider_held: 79_500 });
  });

  it('a VAT position changed after signing changes nothing until both sign the amendment, then its figures', async () => {
    const a = api();
    const { owner, author, idOffer } = await signedCollab(t.app, { amount: 750, tax: 'HT' });
    await onboardCreator(t.app, author);
    const signed = await a.space(idOffer, owner);
    expect(signed.amounts).toEqual(FIGURES_750_HT);
    expect(signed.payment.totalCents).toBe(95_400);

    // She now states "TVA non applicable": the owner is told, the signed figures stand.
    expect((await vat({ vatPosition: 'EXEMPT' }, author)).statusCode).toBe(200);
    expect(await notificationTypes(t.app, owner)).toContain('vat_position_changed');
    let space = await a.space(idOffer, owner);
    expect(space.amounts).toEqual(FIGURES_750_HT);
    expect(space.payment).toMatchObject({ amountCents: 90_000, totalCents: 95_400 });

    // The owner proposes an amendment: it takes her position; until both sign, nothing moves.
    expect((await a.h.put('/api/collab/contract', contract(idOffer), owner)).json()).toEqual({
      ok: true,
      version: 2,
    });
    space = await a.space(idOffer, owner);
    expect(space).toMatchObject({ versionInForce: 1, proposedVersion: 2 });
    expect(space.terms?.tax).toBe('EXEMPT');
    expect(space.amounts).toEqual(FIGURES_750_HT);
    expect(space.payment.totalCents).toBe(95_400);
    const early = await a.pay(idOffer, owner, 2);
    expect(early.statusCode, early.body).toBe(200);
    expect((await sessionOf(early.json().url)).json()).toMatchObject({ totalCents: 95_400 });
    expect((await sign(idOffer, author, 2, 'Chloé Dupont')).statusCode).toBe(200);
    expect((await a.space(idOffer, owner)).payment.totalCents).toBe(95_400);

    // Both signed: the new figures, charged as signed.
    expect((await sign(idOffer, owner, 2, 'Jean Martin')).statusCode).toBe(200);
    space = await a.space(idOffer, owner);
    expect(space.amounts).toEqual(FIGURES_750_EXEMPT);
    expect(space.payment).toMatchObject({ amountCents: 75_000, totalCents: 79_500 });
    const res = await a.pay(idOffer, owner, 2);
    expect(res.statusCode, res.body).toBe(200);
    expect((await sessionOf(res.json().url)).json()).toMatchObject({ totalCents: 79_500 });
    expect((await a.paySimulated(res.json().url)).statusCode).toBe(200);
    expect(await balancesOf(t.app, idOffer)).toMatchObject({ provider_held: 79_500 });
    // Once paid, a further change tells nobody, and a new version keeps the figures charged.
    const vatNotices = async () =>
      (await notificationTypes(t.app, owner)).filter((n) => n === 'vat_position_changed');
    const told = (await vatNotices()).length;
    expect((await vat({ vatPosition: 'HT' }, author)).statusCode).toBe(200);
    expect(await vatNotices()).toHaveLength(told);
    expect((await a.h.put('/api/collab/contract', contract(idOffer), owner)).statusCode).toBe(200);
    space = await a.space(idOffer, owner);
    expect(space.terms?.tax).toBe('EXEMPT');
    expect(space.payment).toMatchObject({ status: 'held', totalCents: 79_500 });
  });

  it('reads versions signed before the change as the payment did: HT with the account’s exemption becomes EXEMPT, frozen', async () => {
    const a = api();
    const exempt = await signedCollab(t.app, { amount: 750, tax: 'HT' });
    const plain = await signedCollab(t.app, { amount: 750, tax: 'HT' });
    await onboardCreator(t.app, exempt.author);
    await onboardCreator(t.app, plain.author);
    // As the data stood before: no position, the exemption ticked on the payout account.
    await t.app.ctx.db.execute(sql`update users set vat_position = null`);
    await t.app.ctx.db.execute(
      sql`update payout_accounts set vat_exempt = true where user_id = ${exempt.author.id}`,
    );
    for (const statement of handWrittenMigration()) {
      await t.app.ctx.db.execute(sql.raw(statement));
    }
    const space = await a.space(exempt.idOffer, exempt.owner);
    expect(space.terms?.tax).toBe('EXEMPT');
    expect(space.amounts).toEqual(FIGURES_750_EXEMPT);
    expect(space.payment.totalCents).toBe(79_500);
    expect(await account(exempt.author)).toMatchObject({ vatPosition: 'EXEMPT' });
    const kept = await a.space(plain.idOffer, plain.owner);
    expect(kept.amounts).toEqual(FIGURES_750_HT);
    expect(await account(plain.author)).toMatchObject({ vatPosition: 'TTC' });
    // The exemption flag no longer moves a price: turning it off changes nothing signed.
    await t.app.ctx.db.execute(sql`update payout_accounts set vat_exempt = false`);
    expect((await a.space(exempt.idOffer, exempt.owner)).payment.totalCents).toBe(79_500);
  });
});

/** The statements written by hand at the end of the migration that added the VAT position. */
function handWrittenMigration(): string[] {
  const dir = path.join(import.meta.dirname, '../../db/migrations');
  const file = readdirSync(dir)
    .filter((name) => name.endsWith('.sql'))
    .map((name) => readFileSync(path.join(dir, name), 'utf8'))
    .find((text) => text.includes('SET "vat_position" = \'EXEMPT\''));
  if (!file) throw new Error('the VAT position migration is missing');
  const [, written = ''] = file.split('-- hand-written (keep at merge)');
  return written
    .split('--> statement-breakpoint')
    .map((statement) => statement.trim())
    .filter(Boolean);
}
