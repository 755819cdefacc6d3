import { describe, expect, it, vi } from 'vitest';
import { useTestApp } from '../../test-support/test-app.js';
import { securePayment, signedCollab } from '../../test-support/collab-fixtures.js';
import { escrowApi } from '../../test-support/escrow-fixtures.js';
import { ciiFacts, invoicesHttp } from '../../test-support/invoice-fixtures.js';
import { readPdf } from '../../test-support/pdf.js';

// Kollabo's commission on a collaboration's payment: invoiced to the owner when her payment is
// held, credited when a cancellation refunds it.

vi.setConfig({ testTimeout: 180_000 });
const t = useTestApp();
const http = invoicesHttp(t);

describe('commission invoices', () => {
  it('invoices the commission at payment and credits it when the collaboration is cancelled', async () => {
    const setup = await signedCollab(t.app);
    await securePayment(t.app, setup);
    const [invoice] = (await http.list(setup.owner)).invoices;
    if (!invoice) throw new Error('no commission invoice');
    expect(invoice.kind).toBe('invoice');
    expect(invoice.totalCents).toBeGreaterThan(0);
    // The creator is not invoiced by Kollabo for the owner's payment.
    expect((await http.list(setup.author)).invoices).toEqual([]);

    const res = await http.pdf(setup.owner, invoice._id);
    expect(res.statusCode, res.body).toBe(200);
    const { text, files } = await readPdf(res.rawPayload);
    expect(text).toContain('Commission Kollabo sur le paiement de la collaboration');
    expect(ciiFacts(files['factur-x.xml'] ?? '')).toMatchObject({
      grandTotalCents: invoice.totalCents,
      taxCents: invoice.vatCents,
    });
    // The creator is no party to Kollabo’s commission invoice: told it does not exist.
    expect((await http.pdf(setup.author, invoice._id)).statusCode).toBe(404);

    const api = escrowApi(t.app);
    await api.cancel(setup.idOffer, setup.owner);
    const confirmed = await api.cancel(setup.idOffer, setup.author);
    expect(confirmed.json()).toMatchObject({ cancelled: true });
    const { invoices } = await http.list(setup.owner);
    expect(invoices.map((i) => [i.kind, i.totalCents, i.vatCents])).toEqual([
      ['credit_note', invoice.totalCents, invoice.vatCents],
      ['invoice', invoice.totalCents, invoice.vatCents],
    ]);
  });
});
