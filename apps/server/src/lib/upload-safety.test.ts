import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { MSG, apiPath, offersApi } from '@kollabo/shared';
import { sql } from 'drizzle-orm';
import { createUser, type TestUser } from '../test-support/fixtures.js';
import { disputedCollab, expectError } from '../test-support/escrow-fixtures.js';
import { multipart as imagePart, png } from '../test-support/images.js';
import {
  PDF_BYTES,
  createProject,
  givePack,
  multipart,
  sendOffer,
  verifySocial,
  type FilePart,
} from '../test-support/offer-fixtures.js';
import { useTestApp } from '../test-support/test-app.js';
import { cleanFileName } from './uploaded-file.js';

// Issue 42, point 6: a file name is cleaned to safe characters before it is stored (offers,
// disputes, creator invoices share cleanFileName), and an image is accepted only when it decodes
// whole: a JPEG header alone, or a cut image, is refused with the upload's French 400.

const t = useTestApp();

/** The 20 first bytes of a JPEG (SOI and a JFIF APP0 segment): every sniffer says "JPEG". */
const JPEG_HEADER = Buffer.from([
  0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01,
  0x00, 0x01, 0x00, 0x00,
]);

async function halfJpeg() {
  const whole = await sharp({
    create: { width: 640, height: 480, channels: 3, background: '#5B3DF5' },
  })
    .jpeg()
    .toBuffer();
  return whole.subarray(0, Math.floor(whole.length / 2));
}

async function offerWith(file: FilePart) {
  const made = await offerAndOwner(file);
  return { sent: made.sent, linkFile: made.linkFile };
}

async function offerAndOwner(file: FilePart) {
  const owner = await createUser(t.app, { statut: 'Marque' });
  await givePack(t.app, owner);
  const project = await createProject(t.app, owner);
  const author = await createUser(t.app);
  await verifySocial(t.app, author);
  const sent = await sendOffer(t.app, author, project.id, {}, file);
  const list = await t.app.inject({
    url: `/api/offer/all-offers?id=${project.id}&page=1&pageSize=20`,
    headers: owner.auth,
  });
  const first = list.json().offers?.[0] as { idOffer: string; linkFile: string | null } | undefined;
  return { sent, owner, project, idOffer: first?.idOffer, linkFile: first?.linkFile ?? null };
}

function disputeUpload(idOffer: string, file: FilePart, user: TestUser) {
  const body = multipart({}, file);
  return t.app.inject({
    method: 'POST',
    url: `/api/collab/dispute/attachment?idOffer=${idOffer}`,
    payload: body.payload,
    headers: { ...body.headers, ...user.auth },
  });
}

describe('attachment names are stored cleaned', () => {
  it('keeps letters (accents too), digits, spaces and . _ - ( ), drops hidden characters and paths', () => {
    expect(cleanFileName('Devis été 2026 (v2).pdf')).toBe('Devis été 2026 (v2).pdf');
    // "rapport<RLO>fdp.exe" would show as "rapportexe.pdf".
    expect(cleanFileName('rapport\u202efdp.pdf')).toBe('rapportfdp.pdf');
    expect(cleanFileName('\u200bcon\u2066trat\ufeff.pdf')).toBe('contrat.pdf');
    expect(cleanFileName('..\\..\\Windows/system32/a"b<c>|d*.png')).toBe('a_b_c_d_.png');
    expect(cleanFileName('rapport\tfinal\n.pdf')).toBe('rapport final .pdf');
    expect(cleanFileName('.env.pdf')).toBe('env.pdf');
    expect(cleanFileName('😀😀 photo.jpg')).toBe('_ photo.jpg');
    expect(cleanFileName('\u202e')).toBe('piece-jointe');
    const long = cleanFileName(`${'a'.repeat(300)}.pdf`);
    expect(long).toHaveLength(150);
    expect(long.endsWith('.pdf')).toBe(true);
  });

  it('an offer’s attachment: the name shown and downloaded is the cleaned one', async () => {
    const { sent, linkFile } = await offerWith({
      name: 'devis\u202e<script>\u200b.pdf',
      content: PDF_BYTES,
      type: 'application/pdf',
    });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(linkFile).toBe('devis_script_.pdf');
  });

  it('a name stored before the rule is shown and downloaded cleaned', async () => {
    const { owner, project, idOffer } = await offerAndOwner({
      name: 'devis.pdf',
      content: PDF_BYTES,
      type: 'application/pdf',
    });
    await t.app.ctx.db.execute(
      sql`update offers set file_name = ${'devis\u202efdp\u200b.pdf'} where id = ${idOffer!}`,
    );
    const list = await t.app.inject({
      url: `/api/offer/all-offers?id=${project.id}&page=1&pageSize=20`,
      headers: owner.auth,
    });
    expect(list.json().offers[0].linkFile).toBe('devisfdp.pdf');
    const file = await t.app.inject({
      url: `${apiPath(offersApi.attachment)}?id=${idOffer!}`,
      headers: owner.auth,
    });
    expect(file.statusCode, file.body).toBe(200);
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename="devisfdp.pdf"; filename*=UTF-8''devisfdp.pdf`,
    );
  });

  it('a dispute’s attachment: the name answered and downloaded is the cleaned one', async () => {
    const { owner, idOffer } = await disputedCollab(t.app);
    const added = await disputeUpload(
      idOffer,
      { name: '../../constat\u2067 final|\u200d.pdf', content: PDF_BYTES },
      owner,
    );
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toMatchObject({ name: 'constat final_.pdf' });
    const download = await t.app.inject({
      url: `/api/collab/dispute/attachment?id=${added.json().id as string}`,
      headers: owner.auth,
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toContain('filename="constat final_.pdf"');
  });
});

describe('an image is accepted only if it decodes', () => {
  it('an offer refuses a 20-byte JPEG header and a cut JPEG, with its French 400; a real image passes', async () => {
    for (const content of [JPEG_HEADER, await halfJpeg()]) {
      const { sent } = await offerWith({ name: 'photo.jpg', content, type: 'image/jpeg' });
      expect(sent.statusCode, sent.body).toBe(400);
      expect(sent.json()).toMatchObject({
        error: 'invalid_attachment',
        message: MSG.offers.attachmentInvalid,
      });
    }
    const { sent } = await offerWith({
      name: 'photo.png',
      content: await png(),
      type: 'image/png',
    });
    expect(sent.statusCode, sent.body).toBe(201);
  });

  it('a dispute refuses the JPEG header with its French 400', async () => {
    const { author, idOffer } = await disputedCollab(t.app);
    const refused = await disputeUpload(
      idOffer,
      { name: 'preuve.jpg', content: JPEG_HEADER },
      author,
    );
    expectError(refused, 'dispute_attachment_invalid', 400);
    expect(refused.json()).toMatchObject({ message: MSG.collabPayments.disputeAttachmentInvalid });
  });

  it('a profile photo refuses the JPEG header with its French 400', async () => {
    const user = await createUser(t.app);
    const body = imagePart('photo', 'photo.jpg', JPEG_HEADER, 'image/jpeg');
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/user/update-profil-image?photo=profiles',
      payload: body.payload,
      headers: { ...body.headers, ...user.auth },
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ error: 'invalid_image' });
    expect(res.json().message).toMatch(/image/i);
  });
});
