import { describe, expect, it, vi } from 'vitest';
import { MSG } from '@kollabo/shared';
import {
  creatorInvoiceHttp,
  deliveredButOne,
  approve,
  mandateHttp,
  payHeld,
} from '../../test-support/creator-invoice-fixtures.js';
import {
  balancesOf,
  escrowApi,
  expectError,
  onboardCreator,
  signedCollab,
  useEscrowTestApp,
} from '../../test-support/escrow-fixtures.js';
import { createUser } from '../../test-support/fixtures.js';
import { png } from '../../test-support/images.js';
import { PDF_BYTES, multipart } from '../../test-support/offer-fixtures.js';
import { invoicesHttp } from '../../test-support/invoice-fixtures.js';

// A creator without the billing mandate issues her own invoice: she uploads it (a PDF judged by
// its bytes) in the collaboration space, before the release or after, and may replace it until
// the brand downloaded it; the brand downloads it, or sees that it is missing. She is paid all
// the same: the invoice is the brand's bookkeeping, not a condition of her payment.

vi.setConfig({ testTimeout: 120_000 });

const t = useEscrowTestApp();
const api = () => creatorInvoiceHttp(t.app);
const pdf = (name = 'facture-2026-004.pdf', content: Buffer = PDF_BYTES) => ({
  name,
  content,
  type: 'application/pdf',
});

async function paidCollab() {
  const setup = await signedCollab(t.app, { amount: 1000, tax: 'TTC' });
  await onboardCreator(t.app, setup.author);
  await payHeld(t.app, setup);
  return setup;
}

