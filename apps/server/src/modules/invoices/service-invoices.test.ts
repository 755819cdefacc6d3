import { describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { apiPath, taxApi, type InvoiceSummary, type TaxMode } from '@kollabo/shared';
import { en16931Problems } from '../../test-support/cii-rules.js';
import { ciiSchemaErrors } from '../../test-support/cii-schema.js';
import {
  CREATOR_BILLING,
  concurrentReleasesOfOneCreator,
  CREATOR_SIREN,
  CREATOR_SIRET,
  mandateHttp,
  payHeld,
  releasedCollab,
  signedWithSiret,
} from '../../test-support/creator-invoice-fixtures.js';
import {
  balancesOf,
  escrowApi,
  notificationTypes,
  securePayment,
  useEscrowTestApp,
} from '../../test-support/escrow-fixtures.js';
import { createUser, type TestUser } from '../../test-support/fixtures.js';
import { COMPANY_BILLING, ciiFacts, invoicesHttp } from '../../test-support/invoice-fixtures.js';
import { readPdf } from '../../test-support/pdf.js';
import { queryRows } from '../../test-support/payment-fixtures.js';
import { transaction } from '../../db/transaction.js';
import { decideRelease } from '../escrow/release.service.js';
import { dac7Report } from '../tax/dac7.service.js';
import { runInvoiceJobs } from './invoice-render.js';

// The invoice of the creator's service, issued by Kollabo in her name at the release when her
// billing mandate is in force: her own series, « Autofacturation », both parties' identities,
// HT / VAT (or art. 293 B) / TTC of the signed version, Factur-X type 389 valid against the
// EN 16931 checks, listed and downloaded by both parties only; never issued twice; a split's
// credit note (261). The books balance after every test.

vi.setConfig({ testTimeout: 180_000 });

const t = useEscrowTestApp();
const invoices = invoicesHttp(t);
const year = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Paris', year: 'numeric' }).format(
  new Date(),
);

async function documentOf(user: TestUser, id: string) {
  const res = await invoices.pdf(user, id);
  expect(res.statusCode, res.body).toBe(200);
  const pdf = await readPdf(res.rawPayload);
  const xml = pdf.files['factur-x.xml'];
  if (!xml) throw new Error('no factur-x.xml in the PDF');
  return { text: pdf.text, xml, bytes: res.rawPayload };
}

async function expectValid(xml: string) {
  expect(await ciiSchemaErrors(xml)).toEqual([]);
  expect(en16931Problems(xml)).toEqual([]);
}

const services = (list: InvoiceSummary[]) =>
  list.filter((i) => i.kind === 'service' || i.kind === 'service_credit_note');

/** A creator with her mandate and billing details, a brand company, a signed collaboration. */
async function mandatedCollab(options: { amount: number; tax: TaxMode }) {
  const setup = await signedWithSiret(t.app, options);
  await mandateHttp(t.app).accept(setup.author);
  expect((await invoices.saveBilling(setup.owner, COMPANY_BILLING)).statusCode).toBe(200);
  return setup;
}

