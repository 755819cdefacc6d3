import { describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { adminPaymentsApi, apiPath, paymentsApi as paymentsEndpoints } from '@kollabo/shared';
import { en16931Problems } from '../../test-support/cii-rules.js';
import { ciiSchemaErrors, ciiSchemaFiles } from '../../test-support/cii-schema.js';
import { securePayment, signedCollab } from '../../test-support/collab-fixtures.js';
import { escrowApi } from '../../test-support/escrow-fixtures.js';
import { createUser, type TestUser } from '../../test-support/fixtures.js';
import { COMPANY_BILLING, invoicesHttp } from '../../test-support/invoice-fixtures.js';
import { readPdf } from '../../test-support/pdf.js';
import { paymentsApi, queryRows } from '../../test-support/payment-fixtures.js';
import { useTestApp } from '../../test-support/test-app.js';

// The CII XML inside each kind of Factur-X PDF Kollabo issues (a pack invoice with and without
// coupon, to a person and to a company with SIREN and VAT number, a commission invoice, a full
// and a partial credit note), checked twice: against the official Factur-X 1.07.3 EN 16931 XSD
// (cii-schema.ts: elements, order, cardinalities, types) and against the EN 16931 rules beyond
// the input check @e-invoice-eu/core makes (cii-rules.ts: required terms, totals' arithmetic).

vi.setConfig({ testTimeout: 180_000 });

const t = useTestApp();
const pay = paymentsApi(t);
const http = invoicesHttp(t);

async function xmlOf(user: TestUser, id: string): Promise<string> {
  const res = await http.pdf(user, id);
  expect(res.statusCode, res.body).toBe(200);
  const xml = (await readPdf(res.rawPayload)).files['factur-x.xml'];
  if (!xml) throw new Error('no factur-x.xml in the PDF');
  return xml;
}

/** The XML of a PDF passes the XSD and the EN 16931 rules. */
async function expectValid(xml: string) {
  expect(await ciiSchemaErrors(xml)).toEqual([]);
  expect(en16931Problems(xml)).toEqual([]);
}

async function refundPack(admin: TestUser) {
  const [payment] = await queryRows<{ id: string }>(t.app, sql`select id from payments`);
  const refund = await pay.inject(
    'POST',
    apiPath(adminPaymentsApi.refund, { id: payment?.id ?? '' }),
    admin,
  );
  expect(refund.statusCode, refund.body).toBe(200);
}

describe('the Factur-X XSD', () => {
  it('is the EN 16931 XSD with the three data-type XSDs it imports, under their import names', () => {
    expect(ciiSchemaFiles().sort()).toEqual(
      [
        'Factur-X_1.07.3_EN16931.xsd',
        ...[
          'QualifiedDataType',
          'ReusableAggregateBusinessInformationEntity',
          'UnqualifiedDataType',
        ].map(
          (name) => `Factur-X_1.07.3_EN16931_urn_un_unece_uncefact_data_standard_${name}_100.xsd`,
        ),
      ].sort(),
    );
  });
});

describe('Factur-X XML: the XSD and the EN 16931 rules', () => {
  it('pass for a company invoice with a coupon and for its full credit note', async () => {
    const admin = await createUser(t.app, { role: 'admin', pseudo: 'chef' });
    const owner = await createUser(t.app, { pseudo: 'marque', statut: 'Marque' });
    const saved = await http.saveBilling(owner, COMPANY_BILLING);
    expect(saved.statusCode, saved.body).toBe(200);
    await pay.coupon(admin, { code: 'TIERS', reduction: '33%' });
    const session = await pay.openCheckout(owner, 'premium', 'TIERS');
    const paid = await pay.inject(
      'POST',
      apiPath(paymentsEndpoints.simulatedPay, { sessionId: session.id }),
    );
    expect(paid.statusCode, paid.body).toBe(200);

    const [invoice] = (await http.list(owner)).invoices;
    const invoiceXml = await xmlOf(owner, invoice?._id ?? '');
    await expectValid(invoiceXml);
    // The buyer's SIREN (scheme 0002) and VAT number are there, and the coupon as an allowance.
    expect(invoiceXml).toMatch(/<ram:ID schemeID="0002">732829320<\/ram:ID>/);
    expect(invoiceXml).toMatch(/<ram:ID schemeID="VA">FR44732829320<\/ram:ID>/);
    expect(invoiceXml).toContain('Coupon TIERS');

    await refundPack(admin);
    const [note] = (await http.list(owner)).invoices;
    expect(note).toMatchObject({ kind: 'credit_note', totalCents: invoice?.totalCents });
    const noteXml = await xmlOf(owner, note?._id ?? '');
    await expectValid(noteXml);
    expect(noteXml).toContain(`Avoir sur la facture ${invoice?.number}`);

    // The XSD can fail: a mandatory element missing, two elements out of order, an amount
    // that is not a decimal.
    const noCurrency = invoiceXml.replace(
      /<ram:InvoiceCurrencyCode>[^<]*<\/ram:InvoiceCurrencyCode>/,
      '',
    );
    expect(noCurrency).not.toBe(invoiceXml);
    expect(await ciiSchemaErrors(noCurrency)).toEqual([
      expect.stringMatching(/Expected is one of .*InvoiceCurrencyCode/),
    ]);
    const swapped = invoiceXml.replace(
      /(<ram:ID>[^<]*<\/ram:ID>)(\s*)(<ram:TypeCode>380<\/ram:TypeCode>)/,
      '$3$2$1',
    );
    expect(swapped).not.toBe(invoiceXml);
    expect(await ciiSchemaErrors(swapped)).toEqual([
      expect.stringMatching(/TypeCode': This element is not expected\. Expected is .*ID/),
    ]);
    const comma = invoiceXml.replace(
      /<ram:GrandTotalAmount>(\d+)\.(\d+)</,
      '<ram:GrandTotalAmount>$1,$2<',
    );
    expect(comma).not.toBe(invoiceXml);
    expect(await ciiSchemaErrors(comma)).toEqual([
      expect.stringMatching(/GrandTotalAmount.*not a valid value of the atomic type 'xs:decimal'/),
    ]);

    // The rules can fail: a wrong guideline, a grand total off by a cent, no buyer name.
    const broken = invoiceXml
      .replace('urn:cen.eu:en16931:2017', 'urn:factur-x.eu:1p0:basic')
      .replace(/<ram:GrandTotalAmount>(\d+)\.(\d+)</, (_, e: string, c: string) => {
        const off = Number(e) * 100 + Number(c) + 1;
        return `<ram:GrandTotalAmount>${Math.trunc(off / 100)}.${String(off % 100).padStart(2, '0')}<`;
      })
      .replace(
        /(<ram:BuyerTradeParty>\s*(?:<ram:ID>[^<]*<\/ram:ID>\s*)?)<ram:Name>[^<]*<\/ram:Name>/,
        '$1',
      );
    expect(en16931Problems(broken)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^BR-01/),
        'BR-07: buyer name',
        'BR-CO-15: total with VAT = basis + VAT',
      ]),
    );
  });

  it('pass for a pack invoice to a person, without coupon', async () => {
    const buyer = await createUser(t.app, { pseudo: 'particulier' });
    const session = await pay.openCheckout(buyer, 'standard');
    const paid = await pay.inject(
      'POST',
      apiPath(paymentsEndpoints.simulatedPay, { sessionId: session.id }),
    );
    expect(paid.statusCode, paid.body).toBe(200);
    const [invoice] = (await http.list(buyer)).invoices;
    expect(invoice).toMatchObject({ kind: 'invoice', totalCents: 1999 });
    const xml = await xmlOf(buyer, invoice?._id ?? '');
    await expectValid(xml);
    // No coupon, no allowance; a person has no SIREN.
    expect(xml).not.toContain('SpecifiedTradeAllowanceCharge');
    expect(xml).not.toMatch(
      /<ram:BuyerTradeParty>[\s\S]*schemeID="0002"[\s\S]*<\/ram:BuyerTradeParty>/,
    );
  });

  it('pass for a commission invoice and the partial credit note of a split dispute', async () => {
    const setup = await signedCollab(t.app, { amount: 1000, tax: 'TTC' });
    await securePayment(t.app, setup);
    const [invoice] = (await http.list(setup.owner)).invoices;
    if (!invoice) throw new Error('no commission invoice');
    await expectValid(await xmlOf(setup.owner, invoice._id));

    const api = escrowApi(t.app);
    expect((await api.dispute(setup.idOffer, setup.owner)).statusCode).toBe(200);
    const admin = await createUser(t.app, { role: 'admin' });
    const decided = await api.decide(admin, {
      idOffer: setup.idOffer,
      decision: 'split',
      creatorCents: 25_000,
      reason: 'Un seul livrable sur deux a été livré conformément au contrat.',
    });
    expect(decided.json()).toEqual({ ok: true, status: 'split' });
    const [note] = (await http.list(setup.owner)).invoices;
    if (!note) throw new Error('no credit note');
    expect(note.kind).toBe('credit_note');
    // The owner gets back 75 % of the payment, so 75 % of the commission: a partial credit note.
    expect(note.totalCents).toBeGreaterThan(0);
    expect(note.totalCents).toBeLessThan(invoice.totalCents);
    const noteXml = await xmlOf(setup.owner, note._id);
    await expectValid(noteXml);
    expect(noteXml).toContain(`Avoir sur la facture ${invoice.number}`);
  });
});