describe('the creator’s own invoice', () => {
  it('is missing until she uploads it; she is paid all the same, and may upload it after', async () => {
    const a = api();
    const setup = await signedCollab(t.app, { amount: 1000, tax: 'TTC' });
    // Nothing paid yet: no invoice expected.
    expect(await a.status(setup.idOffer, setup.owner)).toMatchObject({
      status: 'none',
      can: { upload: false, download: false },
    });
    expectError(await a.upload(setup.idOffer, pdf(), setup.author), 'creator_invoice_not_due', 409);
    await onboardCreator(t.app, setup.author);
    await payHeld(t.app, setup);
    expect(await a.status(setup.idOffer, setup.owner)).toEqual({
      status: 'missing',
      invoice: null,
      creditNote: null,
      upload: null,
      can: { upload: false, download: false },
    });
    expect(await a.status(setup.idOffer, setup.author)).toMatchObject({
      status: 'missing',
      can: { upload: true, download: false },
    });

    // Released and paid out without any invoice.
    await deliveredButOne(t.app, setup);
    expect((await approve(t.app, setup, 1)).statusCode).toBe(200);
    expect((await escrowApi(t.app).space(setup.idOffer, setup.owner)).payment.status).toBe(
      'released',
    );
    expect(await balancesOf(t.app, setup.idOffer)).toMatchObject({ creator_paid_out: 100_000 });
    expect(await a.status(setup.idOffer, setup.owner)).toMatchObject({ status: 'missing' });
    expect((await invoicesHttp(t).list(setup.owner)).invoices.map((i) => i.kind)).toEqual([
      'invoice',
    ]);

    // After the release, until the brand has it, she may still upload it.
    const res = await a.upload(setup.idOffer, pdf(), setup.author);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      status: 'uploaded',
      upload: { name: 'facture-2026-004.pdf', sizeBytes: PDF_BYTES.length, downloaded: false },
      can: { upload: true, download: true },
    });
  });

  it('accepts a PDF, refuses a renamed PNG by its bytes, a stranger, the brand, a bad body', async () => {
    const a = api();
    const setup = await paidCollab();
    const renamed = await a.upload(
      setup.idOffer,
      pdf('facture.pdf', await png(20, 20)),
      setup.author,
    );
    expectError(renamed, 'creator_invoice_invalid', 400);
    expect(renamed.json()).toMatchObject({ field: 'file', message: MSG.creatorInvoice.invalid });
    // A PDF named otherwise is refused too: the name must tell the truth.
    expectError(
      await a.upload(setup.idOffer, pdf('facture.png'), setup.author),
      'creator_invoice_invalid',
    );
    // A stranger, at the addresses as written: refused on each of the three.
    const stranger = await createUser(t.app, { pseudo: 'intrus' });
    const body = multipart({ idOffer: setup.idOffer }, pdf());
    const asStranger = (method: 'GET' | 'POST', url: string) =>
      t.app.inject({
        method,
        url,
        ...(method === 'POST' ? { payload: body.payload } : {}),
        headers: { ...(method === 'POST' ? body.headers : {}), ...stranger.auth },
      });
    expectError(await asStranger('POST', '/api/collab/creator-invoice'), 'collab_forbidden', 403);
    expectError(
      await asStranger('GET', `/api/collab/creator-invoice?idOffer=${setup.idOffer}`),
      'collab_forbidden',
      403,
    );
    expectError(
      await asStranger('GET', `/api/collab/creator-invoice/file?idOffer=${setup.idOffer}`),
      'collab_forbidden',
      403,
    );
    expectError(
      await a.upload(setup.idOffer, pdf(), setup.owner),
      'creator_invoice_author_only',
      403,
    );

    // Malformed multipart (cut before its end, no boundary): 400, never 500.
    const truncated = `------x\r\nContent-Disposition: form-data; name="idOffer"\r\n\r\n${setup.idOffer}`;
    for (const [payload, type] of [
      [truncated, 'multipart/form-data; boundary=----x'],
      ['idOffer=1', 'multipart/form-data'],
      [
        `------x\r\nContent-Disposition: form-data; name="file"; filename="f.pdf"\r\n\r\n%PDF-1.4`,
        'multipart/form-data; boundary=----x',
      ],
    ] as const) {
      expectError(await a.raw(payload, type, setup.author), 'creator_invoice_invalid', 400);
    }
    // Not multipart at all.
    expectError(
      await a.raw('{"idOffer":"x"}', 'application/json', setup.author),
      'creator_invoice_invalid',
      400,
    );
    expectError(await a.upload(undefined, pdf(), setup.author), 'creator_invoice_invalid', 400);
    expectError(await a.upload('pas-un-id', pdf(), setup.author), 'creator_invoice_invalid', 400);
    expectError(
      await a.upload(setup.idOffer, undefined, setup.author),
      'creator_invoice_invalid',
      400,
    );
    const missingOffer = await a.upload(
      '00000000-0000-4000-8000-000000000000',
      pdf(),
      setup.author,
    );
    expectError(missingOffer, 'offer_not_found', 404);
    expect((await a.status(setup.idOffer, setup.owner)).status).toBe('missing');

    const ok = await a.upload(setup.idOffer, pdf(), setup.author);
    expect(ok.statusCode, ok.body).toBe(201);
    expect(await a.status(setup.idOffer, setup.owner)).toMatchObject({
      status: 'uploaded',
      can: { upload: false, download: true },
    });
  });

  it('is replaceable until the brand downloads it, then fixed; 20 uploads at once keep one file', async () => {
    const a = api();
    const setup = await paidCollab();
    const first = Buffer.concat([PDF_BYTES, Buffer.from('% premiere\n')]);
    const second = Buffer.concat([PDF_BYTES, Buffer.from('% seconde\n')]);
    expect((await a.upload(setup.idOffer, pdf('v1.pdf', first), setup.author)).statusCode).toBe(
      201,
    );
    const keysBefore = await storedKeys();
    const replaced = await a.upload(setup.idOffer, pdf('v2.pdf', second), setup.author);
    expect(replaced.json()).toMatchObject({ upload: { name: 'v2.pdf' } });
    // The replaced file leaves the storage.
    await vi.waitFor(async () => expect(await storedKeys()).toHaveLength(keysBefore.length));

    const uploads = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        a.upload(setup.idOffer, pdf(`v${i + 3}.pdf`, first), setup.author),
      ),
    );
    expect(uploads.map((r) => r.statusCode)).toEqual(Array(20).fill(201));
    await vi.waitFor(async () => expect(await storedKeys()).toHaveLength(keysBefore.length));

    // The creator may read it back; the brand's download fixes it.
    expect((await a.file(setup.idOffer, setup.author)).statusCode).toBe(200);
    expect((await a.status(setup.idOffer, setup.author)).upload?.downloaded).toBe(false);
    const download = await a.file(setup.idOffer, setup.owner);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename="v\d+\.pdf"/);
    expect(download.rawPayload.equals(first)).toBe(true);
    expect(await a.status(setup.idOffer, setup.author)).toMatchObject({
      upload: { downloaded: true },
      can: { upload: false },
    });
    expectError(await a.upload(setup.idOffer, pdf(), setup.author), 'creator_invoice_locked', 409);
  });

  it('with her mandate in force, Kollabo issues it: no upload before the release', async () => {
    const a = api();
    const setup = await paidCollab();
    await mandateHttp(t.app).accept(setup.author);
    expect(await a.status(setup.idOffer, setup.owner)).toMatchObject({
      status: 'pending',
      can: { upload: false, download: false },
    });
    expectError(await a.upload(setup.idOffer, pdf(), setup.author), 'creator_invoice_mandate', 409);
    await deliveredButOne(t.app, setup);
    expect((await approve(t.app, setup, 1)).statusCode).toBe(200);
    const issued = await a.status(setup.idOffer, setup.owner);
    expect(issued).toMatchObject({
      status: 'issued',
      invoice: { number: expect.stringMatching(/^C\d{5}-F-\d{4}-000001$/), totalCents: 100_000 },
      can: { upload: false, download: true },
    });
    expectError(await a.upload(setup.idOffer, pdf(), setup.author), 'creator_invoice_issued', 409);
    expectError(await a.file(setup.idOffer, setup.owner), 'creator_invoice_not_found', 404);
  });

  it('her own upload stands: a mandate accepted afterwards issues nothing at the release', async () => {
    const a = api();
    const setup = await paidCollab();
    expect((await a.upload(setup.idOffer, pdf(), setup.author)).statusCode).toBe(201);
    await mandateHttp(t.app).accept(setup.author);
    await deliveredButOne(t.app, setup);
    expect((await approve(t.app, setup, 1)).statusCode).toBe(200);
    expect(await a.status(setup.idOffer, setup.owner)).toMatchObject({
      status: 'uploaded',
      invoice: null,
    });
  });
});

/** The stored creator invoices (listed by their folder: CI's bucket holds every file's objects). */
async function storedKeys(): Promise<string[]> {
  const keys: string[] = [];
  for await (const key of t.app.ctx.storage.keys('facturesdeposees/')) keys.push(key);
  return keys;
}
