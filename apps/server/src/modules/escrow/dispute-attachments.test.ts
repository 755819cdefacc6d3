import { describe, expect, it } from 'vitest';
import { MSG } from '@kollabo/shared';
import { useTestApp } from '../../test-support/test-app.js';
import { createUser, type TestUser } from '../../test-support/fixtures.js';
import { PDF_BYTES, multipart, type FilePart } from '../../test-support/offer-fixtures.js';
import { png } from '../../test-support/images.js';
import { securePayment, signedCollab } from '../../test-support/collab-fixtures.js';
import { disputedCollab, escrowApi, expectError } from '../../test-support/escrow-fixtures.js';

// Optional attachments on a dispute (POST/GET /api/collab/dispute/attachment):
// either party adds one while the dispute is open, three at most, PDF/JPEG/PNG/WebP of 5 MB at
// most judged by their bytes; the two parties and the team download them, nobody else.

const t = useTestApp();

function upload(idOffer: string, file: FilePart | undefined, user?: TestUser) {
  const body = multipart({}, file);
  return t.app.inject({
    method: 'POST',
    url: `/api/collab/dispute/attachment?idOffer=${idOffer}`,
    payload: body.payload,
    headers: { ...body.headers, ...(user ? user.auth : {}) },
  });
}

const download = (id: string, user: TestUser) =>
  t.app.inject({
    method: 'GET',
    url: `/api/collab/dispute/attachment?id=${id}`,
    headers: user.auth,
  });

describe('dispute attachments', () => {
  it('the owner and the creator attach files; strangers, visitors and bad files are refused', async () => {
    const { owner, author, idOffer } = await disputedCollab(t.app);
    const stranger = await createUser(t.app);
    const text = MSG.collabPayments;

    const first = await upload(idOffer, { name: 'constat.pdf', content: PDF_BYTES }, owner);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ name: 'constat.pdf', uploadedBy: 'owner' });

    // Refused: a stranger (403), a visitor (401), a PDF named .png, an empty part, a 6 MB file.
    expectError(
      await upload(idOffer, { name: 'x.pdf', content: PDF_BYTES }, stranger),
      'collab_forbidden',
      403,
    );
    expect((await upload(idOffer, { name: 'x.pdf', content: PDF_BYTES })).statusCode).toBe(401);
    const liar = await upload(idOffer, { name: 'photo.png', content: PDF_BYTES }, author);
    expectError(liar, 'dispute_attachment_invalid', 400);
    expect(liar.json()).toMatchObject({ message: text.disputeAttachmentInvalid });
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>');
    expectError(
      await upload(idOffer, { name: 'a.svg', content: svg }, author),
      'dispute_attachment_invalid',
      400,
    );
    expectError(await upload(idOffer, undefined, author), 'dispute_attachment_invalid', 400);
    const big = Buffer.concat([PDF_BYTES, Buffer.alloc(6 * 1024 * 1024, 0x20)]);
    const tooBig = await upload(idOffer, { name: 'gros.pdf', content: big }, author);
    expectError(tooBig, 'dispute_attachment_too_large', 413);
    expect(tooBig.json()).toMatchObject({ message: text.disputeAttachmentTooLarge });

    const image = await png();
    const second = await upload(idOffer, { name: 'capture.png', content: image }, author);
    expect(second.statusCode, second.body).toBe(201);
    expect(second.json()).toMatchObject({ name: 'capture.png', uploadedBy: 'author' });
    expect(
      (await upload(idOffer, { name: 'suite.pdf', content: PDF_BYTES }, author)).statusCode,
    ).toBe(201);
    const fourth = await upload(idOffer, { name: 'encore.pdf', content: PDF_BYTES }, owner);
    expectError(fourth, 'dispute_attachments_full', 409);
    expect(fourth.json()).toMatchObject({ message: text.disputeAttachmentsFull });

    // Both parties see the list in the space, oldest first.
    const space = await escrowApi(t.app).space(idOffer, author);
    expect(space.payment?.dispute?.attachments.map((a) => [a.name, a.uploadedBy])).toEqual([
      ['constat.pdf', 'owner'],
      ['capture.png', 'author'],
      ['suite.pdf', 'author'],
    ]);
  });

  it('the two parties and the admin download; a stranger cannot; an unknown id is 404', async () => {
    const { owner, author, idOffer } = await disputedCollab(t.app);
    const image = await png();
    const added = await upload(idOffer, { name: 'capture écran.png', content: image }, author);
    expect(added.statusCode, added.body).toBe(201);
    const { id } = added.json() as { id: string };

    const admin = await createUser(t.app, { role: 'admin' });
    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/admin/disputes',
      headers: admin.auth,
    });
    expect(listed.json()).toMatchObject({
      disputes: [{ idOffer, dispute: { attachments: [{ id, uploadedBy: 'author' }] } }],
    });

    for (const user of [admin, owner, author]) {
      const res = await download(id, user);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.rawPayload.equals(image)).toBe(true);
      expect(res.headers['content-type']).toBe('image/png');
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="capture e_cran.png"; filename*=UTF-8''capture%20%C3%A9cran.png`,
      );
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['cache-control']).toBe('private, no-store');
    }
    expectError(await download(id, await createUser(t.app)), 'collab_forbidden', 403);
    expectError(await download('00000000-0000-4000-8000-000000000000', admin), 'not_found', 404);
    expect((await download('pas-un-id', admin)).statusCode).toBe(400);
  });

  it('refuses an attachment once the dispute is decided, and without a dispute', async () => {
    const setup = await signedCollab(t.app, { amount: 1000, tax: 'TTC' });
    await securePayment(t.app, setup);
    const { owner, idOffer } = setup;
    expectError(
      await upload(idOffer, { name: 'a.pdf', content: PDF_BYTES }, owner),
      'dispute_not_found',
      404,
    );
    await escrowApi(t.app).dispute(idOffer, owner);
    const admin = await createUser(t.app, { role: 'admin' });
    const decided = await escrowApi(t.app).decide(admin, {
      idOffer,
      decision: 'refund',
      reason: 'Le livrable ne correspond pas au contrat.',
    });
    expect(decided.statusCode, decided.body).toBe(200);
    const closed = await upload(idOffer, { name: 'a.pdf', content: PDF_BYTES }, owner);
    expectError(closed, 'dispute_closed', 409);
    expect(closed.json()).toMatchObject({ message: MSG.collabPayments.disputeClosed });
  });
});
