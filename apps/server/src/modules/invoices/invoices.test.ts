import { describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { API_PREFIX, MSG, adminPaymentsApi, packInvoiceAmounts } from '@kollabo/shared';
import { createUser, type TestUser } from '../../test-support/fixtures.js';
import { queryRows, usePaymentsTestApp } from '../../test-support/payment-fixtures.js';
import { COMPANY_BILLING, ciiFacts, invoicesHttp } from '../../test-support/invoice-fixtures.js';
import { readPdf } from '../../test-support/pdf.js';
import { transaction } from '../../db/transaction.js';
import { issuePackInvoice } from './invoice-issue.js';

// Invoices of packs: gap-free numbers, exact amounts, the PDF and its Factur-X XML with every
// mention the law asks, credit notes of refunds, and who may download them.

// Rendering a Factur-X PDF takes seconds on a busy machine: these tests wait for several.
vi.setConfig({ testTimeout: 180_000 });

const { t, api: pay, users } = usePaymentsTestApp();
const http = invoicesHttp(t);

const year = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Paris', year: 'numeric' }).format(
  new Date(),
);

async function buyPack(user: TestUser, pack = 'premium', coupon = '') {
  const session = await pay.openCheckout(user, pack, coupon);
  if (!session.free) {
    const res = await pay.inject('POST', `${API_PREFIX}/payment/simulated/${session.id}/pay`);
    expect(res.statusCode, res.body).toBe(200);
  }
  return session;
}

async function downloadPdf(user: TestUser, id: string) {
  const res = await http.pdf(user, id);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  return readPdf(res.rawPayload);
}

