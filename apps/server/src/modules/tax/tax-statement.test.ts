import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { MSG, TAX_LINKS, apiPath, formatCents, taxApi } from '@kollabo/shared';
import { useTestApp } from '../../test-support/test-app.js';
import { createUser, type TestUser } from '../../test-support/fixtures.js';
import { queryRows } from '../../test-support/payment-fixtures.js';
import { readPdf } from '../../test-support/pdf.js';
import { completedCollab, http, notificationTypes } from '../../test-support/collab-fixtures.js';
import { runTaxStatementJob } from './tax-statement.service.js';
import { parisYear } from './tax-year.js';

// The annual statement of gross amounts received (art. 242 bis CGI): a PDF (A4, French) with
// the right total, for the creator herself only, past years only, issued once by the yearly
// job; and the paid years listed for /paiements.

const t = useTestApp();
const pdfTextOf = async (bytes: Buffer) => (await readPdf(bytes)).text;

/** Moves the transfer of a collaboration's payment to `at` (a payment of another year). */
async function transferredAt(offerId: string, at: string) {
  await t.app.ctx.db.execute(
    sql`update payment_releases set transferred_at = ${at}::timestamptz where offer_id = ${offerId}`,
  );
}

const lastYear = parisYear(new Date()) - 1;
const pdfPath = (year: number | string) => `${apiPath(taxApi.statementPdf)}?year=${year}`;

async function paidLastYear(amounts: number[]) {
  let author: TestUser | undefined;
  const ids: string[] = [];
  for (const [i, amount] of amounts.entries()) {
    const setup = await completedCollab(t.app, { amount, tax: 'TTC' });
    author ??= setup.author;
    if (setup.author.id !== author.id) {
      // Every payment to the same creator.
      await t.app.ctx.db.execute(
        sql`update collab_payments set author_id = ${author.id} where offer_id = ${setup.idOffer}`,
      );
    }
    await transferredAt(setup.idOffer, `${lastYear}-0${i + 3}-15T10:00:00Z`);
    ids.push(setup.idOffer);
  }
  return { author: author as TestUser, ids };
}

describe('annual statement', () => {
  it('is an A4 PDF in French with the year’s total, for the creator herself, stored once', async () => {
    const h = http(t.app);
    const { author } = await paidLastYear([1000, 250]);
    const res = await h.get(pdfPath(lastYear), author);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const bytes = res.rawPayload;
    const doc = await PDFDocument.load(bytes);
    const { width, height } = doc.getPage(0).getSize();
    expect([Math.round(width), Math.round(height)]).toEqual([595, 842]);
    expect(doc.getTitle()).toBe(MSG.tax.pdf.title(lastYear));
    const text = await pdfTextOf(bytes);
    expect(text).toContain(MSG.tax.pdf.total);
    expect(text).toContain(formatCents(125_000).replace(/\s+/gu, ' '));
    expect(text).toContain('article 242 bis du code général des impôts');
    expect(text).toContain(TAX_LINKS.impots);
    expect(text).toContain(TAX_LINKS.urssaf);
    expect(text).toContain('Chloé Dupont');

    // Asked again: the same stored file, not a new rendering.
    const again = await h.get(pdfPath(lastYear), author);
    expect(Buffer.compare(again.rawPayload, bytes)).toBe(0);
    const rows = await queryRows<{
      total_cents: number;
      payments_count: number;
      file_path: string;
    }>(
      t.app,
      sql`select total_cents, payments_count, file_path from tax_statements where user_id = ${author.id}`,
    );
    expect(rows).toMatchObject([{ total_cents: 125_000, payments_count: 2 }]);
    expect(rows[0]?.file_path).toMatch(/^releves\//);

    const list = await h.get(apiPath(taxApi.statements), author);
    expect(list.json()).toEqual({
      statements: [{ year: lastYear, totalCents: 125_000, paymentsCount: 2 }],
    });

    // Anyone else gets her own (none): never another creator's.
    const stranger = await createUser(t.app);
    const refused = await h.get(pdfPath(lastYear), stranger);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({ error: 'tax_statement_not_found' });
    expect((await h.get(pdfPath(lastYear))).statusCode).toBe(401);
  });

  it('answers 404 for a year without payment and 400 in French for a bad year', async () => {
    const h = http(t.app);
    const { author } = await paidLastYear([300]);
    expect((await h.get(pdfPath(lastYear - 1), author)).statusCode).toBe(404);
    for (const year of ['abc', '1999', String(lastYear + 1), '']) {
      const res = await h.get(pdfPath(year), author);
      expect(res.statusCode, year).toBe(400);
      expect(res.json()).toMatchObject({ error: 'tax_year_invalid', message: MSG.tax.yearInvalid });
    }
  });

  it('the yearly job issues one statement per creator paid last year, once, and tells her', async () => {
    const { author } = await paidLastYear([400]);
    const thisYear = await completedCollab(t.app, { amount: 100, tax: 'TTC' });
    const january = new Date(`${lastYear + 1}-01-02T08:00:00Z`);
    expect(await runTaxStatementJob(t.app.ctx, january)).toEqual({ year: lastYear, issued: 1 });
    expect(await runTaxStatementJob(t.app.ctx, january)).toEqual({ year: lastYear, issued: 0 });
    const rows = await queryRows<{ user_id: string; year: number }>(
      t.app,
      sql`select user_id, year from tax_statements`,
    );
    expect(rows).toEqual([{ user_id: author.id, year: lastYear }]);
    expect(await notificationTypes(t.app, author)).toContain('tax_statement_ready');
    expect(await notificationTypes(t.app, thisYear.author)).not.toContain('tax_statement_ready');
  });
});
