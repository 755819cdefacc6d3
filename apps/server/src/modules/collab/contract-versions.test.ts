import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { ERRORS, parisToday } from '@kollabo/shared';
import { createUser, type TestUser } from '../../test-support/fixtures.js';
import {
  acceptedOffer,
  contract,
  identity,
  securePayment,
  signedCollab,
  useCollabTestApp,
} from '../../test-support/collab-fixtures.js';
import { multipart, png } from '../../test-support/images.js';
import { readPdf } from '../../test-support/pdf.js';
import { COLLAB_LIMITS } from './collab-limits.js';

// Contracts that stay true: identities frozen with the version, amendments
// signed by both while the signed version stays in force, the typed name is the signer's, dates,
// late and story deliverables, and the limits of the collaboration's writes.

const { t, h } = useCollabTestApp();

/** The PDF's text, spaces normalised. */
const pdfText = async (bytes: Buffer) => (await readPdf(bytes)).text;

const hex = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const space = async (idOffer: string, user: TestUser) =>
  (await h.get(`/api/collab?id=${idOffer}`, user)).json();
const sign = (idOffer: string, user: TestUser, version: number, fullName: string) =>
  h.post('/api/collab/sign', { idOffer, version, fullName, consent: true }, user);
const pdf = (idOffer: string, user: TestUser, version?: number) =>
  h.get(`/api/collab/contract.pdf?id=${idOffer}${version ? `&version=${version}` : ''}`, user);
const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

function expectError(res: { statusCode: number; json(): unknown }, code: keyof typeof ERRORS) {
  expect(res.statusCode).toBe(ERRORS[code].status);
  expect(res.json()).toMatchObject({ error: code });
}

/** Identities of both, the contract saved: version 1 waits for the signatures. */
async function toSign() {
  const setup = await acceptedOffer(t.app);
  await h.put(
    '/api/user/legal-identity',
    identity('Marque SA', 'Paris', 'Jean Martin'),
    setup.owner,
  );
  await h.put('/api/user/legal-identity', identity('Chloé Dupont'), setup.author);
  const saved = await h.put('/api/collab/contract', contract(setup.idOffer), setup.owner);
  expect(saved.statusCode).toBe(200);
  return setup;
}

