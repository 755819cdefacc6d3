import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MSG } from '@kollabo/shared';
import { createUser } from '../../test-support/fixtures.js';
import {
  PDF_BYTES,
  createProject,
  multipart,
  sendOffer,
  useOffersTestApp,
  verifySocial,
} from '../../test-support/offer-fixtures.js';

const { t, get, creator, setup } = useOffersTestApp();

describe('POST /offer/add-new', () => {
  it('stores an offer with an attachment and counts it on the project', async () => {
    const { owner, project, author } = await setup();
    const res = await sendOffer(
      t.app,
      author,
      project.id,
      { amount: '1500,50', tax: 'HT' },
      {
        name: 'devis.pdf',
        content: PDF_BYTES,
        type: 'application/pdf',
      },
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ ok: true, idOffer: expect.any(String) });
    const list = await get(`/api/offer/all-offers?id=${project.id}&page=1&pageSize=20`, owner);
    expect(list.statusCode).toBe(200);
    const [offer] = list.json().offers;
    expect(offer.amount).toMatch(/^1\s500,50\s€ HT$/);
    expect(offer.linkFile).toBe('devis.pdf');
    expect(offer.user.pseudo).toBe(author.pseudo);
    const rows = await t.app.ctx.db.execute<{ total_offers: number }>(
      sql`select total_offers from projects where id = ${project.id}`,
    );
    expect(JSON.stringify(rows)).toContain('"total_offers":1');
  });

  it('accepts an amount of exactly 50 and refuses 49', async () => {
    const { project, author } = await setup();
    const low = await sendOffer(t.app, author, project.id, { amount: 49 });
    expect(low.statusCode).toBe(400);
    expect(low.json()).toMatchObject({ field: 'amount', message: MSG.offers.amountMin });
    // Each fault says its own limit, in French, never "Le montant minimum" for all.
    for (const [amount, message] of [
      ['abc', MSG.offers.amountNotANumber],
      ['-60', MSG.offers.amountNotANumber],
      ['', MSG.offers.amountNotANumber],
      ['50.123', MSG.offers.amountNotANumber],
      ['99999999999999', MSG.offers.amountMax],
      ['1000000,01', MSG.offers.amountMax],
    ] as const) {
      const res = await sendOffer(t.app, author, project.id, { amount });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: 'offer_invalid', field: 'amount', message });
    }
    const tooLong = await sendOffer(t.app, author, project.id, {
      amount: 50,
      messageOffre: 'z'.repeat(5001),
    });
    expect(tooLong.json()).toMatchObject({
      field: 'messageOffre',
      message: MSG.validation.tooLong(5000),
    });
    expect((await sendOffer(t.app, author, project.id, { amount: 50 })).statusCode).toBe(201);
  });

  it('refuses an offer without HT/TTC, or with another tax mode', async () => {
    const { project, author } = await setup();
    const res = await sendOffer(t.app, author, project.id, { tax: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe('tax');
    expect((await sendOffer(t.app, author, project.id, { tax: 'TVA' })).statusCode).toBe(400);
  });

  it('refuses an empty private message', async () => {
    const { project, author } = await setup();
    const res = await sendOffer(t.app, author, project.id, { messageOffre: '   ' });
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe('messageOffre');
  });

  it('refuses a PDF renamed .png, and a file of another kind', async () => {
    const { project, author } = await setup();
    const renamed = await sendOffer(
      t.app,
      author,
      project.id,
      {},
      {
        name: 'photo.png',
        content: PDF_BYTES,
        type: 'image/png',
      },
    );
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json()).toMatchObject({
      error: 'invalid_attachment',
      message: MSG.offers.attachmentInvalid,
    });
    const script = await sendOffer(
      t.app,
      author,
      project.id,
      {},
      {
        name: 'script.pdf',
        content: Buffer.from('#!/bin/sh\necho hi\n'),
      },
    );
    expect(script.statusCode).toBe(400);
    // Nothing was stored.
    const list = await get(`/api/offer/all-offers?id=${project.id}`, author);
    expect(list.json().offers).toHaveLength(0);
  });

  it('refuses a file of 10485761 bytes and accepts one of 10485760', async () => {
    const { project, author } = await setup();
    const big = Buffer.alloc(10_485_761, 0x20);
    PDF_BYTES.copy(big);
    const tooBig = await sendOffer(
      t.app,
      author,
      project.id,
      {},
      { name: 'gros.pdf', content: big },
    );
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().message).toBe(MSG.offers.attachmentInvalid);
    const atLimit = await sendOffer(
      t.app,
      author,
      project.id,
      {},
      {
        name: 'limite.pdf',
        content: big.subarray(0, 10_485_760),
      },
    );
    expect(atLimit.statusCode).toBe(201);
  });

  it('refuses 10485761 bytes with a 413 however the body is cut into chunks', async () => {
    const { project, author } = await setup();
    const big = Buffer.alloc(10_485_761, 0x20);
    PDF_BYTES.copy(big);
    const body = multipart(
      { amount: 150, tax: 'TTC', messageOffre: 'Bonjour, voici mon devis.', idProject: project.id },
      { name: 'gros.pdf', content: big },
    );
    const start = body.payload.indexOf(big.subarray(0, 8));
    const limitAt = start + 10_485_760;
    const failures: string[] = [];
    for (const [label, offsets] of [
      ['whole', []],
      ['at the limit', [limitAt]],
      ['one past the limit', [limitAt + 1]],
      ['every 65536 bytes', Array.from({ length: 161 }, (_, i) => (i + 1) * 65_536)],
    ] as [string, number[]][]) {
      const bounds = [0, ...offsets, body.payload.length];
      const chunks = bounds.slice(1).map((end, i) => body.payload.subarray(bounds[i], end));
      for (let attempt = 0; attempt < 2; attempt += 1) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/offer/add-new',
          payload: Readable.from(chunks),
          headers: { ...body.headers, ...author.auth },
        });
        if (res.statusCode !== 413 || res.json().message !== MSG.offers.attachmentInvalid) {
          failures.push(`${label}: ${res.statusCode} ${res.json().error}`);
        }
      }
    }
    expect(failures).toEqual([]);
    const list = await get(`/api/offer/all-offers?id=${project.id}`, author);
    expect(list.json().offers).toHaveLength(0);
  });

  it('refuses a second offer by the same user, even sent at the same time', async () => {
    const { project, author } = await setup();
    const both = await Promise.all([
      sendOffer(t.app, author, project.id),
      sendOffer(t.app, author, project.id),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const again = await sendOffer(t.app, author, project.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('already_sent');
  });

  it("refuses an offer on one's own project", async () => {
    const { owner, project } = await setup();
    await verifySocial(t.app, owner);
    const res = await sendOffer(t.app, owner, project.id);
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe('own_project');
  });

  it('refuses an offer on a closed, saved or attributed project', async () => {
    const { owner, author } = await setup();
    for (const statut of ['close', 'save', 'prePublish', 'attribute'] as const) {
      const project = await createProject(t.app, owner, { statut });
      const res = await sendOffer(t.app, author, project.id);
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toBe('not_published');
    }
  });

  it('refuses an offer without a verified social account', async () => {
    const { project } = await setup();
    const unverified = await createUser(t.app);
    const res = await sendOffer(t.app, unverified, project.id);
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe('verification_required');
  });

  it('refuses visitors and unknown projects', async () => {
    const { project, author } = await setup();
    const visitor = await t.app.inject({ method: 'POST', url: '/api/offer/add-new' });
    expect(visitor.statusCode).toBe(401);
    const unknown = await sendOffer(t.app, author, '00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect((await sendOffer(t.app, author, project.id)).statusCode).toBe(201);
  });
});

describe('GET /offer/all-offers', () => {
  it('shows amounts to the owner; an author sees only her own offer, with its amount', async () => {
    const { owner, project, author } = await setup();
    const other = await creator();
    await sendOffer(t.app, author, project.id, { amount: 300 });
    await sendOffer(t.app, other, project.id, { amount: 500 });

    const ownerView = (await get(`/api/offer/all-offers?id=${project.id}`, owner)).json();
    expect(ownerView.authorProject).toBe(true);
    expect(ownerView.offers).toHaveLength(2);
    expect(ownerView.offers.every((o: { amount: string }) => o.amount.endsWith('€ TTC'))).toBe(
      true,
    );

    const authorView = (await get(`/api/offer/all-offers?id=${project.id}`, author)).json();
    expect(authorView).toMatchObject({
      authorProject: false,
      userOfferAvailable: false,
      userOfferSent: true,
    });
    expect(authorView.offers).toHaveLength(1);
    // The author reads her own amount; the other author's stays hidden from her.
    expect(authorView.offers[0]).toMatchObject({ user: { pseudo: author.pseudo } });
    expect(authorView.offers[0].amount).toMatch(/€ (TTC|HT)$/);

    const third = await creator();
    const thirdView = (await get(`/api/offer/all-offers?id=${project.id}`, third)).json();
    expect(thirdView).toMatchObject({ offers: [], userOfferAvailable: true });
    const visitorView = (await get(`/api/offer/all-offers?id=${project.id}`)).json();
    expect(visitorView).toMatchObject({ offers: [], userOfferAvailable: false });
    // No other amount in any form (matching the digits alone also hit ids that contain "500"):
    // the author sees her own, never the other offer's 500 €.
    expect(JSON.stringify([thirdView, visitorView])).not.toMatch(/€|"amount":"/);
    expect(JSON.stringify(authorView)).not.toMatch(/500\s€/);
  });

  it('pages by 20 with hasMore, newest first', async () => {
    const { owner, project } = await setup();
    for (let i = 0; i < 21; i += 1) {
      const user = await creator();
      expect((await sendOffer(t.app, user, project.id, { amount: 100 + i })).statusCode).toBe(201);
    }
    const first = (
      await get(`/api/offer/all-offers?id=${project.id}&page=1&pageSize=20`, owner)
    ).json();
    expect(first.offers).toHaveLength(20);
    expect(first.hasMore).toBe(true);
    expect(first.offers[0].amount).toContain('120');
    const second = (
      await get(`/api/offer/all-offers?id=${project.id}&page=2&pageSize=20`, owner)
    ).json();
    expect(second.offers).toHaveLength(1);
    expect(second.hasMore).toBe(false);
    expect(second.offers[0].amount).toContain('100');
    const tooBig = await get(`/api/offer/all-offers?id=${project.id}&pageSize=21`, owner);
    expect(tooBig.statusCode).toBe(400);
  });
});