describe('the creator’s invoice under her mandate', () => {
  it('is issued at the release in her series, with the mentions and both SIRENs, Factur-X 389', async () => {
    const setup = await mandatedCollab({ amount: 900, tax: 'HT' });
    expect((await invoices.saveBilling(setup.author, CREATOR_BILLING)).statusCode).toBe(200);
    await releasedCollab(t.app, setup);

    const mine = services((await invoices.list(setup.author)).invoices);
    expect(mine).toEqual([
      {
        _id: expect.any(String),
        number: expect.stringMatching(new RegExp(`^C\\d{5}-F-${year}-000001$`)),
        kind: 'service',
        issuedAt: expect.any(String),
        // 900 € HT + 20 % VAT: what the brand paid for the service, what she receives.
        totalCents: 108_000,
        vatCents: 18_000,
        issuer: 'Chloé Dupont',
        buyer: COMPANY_BILLING.companyName,
        selfBilled: true,
        viewerIs: 'issuer',
      },
    ]);
    const [invoice] = mine;
    if (!invoice) throw new Error('no service invoice');
    // The brand sees it beside Kollabo's commission invoice.
    const theirs = (await invoices.list(setup.owner)).invoices;
    expect(theirs.map((i) => i.kind).sort()).toEqual(['invoice', 'service']);
    expect(services(theirs)).toEqual([{ ...invoice, viewerIs: 'buyer' }]);
    expect(await balancesOf(t.app, setup.idOffer)).toMatchObject({ creator_paid_out: 108_000 });

    const { text, xml, bytes } = await documentOf(setup.author, invoice._id);
    expect(text).toContain(`Facture ${invoice.number}`);
    expect(text).toContain('Autofacturation');
    expect(text).toMatch(
      /Facture émise par .+ au nom et pour le compte de Chloé Dupont, en vertu du mandat de facturation accepté le \d+ \S+ \d{4} \(art\. 289, I-2 du CGI\)/,
    );
    expect(text).toContain(`SIRET ${CREATOR_SIRET}`);
    expect(text).toContain('SIREN 732829320');
    expect(text).toContain('N° TVA intracommunautaire FR64443061841');
    expect(text).toContain('N° TVA intracommunautaire FR44732829320');
    expect(text).toContain('collaboration « Lancement du sérum » : 1 × Reel (Instagram)');
    expect(text).toMatch(/Total HT 900,00 €/);
    expect(text).toMatch(/Total TVA 180,00 €/);
    expect(text).toMatch(/Total TTC 1 080,00 €/);
    expect(text).not.toContain('293 B');
    const facts = ciiFacts(xml);
    expect(facts).toMatchObject({
      typeCode: '389',
      number: invoice.number,
      taxBasisCents: 90_000,
      taxCents: 18_000,
      grandTotalCents: 108_000,
    });
    await expectValid(xml);
    expect(xml).toMatch(
      new RegExp(`<ram:SellerTradeParty>[\\s\\S]*schemeID="0002">${CREATOR_SIREN}<`),
    );
    expect(xml).toMatch(/<ram:BuyerTradeParty>[\s\S]*schemeID="0002">732829320</);
    expect(xml).toContain('<ram:ID schemeID="VA">FR64443061841</ram:ID>');
    expect(xml).toContain('Autofacturation');

    // Both parties and the admins download it; a stranger is told it does not exist.
    expect((await invoices.pdf(setup.owner, invoice._id)).rawPayload.equals(bytes)).toBe(true);
    const admin = await createUser(t.app, { role: 'admin' });
    expect((await invoices.pdf(admin, invoice._id)).statusCode).toBe(200);
    const stranger = await createUser(t.app, { pseudo: 'curieuse' });
    const refused = await invoices.pdf(stranger, invoice._id);
    const missing = await invoices.pdf(stranger, '00000000-0000-4000-8000-000000000000');
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual(missing.json());
    expect(services((await invoices.list(stranger)).invoices)).toEqual([]);

    // Her copy with her right to contest it, and the brand's.
    await runInvoiceJobs(t.app.ctx);
    expect(await notificationTypes(t.app, setup.author)).toContain('service_invoice_issued');
    expect(await notificationTypes(t.app, setup.owner)).toContain('invoice_ready');
  });

  it('is never issued twice for one release: the release replayed, 20 at once', async () => {
    const setup = await mandatedCollab({ amount: 500, tax: 'TTC' });
    await releasedCollab(t.app, setup);
    const replays = await Promise.all(
      Array.from({ length: 20 }, () =>
        transaction(t.app.ctx.db, (tx) => decideRelease(t.app.ctx, tx, setup.idOffer, 'release')),
      ),
    );
    expect(new Set(replays)).toEqual(new Set(['not_held']));
    // The last approval asked again changes nothing either.
    await escrowApi(t.app).review(setup.idOffer, setup.owner, 1);
    const rows = await queryRows<{ n: number }>(
      t.app,
      sql`select count(*)::int as n from invoices where source = 'service' and source_id = ${setup.idOffer}`,
    );
    expect(rows).toEqual([{ n: 1 }]);
    const [invoice] = services((await invoices.list(setup.author)).invoices);
    // 500 € TTC: HT 416,67 €, VAT 83,33 €.
    expect(invoice).toMatchObject({ totalCents: 50_000, vatCents: 8333 });
  });

  it('says « TVA non applicable, art. 293 B du CGI » for an exempt creator: no VAT, category E', async () => {
    // Her offer said so ("TVA non applicable", the tax mode EXEMPT): the signed price is net.
    const setup = await mandatedCollab({ amount: 750, tax: 'EXEMPT' });
    await releasedCollab(t.app, setup);
    const [invoice] = services((await invoices.list(setup.owner)).invoices);
    if (!invoice) throw new Error('no service invoice');
    // The brand paid 750 € for the service: no VAT added, none invoiced.
    expect(invoice).toMatchObject({ totalCents: 75_000, vatCents: 0 });
    const { text, xml } = await documentOf(setup.owner, invoice._id);
    expect(text).toContain('TVA non applicable, art. 293 B du CGI');
    expect(text).toMatch(/Total TTC 750,00 €/);
    await expectValid(xml);
    expect(xml).toContain('<ram:CategoryCode>E</ram:CategoryCode>');
    expect(xml).toContain(
      '<ram:ExemptionReason>TVA non applicable, art. 293 B du CGI</ram:ExemptionReason>',
    );
    // No VAT number: her SIREN is the seller's tax registration (BR-E-02).
    expect(xml).toContain(`<ram:ID schemeID="FC">${CREATOR_SIREN}</ram:ID>`);
    // The rules can fail: the exemption's reason removed.
    const noReason = xml.replace(/<ram:ExemptionReason>[^<]*<\/ram:ExemptionReason>/g, '');
    expect(
      en16931Problems(
        noReason.replace(/<ram:ExemptionReasonCode>[^<]*<\/ram:ExemptionReasonCode>/g, ''),
      ),
    ).toContain('BR-E-10: VAT exemption reason');
  });

  it('is not issued without a mandate in force at the release, nor when she revoked it', async () => {
    const setup = await mandatedCollab({ amount: 300, tax: 'TTC' });
    await securePayment(t.app, setup);
    expect((await mandateHttp(t.app).remove(setup.author)).statusCode).toBe(200);
    const h = escrowApi(t.app);
    for (const index of [0, 1]) await h.publish(setup.idOffer, setup.author, index);
    for (const index of [0, 1]) await h.review(setup.idOffer, setup.owner, index);
    expect((await h.space(setup.idOffer, setup.owner)).payment.status).toBe('released');
    expect(services((await invoices.list(setup.author)).invoices)).toEqual([]);
    expect(services((await invoices.list(setup.owner)).invoices)).toEqual([]);
  });

  it('a split invoices the signed service and credits the brand’s share (261) in her series', async () => {
    const setup = await mandatedCollab({ amount: 900, tax: 'HT' });
    expect((await invoices.saveBilling(setup.author, CREATOR_BILLING)).statusCode).toBe(200);
    await securePayment(t.app, setup);
    const h = escrowApi(t.app);
    expect((await h.dispute(setup.idOffer, setup.owner)).statusCode).toBe(200);
    const admin = await createUser(t.app, { role: 'admin' });
    const decided = await h.decide(admin, {
      idOffer: setup.idOffer,
      decision: 'split',
      creatorCents: 25_000,
      reason: 'Un seul livrable sur deux a été livré conformément au contrat.',
    });
    expect(decided.json()).toEqual({ ok: true, status: 'split' });
    const docs = services((await invoices.list(setup.author)).invoices);
    const invoice = docs.find((d) => d.kind === 'service');
    const note = docs.find((d) => d.kind === 'service_credit_note');
    if (!invoice || !note) throw new Error('no invoice or no credit note');
    const code = invoice.number.slice(0, 6);
    expect(invoice).toMatchObject({ totalCents: 108_000, vatCents: 18_000 });
    expect(note).toMatchObject({
      number: `${code}-A-${year}-000001`,
      // 1 080 € paid, 250 € to her: 830 € credited, VAT in proportion (138,33 €).
      totalCents: 83_000,
      vatCents: 13_833,
      selfBilled: true,
    });
    // What she receives is what the two documents leave.
    expect(invoice.totalCents - note.totalCents).toBe(25_000);
    const { xml, text } = await documentOf(setup.owner, note._id);
    expect(ciiFacts(xml)).toMatchObject({ typeCode: '261', grandTotalCents: 83_000 });
    expect(xml).toContain(`Avoir sur la facture ${invoice.number}`);
    expect(text).toContain('Autofacturation');
    await expectValid(xml);
  });
});