describe('identities frozen with the version', () => {
  it('an identity change between the two signatures makes a new version; the signed PDF is the signed bytes plus the audit page', async () => {
    const { owner, author, idOffer } = await toSign();
    const first = await sign(idOffer, author, 1, 'Chloé Dupont');
    expect(first.statusCode).toBe(200);

    // The owner's company moves: version 1 (signed by her with the old address) no longer holds.
    const moved = identity('Marque SA', 'Marseille', 'Jean Martin');
    expect((await h.put('/api/user/legal-identity', moved, owner)).statusCode).toBe(200);
    const after = await space(idOffer, author);
    expect(after).toMatchObject({ version: 2, proposedVersion: 2, versionInForce: null });
    expect(after.signatures).toEqual([]);
    expectError(await sign(idOffer, owner, 1, 'Jean Martin'), 'version_changed');

    expect((await sign(idOffer, author, 2, 'Chloé Dupont')).statusCode).toBe(200);
    // Her later change of identity, after her signature: version 3 again.
    await h.put('/api/user/legal-identity', identity('Chloé Dupont', 'Lille'), author);
    expect((await space(idOffer, owner)).version).toBe(3);
    // Saving the same identity again changes nothing.
    await h.put('/api/user/legal-identity', identity('Chloé Dupont', 'Lille'), author);
    expect((await space(idOffer, owner)).version).toBe(3);

    const a = await sign(idOffer, author, 3, 'Chloé Dupont');
    const b = await sign(idOffer, owner, 3, 'Jean Martin');
    expect(b.json()).toMatchObject({ signed: true });
    const documentSha256 = a.json().documentSha256 as string;
    expect(b.json().documentSha256).toBe(documentSha256);

    const signed = (await pdf(idOffer, owner)).rawPayload;
    const body = await space(idOffer, owner);
    expect(hex(signed)).toBe(body.signedSha256);
    expect(body.signedSha256).not.toBe(documentSha256);
    // The signed bytes come first, unchanged: their hash is the one both signatures carry. Both
    // PDFs are in the storage's private folder, none in the database.
    const rows = (await t.app.ctx.db.execute(
      sql`select document_key, signed_key, document_pdf, signed_pdf from collab_contract_versions
          where offer_id = ${idOffer} and version = 3`,
    )) as unknown as {
      rows: { document_key: string; signed_key: string; document_pdf: null; signed_pdf: null }[];
    };
    const row = rows.rows[0];
    expect(row).toMatchObject({ document_pdf: null, signed_pdf: null });
    expect(row?.document_key).toMatch(/^contrats\//);
    const document = (await t.app.ctx.storage.read(row?.document_key ?? '')) ?? Buffer.alloc(0);
    expect(hex(document)).toBe(documentSha256);
    expect(hex((await t.app.ctx.storage.read(row?.signed_key ?? '')) ?? Buffer.alloc(0))).toBe(
      body.signedSha256,
    );
    expect(signed.subarray(0, document.length).equals(document)).toBe(true);
    expect(signed.length).toBeGreaterThan(document.length);

    const text = await pdfText(signed);
    expect(text).toContain('69002 Marseille');
    expect(text).toContain('69002 Lille');
    expect(text).not.toContain('69002 Paris');
    expect(text).toContain("Page d'audit");
    expect(text).toContain(documentSha256);

    // Once in force, an identity change proposes an amendment: the signed version stays.
    await h.put('/api/user/legal-identity', identity('Chloé Dupont', 'Nantes'), author);
    expect(await space(idOffer, owner)).toMatchObject({
      version: 4,
      versionInForce: 3,
      proposedVersion: 4,
      signed: true,
      signedSha256: body.signedSha256,
    });
    expect(hex((await pdf(idOffer, owner)).rawPayload)).toBe(body.signedSha256);
  });
});

describe('amendments', () => {
  it('after both signatures a save is an amendment: the signed version stays in force and served until both sign the new one', async () => {
    const { owner, author, idOffer } = await signedCollab(t.app);
    const before = await space(idOffer, author);
    expect(before).toMatchObject({ version: 1, versionInForce: 1, proposedVersion: null });

    const amended = contract(idOffer, {
      usageRights: { channels: 'Site de la marque', durationMonths: 12, territory: 'Europe' },
    });
    expect((await h.put('/api/collab/contract', amended, owner)).json()).toEqual({
      ok: true,
      version: 2,
    });
    const during = await space(idOffer, author);
    expect(during).toMatchObject({
      status: 'signed',
      signed: true,
      version: 2,
      versionInForce: 1,
      proposedVersion: 2,
      signedSha256: before.signedSha256,
      signatures: [],
    });
    expect(during.terms.usageRights.territory).toBe('Europe');
    expect(during.deliverables).toHaveLength(2);
    expect(during.versions).toMatchObject([
      { version: 2, signed: false, signedSha256: null },
      { version: 1, signed: true, signedSha256: before.signedSha256 },
    ]);
    expect(during.history.at(-1)).toMatchObject({ type: 'amendment_saved', n: 2 });

    // The signed PDF is still served, by default and by its number; the proposal by its own.
    for (const res of [await pdf(idOffer, author), await pdf(idOffer, owner, 1)]) {
      expect(res.statusCode).toBe(200);
      expect(hex(res.rawPayload)).toBe(before.signedSha256);
    }
    const proposal = await pdf(idOffer, author, 2);
    expect(proposal.statusCode).toBe(200);
    expect(await pdfText(proposal.rawPayload)).toContain('Europe');
    expectError(await pdf(idOffer, author, 9), 'contract_version_not_found');
    const outsider = await createUser(t.app);
    expect((await pdf(idOffer, outsider, 1)).statusCode).toBe(403);

    // The owner's save was his proposal only: both sign it.
    expect((await sign(idOffer, owner, 2, 'Jean Martin')).json()).toMatchObject({ signed: false });
    expect((await space(idOffer, owner)).versionInForce).toBe(1);
    expect((await sign(idOffer, author, 2, 'Chloé Dupont')).json()).toMatchObject({ signed: true });
    const after = await space(idOffer, owner);
    expect(after).toMatchObject({ versionInForce: 2, proposedVersion: null, signed: true });
    expect(after.signedSha256).not.toBe(before.signedSha256);
    expect(hex((await pdf(idOffer, owner, 1)).rawPayload)).toBe(before.signedSha256);
  });
});

describe('the typed name is the signer’s', () => {
  it('refuses another name in French, accepts accents, case and spaces aside, and the representative for a company', async () => {
    const { owner, author, idOffer } = await toSign();
    const wrong = await sign(idOffer, author, 1, 'Julie Martin');
    expectError(wrong, 'signature_name_mismatch');
    expect(wrong.json()).toMatchObject({ field: 'fullName' });
    expect(wrong.json().message).toContain('« Chloé Dupont »');
    expect((await sign(idOffer, author, 1, '  chloe   DUPONT ')).statusCode).toBe(200);
    // The company is represented: its name is not the signer's.
    expectError(await sign(idOffer, owner, 1, 'Marque SA'), 'signature_name_mismatch');
    const res = await sign(idOffer, owner, 1, 'Jean Martin');
    expect(res.statusCode).toBe(200);
    const text = await pdfText((await pdf(idOffer, owner)).rawPayload);
    expect(text).toContain('Marque SA, représentée par Jean Martin');
    expect((await space(idOffer, owner)).identity).toMatchObject({ representative: 'Jean Martin' });
  });
});

describe('dates, late and story deliverables', () => {
  it('refuses a publication window already over, at save and at signature', async () => {
    const { owner, author, idOffer } = await toSign();
    const past = contract(idOffer, {
      deliverables: [
        {
          network: 'instagram',
          format: 'Reel',
          quantity: 1,
          publishFrom: day(-10),
          publishTo: day(-1),
        },
      ],
    });
    expectError(await h.put('/api/collab/contract', past, owner), 'contract_dates_past');
    // Version 1 was saved in time, its window ended since.
    await t.app.ctx.db.execute(
      sql`update collab_contract_versions set terms = jsonb_set(terms, '{deliverables,0,publishTo}', to_jsonb(${day(-1)}::text)) where offer_id = ${idOffer}`,
    );
    const res = await sign(idOffer, author, 1, 'Chloé Dupont');
    expectError(res, 'contract_dates_past');
    expect(res.json().message).toContain('déjà terminée');
  });

  it('shows a deliverable whose window ended unpublished as late', async () => {
    const { owner, idOffer } = await signedCollab(t.app);
    expect(
      (await space(idOffer, owner)).deliverables.map((d: { late: boolean }) => d.late),
    ).toEqual([false, false]);
    await t.app.ctx.db.execute(
      sql`update collab_contract_versions set terms = jsonb_set(terms, '{deliverables,1,publishTo}', to_jsonb(${day(-2)}::text)) where offer_id = ${idOffer}`,
    );
    expect(parisToday() > day(-2)).toBe(true);
    expect(
      (await space(idOffer, owner)).deliverables.map((d: { late: boolean }) => d.late),
    ).toEqual([false, true]);
  });

  it('asks a screenshot for a story, not a link', async () => {
    const { owner, author, idOffer } = await acceptedOffer(t.app);
    await h.put('/api/user/legal-identity', identity('Marque SA', 'Paris', 'Jean Martin'), owner);
    await h.put('/api/user/legal-identity', identity('Chloé Dupont'), author);
    const story = contract(idOffer, {
      deliverables: [
        {
          network: 'instagram',
          format: 'Story',
          quantity: 3,
          publishFrom: day(1),
          publishTo: day(9),
        },
      ],
    });
    await h.put('/api/collab/contract', story, owner);
    await sign(idOffer, author, 1, 'Chloé Dupont');
    await sign(idOffer, owner, 1, 'Jean Martin');
    await securePayment(t.app, { owner, author, idOffer });
    expect((await space(idOffer, author)).deliverables[0]).toMatchObject({ story: true });
    const res = await h.patch(
      '/api/collab/deliverable',
      {
        idOffer,
        index: 0,
        link: 'https://www.instagram.com/stories/chloe/3300000000000000000/',
        labelled: true,
      },
      author,
    );
    expectError(res, 'deliverable_screenshot_required');
    expect(res.json().message).toContain("capture d'écran");

    const upload = (bytes: Buffer, name: string, user: TestUser = author, labelled = 'true') => {
      const form = multipart('screenshot', name, bytes);
      return t.app.inject({
        method: 'POST',
        url: `/api/collab/deliverable/screenshot?id=${idOffer}&index=0&labelled=${labelled}`,
        headers: { ...user.auth, ...form.headers },
        payload: form.payload,
      });
    };
    const image = await png(400, 700);
    // Judged by its bytes: a PDF named .png is not a screenshot.
    const fake = await upload(Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n'), 'story.png');
    expect(fake.statusCode).toBe(400);
    expectError(await upload(image, 'story.png', author, 'false'), 'deliverable_label_required');
    expectError(await upload(image, 'story.png', owner), 'collab_author_only');
    const ok = await upload(image, 'story.png');
    expect(ok.statusCode).toBe(200);
    const item = (await space(idOffer, owner)).deliverables[0];
    expect(item).toMatchObject({ status: 'published', link: null });
    expect(item.screenshotUrl).toBe(`/api/collab/deliverable/screenshot?id=${idOffer}&index=0`);
    const seen = await h.get(item.screenshotUrl, owner);
    expect(seen.statusCode).toBe(200);
    expect(seen.headers['content-type']).toBe('image/webp');
    const outsider = await createUser(t.app);
    expect((await h.get(item.screenshotUrl, outsider)).statusCode).toBe(403);
  });
});

describe('limits and notifications of the collaboration', () => {
  it('limits contract saves per collaboration with Retry-After, and keeps one updating notification and one mail', async () => {
    const { owner, author, idOffer } = await acceptedOffer(t.app);
    const outbox = async () => {
      const rows = (await t.app.ctx.db.execute(
        sql`select type from mail_outbox where recipient_id = ${author.id} and type like 'contract%'`,
      )) as unknown as { rows: { type: string }[] };
      return rows.rows.map((r) => r.type);
    };
    const notifications = async () => {
      const rows = (await t.app.ctx.db.execute(
        sql`select type, read_at from notifications where recipient_id = ${author.id} and type like 'contract%'`,
      )) as unknown as { rows: { type: string; read_at: unknown }[] };
      return rows.rows;
    };
    for (let i = 0; i < 3; i += 1) {
      expect((await h.put('/api/collab/contract', contract(idOffer), owner)).statusCode).toBe(200);
    }
    expect(await notifications()).toHaveLength(1);
    expect(await outbox()).toEqual(['contract_to_sign']);
    // She opened the space: the next save is news again.
    await space(idOffer, author);
    await h.put('/api/collab/contract', contract(idOffer), owner);
    expect((await notifications()).filter((n) => n.read_at === null)).toHaveLength(1);
    expect(await outbox()).toEqual(['contract_to_sign', 'contract_to_sign']);

    const max = COLLAB_LIMITS.contractPerOffer.max;
    for (let i = 4; i < max; i += 1) {
      expect((await h.put('/api/collab/contract', contract(idOffer), owner)).statusCode).toBe(200);
    }
    const limited = await h.put('/api/collab/contract', contract(idOffer), owner);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ error: 'rate_limited' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('limits a publish / change-request loop on one deliverable', async () => {
    const { owner, author, idOffer } = await signedCollab(t.app);
    await securePayment(t.app, { owner, author, idOffer });
    const max = COLLAB_LIMITS.deliverablePerItem.max;
    let last = 200;
    for (let i = 0; i < max + 2 && last === 200; i += 1) {
      const res =
        i % 2 === 0
          ? await h.patch(
              '/api/collab/deliverable',
              {
                idOffer,
                index: 0,
                link: `https://www.instagram.com/reel/C1a2b3c${i}/`,
                labelled: true,
              },
              author,
            )
          : await h.patch(
              '/api/collab/deliverable/review',
              { idOffer, index: 0, decision: 'change', comment: 'Encore une fois, merci.' },
              owner,
            );
      last = res.statusCode;
      if (last === 429) expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(last).toBe(429);
  });
});