describe('pack invoices', () => {
  it('derives HT and VAT from the TTC price exactly, the coupon applied before VAT', () => {
    for (const [list, paid] of [
      [1999, 1999],
      [3099, 2076],
      [10099, 1],
      [1999, 0],
    ] as const) {
      const a = packInvoiceAmounts(list, paid);
      expect(a.totalCents).toBe(paid);
      expect(a.totalHtCents + a.vatCents).toBe(paid);
      const [line] = a.lines;
      expect(line && line.unitHtCents - line.discountHtCents).toBe(a.totalHtCents);
      // The VAT is 20 % of the HT base, to the cent.
      expect(Math.abs(a.vatCents - a.totalHtCents * 0.2)).toBeLessThanOrEqual(1);
    }
    expect(packInvoiceAmounts(1999, 1999)).toMatchObject({
      totalHtCents: 1666,
      vatCents: 333,
      lines: [{ unitHtCents: 1666, discountHtCents: 0 }],
    });
  });

  it('issues F-year-000001 with the payment, listed for the buyer, amounts exact with a coupon', async () => {
    await pay.coupon(users.admin, { code: 'TIERS', reduction: '33%' });
    await buyPack(users.owner, 'premium', 'TIERS');
    const { invoices, hasMore } = await http.list(users.owner);
    expect(hasMore).toBe(false);
    expect(invoices).toEqual([
      {
        _id: expect.any(String),
        number: `F-${year}-000001`,
        kind: 'invoice',
        issuedAt: expect.any(String),
        // 33 % of 30,99 € is 10,22 €: 20,77 € paid, of which VAT 3,46 € (HT 17,31 €).
        totalCents: 2077,
        vatCents: 346,
        issuer: t.config.invoiceSeller.name,
        buyer: expect.any(String),
        selfBilled: false,
        viewerIs: 'buyer',
      },
    ]);
    expect((await http.list(users.admin)).invoices).toEqual([]);
  });

  it('keeps the numbers continuous under 20 concurrent purchases and after a failed sale', async () => {
    const buyers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => createUser(t.app, { pseudo: `acheteur${i}` })),
    );
    // A sale rolled back after taking its number gives it back.
    await expect(
      transaction(t.app.ctx.db, async (tx) => {
        await issuePackInvoice(t.app.ctx, tx, {
          paymentId: '00000000-0000-4000-8000-000000000000',
          buyerId: users.owner.id,
          packLabel: 'Standard',
          credits: 3,
          listPriceCents: 1999,
          paidCents: 1999,
          couponCode: null,
          paidAt: new Date(),
        });
        throw new Error('the sale failed after its invoice');
      }),
    ).rejects.toThrow('the sale failed');
    await Promise.all(buyers.map((buyer) => buyPack(buyer, 'standard')));
    await buyPack(users.owner, 'standard');
    const rows = await queryRows<{ number: string }>(
      t.app,
      sql`select number from invoices where kind = 'invoice' order by number`,
    );
    expect(rows.map((r) => r.number)).toEqual(
      Array.from({ length: 21 }, (_, i) => `F-${year}-${String(i + 1).padStart(6, '0')}`),
    );
  });

  it('renders a Factur-X PDF with every mention, its XML carrying the same totals', async () => {
    const saved = await http.saveBilling(users.owner, COMPANY_BILLING);
    expect(saved.statusCode, saved.body).toBe(200);
    await pay.coupon(users.admin, { code: 'DIX', reduction: '10%' });
    await buyPack(users.owner, 'standard', 'DIX');
    const [invoice] = (await http.list(users.owner)).invoices;
    if (!invoice) throw new Error('no invoice');
    const { text, files } = await downloadPdf(users.owner, invoice._id);
    const P = MSG.invoices.pdf;
    const seller = t.app.ctx.config.invoiceSeller;
    // Art. L441-9 code de commerce, art. 242 nonies A annexe II CGI.
    for (const mention of [
      `Facture ${invoice.number}`,
      seller.name,
      `SIREN ${seller.siren}`,
      `N° TVA intracommunautaire ${seller.vatNumber}`,
      'Marque SAS',
      '5 avenue des Champs',
      '69002 Lyon',
      'SIREN 732829320',
      'N° TVA intracommunautaire FR44732829320',
      P.issueDate,
      P.saleDate,
      P.packLine('Standard', 3),
      P.quantity,
      P.unitPrice,
      P.discount,
      P.couponDiscount('DIX'),
      '20 %',
      P.totalHt,
      P.totalVat,
      P.totalTtc,
      // 19,99 € list price: 16,66 € HT; 10 % off takes 1,99 € (truncated to the cent):
      // 18,00 € paid, 15,00 € HT + 3,00 € VAT, the discount 1,66 € HT.
      '16,66 €',
      '−1,66 €',
      '15,00 €',
      '3,00 €',
      '18,00 €',
      'Payée le',
      'art. L441-10 du code de commerce',
      'trois fois le taux d’intérêt légal',
      'art. L441-10 et D441-5 du code de commerce) : 40 €',
      P.category,
    ]) {
      expect(text, mention).toContain(mention.replace(/[\s\u00a0\u202f]+/g, ' '));
    }
    const xml = files['factur-x.xml'];
    expect(xml, 'factur-x.xml attached').toBeDefined();
    const facts = ciiFacts(xml ?? '');
    expect(facts).toMatchObject({
      guideline: 'urn:cen.eu:en16931:2017',
      number: invoice.number,
      typeCode: '380',
      lineTotalCents: 1500,
      taxBasisCents: 1500,
      taxCents: 300,
      grandTotalCents: 1800,
    });
    expect(facts.grandTotalCents).toBe(invoice.totalCents);
    expect(facts.taxCents).toBe(invoice.vatCents);
    // Stored once: a second download serves the same bytes.
    const again = await http.pdf(users.owner, invoice._id);
    const first = await http.pdf(users.owner, invoice._id);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    const [stored] = await queryRows<{ n: number }>(
      t.app,
      sql`select count(*)::int as n from invoices where pdf_key is not null`,
    );
    expect(stored?.n).toBe(1);
  });

  it('gives the PDF to its buyer and the admins only; a stranger is told it does not exist', async () => {
    await buyPack(users.owner, 'standard');
    const [invoice] = (await http.list(users.owner)).invoices;
    if (!invoice) throw new Error('no invoice');
    const stranger = await createUser(t.app, { pseudo: 'curieux' });
    const refused = await http.pdf(stranger, invoice._id);
    const missing = await http.pdf(stranger, '00000000-0000-4000-8000-000000000000');
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual(missing.json());
    expect((await http.pdf(undefined, invoice._id)).statusCode).toBe(401);
    expect((await http.pdf(users.owner, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(
      404,
    );
    expect((await http.pdf(users.admin, invoice._id)).statusCode).toBe(200);
    expect((await http.pdf(users.owner, invoice._id)).statusCode).toBe(200);
  });

  it('makes a credit note referencing its invoice when the pack is refunded', async () => {
    await buyPack(users.owner, 'premium');
    const [invoice] = (await http.list(users.owner)).invoices;
    if (!invoice) throw new Error('no invoice');
    const [payment] = await queryRows<{ id: string }>(t.app, sql`select id from payments`);
    const path = `${API_PREFIX}${adminPaymentsApi.refund.path.replace(':id', payment?.id ?? '')}`;
    const refund = await pay.inject('POST', path, users.admin);
    expect(refund.statusCode, refund.body).toBe(200);
    // Refunding twice makes no second credit note.
    await pay.inject('POST', path, users.admin);
    const { invoices } = await http.list(users.owner);
    expect(invoices.map((i) => [i.kind, i.number, i.totalCents])).toEqual([
      ['credit_note', `A-${year}-000001`, 3099],
      ['invoice', `F-${year}-000001`, 3099],
    ]);
    const note = invoices[0];
    if (!note) throw new Error('no credit note');
    const { text, files } = await downloadPdf(users.owner, note._id);
    expect(text).toContain(`Avoir ${note.number}`);
    expect(text).toContain(`Avoir sur la facture ${invoice.number}`);
    const facts = ciiFacts(files['factur-x.xml'] ?? '');
    expect(facts).toMatchObject({
      typeCode: '381',
      grandTotalCents: 3099,
      credited: invoice.number,
    });
  });
});

describe('billing details', () => {
  it('refuses a bad SIREN, VAT number or postal code with a French message', async () => {
    const good = {
      companyName: 'Marque SAS',
      siren: '732829320',
      vatNumber: 'FR44732829320',
      address: '5 avenue des Champs',
      postalCode: '69002',
      city: 'Lyon',
      country: 'FR',
    };
    const V = MSG.invoices.validation;
    for (const [patch, field, message] of [
      [{ siren: '732829321' }, 'siren', V.siren],
      [{ vatNumber: 'FR45732829320' }, 'vatNumber', V.vatNumber],
      [{ postalCode: '00100' }, 'postalCode', V.postalCode],
      [{ companyName: '' }, 'companyName', V.companyName],
    ] as const) {
      const res = await http.saveBilling(users.owner, { ...good, ...patch });
      expect(res.statusCode, JSON.stringify(patch)).toBe(400);
      expect(res.json()).toMatchObject({ error: 'billing_details_invalid', field, message });
    }
    const saved = await http.saveBilling(users.owner, good);
    expect(saved.json()).toEqual({ billingDetails: good });
    // A person abroad: no company, no French postal code rule.
    const person = await http.saveBilling(users.owner, {
      address: 'Rue Neuve 3',
      postalCode: '1000',
      city: 'Bruxelles',
      country: 'BE',
    });
    expect(person.json()).toMatchObject({ billingDetails: { companyName: null, siren: null } });
  });
});