describe('her series under concurrency', () => {
  it('20 releases of different collaborations at once: numbers 1 to 20, no gap, no duplicate', async () => {
    const { numbers, statuses } = await concurrentReleasesOfOneCreator(t.app, 20);
    expect(statuses).toEqual(Array(20).fill(200));
    const code = numbers[0]?.slice(0, 6) ?? '';
    expect(numbers).toEqual(
      Array.from({ length: 20 }, (_, i) => `${code}-F-${year}-${String(i + 1).padStart(6, '0')}`),
    );
  });
});

describe('the annual statement (art. 242 bis CGI) and DAC7', () => {
  it('count her invoiced payments, with amounts that agree with her invoices and credit notes', async () => {
    const lastYear = Number(year) - 1;
    // A release, and a split (invoice and credit note), both transferred last year.
    const full = await mandatedCollab({ amount: 500, tax: 'TTC' });
    await releasedCollab(t.app, full);
    const split = await signedWithSiret(t.app, { amount: 900, tax: 'HT', author: full.author });
    await payHeld(t.app, split);
    const h = escrowApi(t.app);
    expect((await h.dispute(split.idOffer, split.owner)).statusCode).toBe(200);
    const admin = await createUser(t.app, { role: 'admin' });
    const decided = await h.decide(admin, {
      idOffer: split.idOffer,
      decision: 'split',
      creatorCents: 40_000,
      reason: 'La moitié des livrables a été livrée conformément au contrat.',
    });
    expect(decided.statusCode, decided.body).toBe(200);
    await t.app.ctx.db.execute(
      sql`update payment_releases set transferred_at = ${`${lastYear}-06-15T10:00:00Z`}::timestamptz`,
    );

    const docs = services((await invoices.list(full.author)).invoices);
    expect(docs).toHaveLength(3);
    const invoiced = docs.reduce(
      (sum, d) => sum + (d.kind === 'service' ? d.totalCents : -d.totalCents),
      0,
    );
    // 500 € released, 400 € of the split: 900 €.
    expect(invoiced).toBe(90_000);

    const statement = await h.h.get(
      `${apiPath(taxApi.statementPdf)}?year=${lastYear}`,
      full.author,
    );
    expect(statement.statusCode, statement.body).toBe(200);
    const text = (await readPdf(statement.rawPayload)).text;
    expect(text).toContain('900,00 €');
    for (const doc of docs.filter((d) => d.kind === 'service')) {
      expect(text).toContain(`Facture ${doc.number} (émise en votre nom)`);
    }

    const [seller] = (await dac7Report(t.app.ctx.db, lastYear)).filter(
      (s) => s.userId === full.author.id,
    );
    expect(seller?.paidCents.reduce((a, b) => a + b, 0)).toBe(invoiced);
    expect(seller?.payments.reduce((a, b) => a + b, 0)).toBe(2);
  });
});
