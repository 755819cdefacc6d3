import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { useTestApp } from '../../test-support/test-app.js';
import {
  TAX_DETAILS,
  completedCollab,
  saveTaxDetails,
  securePayment,
  signedCollab,
} from '../../test-support/collab-fixtures.js';
import { runAdminCommand } from '../admin/admin.commands.js';
import { dpiStructureProblems } from '../../test-support/dpi-structure.js';
import { DAC7_CSV_HEADER } from './dac7.service.js';

// `npm run admin -- dac7 <year>`: exactly the creators paid that year, with their identity,
// the consideration and number of payments per quarter and the fees kept (CSV), and the DPI
// XML of the same figures, in the structure of the OECD DPI schema.

const t = useTestApp();
const YEAR = 2025;

async function moveTransfer(offerId: string, at: string) {
  await t.app.ctx.db.execute(
    sql`update payment_releases set transferred_at = ${at}::timestamptz where offer_id = ${offerId}`,
  );
}

const run = (args: string[]) =>
  runAdminCommand({ db: t.app.ctx.db, config: t.app.ctx.config }, args);

describe('DAC7 report', () => {
  it('has exactly the creators paid that year, with their sums per quarter and the fees', async () => {
    // Paid in Q1 (1 000 €, fee 50 €) and Q3 (two payments, 200 € + 300 €, fees 10 € + 15 €).
    const first = await completedCollab(t.app, { amount: 1000, tax: 'TTC' });
    const author = first.author;
    await moveTransfer(first.idOffer, `${YEAR}-02-10T10:00:00Z`);
    for (const [amount, at] of [
      [200, `${YEAR}-07-01T08:00:00+02:00`],
      [300, `${YEAR}-09-30T21:59:00Z`],
    ] as const) {
      const more = await completedCollab(t.app, { amount, tax: 'TTC' });
      await t.app.ctx.db.execute(
        sql`update collab_payments set author_id = ${author.id} where offer_id = ${more.idOffer}`,
      );
      await moveTransfer(more.idOffer, at);
    }
    // A company paid in Q4, at 00:30 on 1 January in Paris: next year, not reported.
    const company = await completedCollab(t.app, { amount: 700, tax: 'TTC' });
    await saveTaxDetails(t.app, company.author, {
      ...TAX_DETAILS,
      kind: 'company',
      legalName: 'Studio "Lumière" & Cie',
      taxId: '732829320',
      siren: '732829320',
    });
    await moveTransfer(company.idOffer, `${YEAR}-12-31T23:30:00Z`);
    // Paid another year, and paid nothing yet (money held).
    const other = await completedCollab(t.app, { amount: 400, tax: 'TTC' });
    await moveTransfer(other.idOffer, `${YEAR - 1}-11-05T10:00:00Z`);
    const unpaid = await signedCollab(t.app, { amount: 500, tax: 'TTC' });
    await securePayment(t.app, unpaid);

    const csv = await run(['dac7', String(YEAR)]);
    const [header, ...lines] = csv.split('\n');
    expect(header).toBe(DAC7_CSV_HEADER.join(','));
    expect(lines).toHaveLength(1);
    const row = Object.fromEntries(
      DAC7_CSV_HEADER.map((name, i) => [name, (lines[0] ?? '').split(',')[i]]),
    );
    expect(row).toMatchObject({
      user_id: author.id,
      pseudo: author.pseudo,
      kind: 'person',
      legal_name: 'Chloé Dupont',
      birth_date: '1995-04-12',
      tax_id: '1234567890123',
      country: 'FR',
      paid_q1_eur: '1000.00',
      payments_q1: '1',
      fees_q1_eur: '50.00',
      paid_q2_eur: '0.00',
      payments_q2: '0',
      paid_q3_eur: '500.00',
      payments_q3: '2',
      fees_q3_eur: '25.00',
      paid_q4_eur: '0.00',
      paid_total_eur: '1500.00',
      payments_total: '3',
      fees_total_eur: '75.00',
    });

    // The next year has the company (its quote-and-comma name kept in one CSV cell).
    const next = (await run(['dac7', String(YEAR + 1)])).split('\n');
    expect(next).toHaveLength(2);
    expect(next[1]).toContain('"Studio ""Lumière"" & Cie"');
    expect(next[1]).toContain(',700.00,1,35.00,');

    const xml = await run(['dac7', String(YEAR), '--xml']);
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>/);
    expect(xml).toContain('<dpi:DPI_OECD xmlns:dpi="urn:oecd:ties:dpi:v1"');
    expect(xml).toContain(`<dpi:ReportingPeriod>${YEAR}-12-31</dpi:ReportingPeriod>`);
    expect(xml.match(/<dpi:ReportableSeller>/g)).toHaveLength(1);
    expect(xml).toContain('<dpi:TIN issuedBy="FR">1234567890123</dpi:TIN>');
    expect(xml).toContain('<dpi:BirthDate>1995-04-12</dpi:BirthDate>');
    expect(xml).toContain(
      '<dpi:Consideration><dpi:ConsQ1 currCode="EUR">1000</dpi:ConsQ1><dpi:ConsQ2 currCode="EUR">0</dpi:ConsQ2><dpi:ConsQ3 currCode="EUR">500</dpi:ConsQ3><dpi:ConsQ4 currCode="EUR">0</dpi:ConsQ4></dpi:Consideration>',
    );
    expect(xml).toContain(
      '<dpi:NumberOfActivities><dpi:NumbQ1>1</dpi:NumbQ1><dpi:NumbQ2>0</dpi:NumbQ2><dpi:NumbQ3>2</dpi:NumbQ3><dpi:NumbQ4>0</dpi:NumbQ4></dpi:NumberOfActivities>',
    );
    expect(xml).toContain('<dpi:FeesQ3 currCode="EUR">25</dpi:FeesQ3>');
    expect(xml).toContain('<dpi:PlatformOperator>');
    expect(xml).toContain('<dpi:Nexus>RPONEX1</dpi:Nexus>');
    expect(dpiStructureProblems(xml)).toEqual([]);
    const companyXml = await run(['dac7', String(YEAR + 1), '--xml']);
    expect(companyXml).toContain('<dpi:EntitySeller>');
    expect(companyXml).toContain('Studio &quot;Lumière&quot; &amp; Cie');
    expect(dpiStructureProblems(companyXml)).toEqual([]);

    // The structure check can fail: another namespace, two elements out of order, a required
    // element missing, an amount with decimals.
    expect(
      dpiStructureProblems(
        xml
          .replace('xmlns:dpi="urn:oecd:ties:dpi:v1"', 'xmlns:dpi="urn:oecd:ties:dpi:v2"')
          .replace(
            /<dpi:ResCountryCode>FR<\/dpi:ResCountryCode>(<dpi:TIN issuedBy="FR">1234567890123<\/dpi:TIN>)/,
            '$1<dpi:ResCountryCode>FR</dpi:ResCountryCode>',
          )
          .replace(/<dpi:BirthInfo>.*?<\/dpi:BirthInfo>/, '')
          .replace('<dpi:ConsQ1 currCode="EUR">1000<', '<dpi:ConsQ1 currCode="EUR">1000.00<'),
      ),
    ).toEqual([
      'DPI_OECD: namespace dpi is not urn:oecd:ties:dpi:v1',
      'ReportableSeller[1]/IndSellerID: ResCountryCode out of order',
      'ReportableSeller[1]/IndSellerID: BirthInfo is missing',
      'ReportableSeller[1]/IndSellerID/BirthInfo: BirthDate',
      'ReportableSeller[1]/PersonalServices/Consideration/ConsQ1: an integer',
    ]);

    await expect(run(['dac7', 'deux-mille'])).rejects.toThrow(/usage/);
  });
});
