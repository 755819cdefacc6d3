import { describe, expect, it, vi } from 'vitest';
import { MSG, apiPath, paymentsApi as paymentsEndpoints } from '@kollabo/shared';
import { createUser, type TestUser } from '../../test-support/fixtures.js';
import { ciiFacts, invoicesHttp } from '../../test-support/invoice-fixtures.js';
import { readPdf } from '../../test-support/pdf.js';
import { paymentsApi } from '../../test-support/payment-fixtures.js';
import { useTestAppWithSmtp, type ReceivedMail } from '../../test-support/smtp.js';
import { runMailOutbox } from '../notifications/mail-outbox.js';
import { runInvoiceJobs } from './invoice-render.js';

// The buyer receives her invoice's Factur-X PDF by mail, through the real SMTP path: attached
// to the receipt when the PDF was rendered before the receipt left, else in a mail of its own.

// Rendering a Factur-X PDF takes seconds on a busy machine.
vi.setConfig({ testTimeout: 180_000 });

const { t, smtp } = useTestAppWithSmtp();
const pay = paymentsApi(t);
const http = invoicesHttp(t);
const year = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Paris', year: 'numeric' }).format(
  new Date(),
);
const number = `F-${year}-000001`;

async function buyStandard(user: TestUser) {
  const session = await pay.openCheckout(user, 'standard');
  const res = await pay.inject(
    'POST',
    apiPath(paymentsEndpoints.simulatedPay, { sessionId: session.id }),
  );
  expect(res.statusCode, res.body).toBe(200);
}

/** The PDF attached to a mail, parsed: its text and its Factur-X XML. */
async function attachedPdf(mail: ReceivedMail | undefined) {
  const files = mail?.parsed.attachments ?? [];
  expect(files.map((file) => [file.filename, file.contentType])).toEqual([
    [`${number}.pdf`, 'application/pdf'],
  ]);
  return readPdf(files[0]?.content ?? Buffer.alloc(0));
}

describe('the invoice by mail', () => {
  it('rides with the receipt when the PDF is rendered before the receipt leaves', async () => {
    const owner = await createUser(t.app, { statut: 'Marque' });
    await buyStandard(owner);
    await t.app.ctx.background.idle(); // the render after commit stored the PDF
    await runMailOutbox(t.app.ctx);

    const mails = smtp.to(owner.email);
    expect(mails.map((mail) => mail.subject)).toEqual([
      MSG.notifications.packPaid.subject('Standard'),
    ]);
    const pdf = await attachedPdf(mails[0]);
    expect(pdf.text).toContain(number);
    expect(ciiFacts(pdf.files['factur-x.xml'] ?? '').number).toBe(number);
    // The very file "Mes factures" serves.
    const [listed] = (await http.list(owner)).invoices;
    const served = await http.pdf(owner, listed?._id ?? '');
    expect(mails[0]?.parsed.attachments[0]?.content.equals(served.rawPayload)).toBe(true);
  });

  it('comes in a mail of its own, "Votre facture F-…", when the receipt left first', async () => {
    const owner = await createUser(t.app, { statut: 'Marque' });
    // The render after commit fails (a storage outage): the receipt leaves without the PDF.
    const put = vi.spyOn(t.app.ctx.storage, 'put').mockRejectedValueOnce(new Error('down'));
    await buyStandard(owner);
    await t.app.ctx.background.idle();
    put.mockRestore();
    await runMailOutbox(t.app.ctx);
    const [receipt] = smtp.to(owner.email);
    expect(receipt?.subject).toBe(MSG.notifications.packPaid.subject('Standard'));
    expect(receipt?.parsed.attachments).toEqual([]);

    // The invoice worker renders it later: the PDF comes in a second mail.
    expect(await runInvoiceJobs(t.app.ctx)).toMatchObject({ rendered: 1, failures: 0 });
    await runMailOutbox(t.app.ctx);
    const mails = smtp.to(owner.email);
    expect(mails.map((mail) => mail.subject)).toEqual([
      MSG.notifications.packPaid.subject('Standard'),
      `Votre facture ${number}`,
    ]);
    expect(mails[1]?.parsed.text).toContain(
      MSG.invoices.mail.readyLines(false, number)[0] ?? 'missing',
    );
    const pdf = await attachedPdf(mails[1]);
    expect(pdf.text).toContain(number);
    expect(ciiFacts(pdf.files['factur-x.xml'] ?? '').grandTotalCents).toBe(1999);

    // Rendering again (a download) mails nothing more.
    await runInvoiceJobs(t.app.ctx);
    const [listed] = (await http.list(owner)).invoices;
    expect((await http.pdf(owner, listed?._id ?? '')).statusCode).toBe(200);
    await runMailOutbox(t.app.ctx);
    expect(smtp.to(owner.email)).toHaveLength(2);
  });
});
