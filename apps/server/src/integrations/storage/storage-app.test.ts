import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp, startSecondInstance, type TestApp } from '../../test-support/test-app.js';
import { createUser, type TestUser } from '../../test-support/fixtures.js';
import { multipart, png } from '../../test-support/images.js';
import { PDF_BYTES, ownerProjectAndCreator, sendOffer } from '../../test-support/offer-fixtures.js';
import { startTestS3, type TestS3 } from '../../test-support/s3-server.js';

// The app with its files in an S3-compatible bucket: two instances share what either stored,
// private files still pass the app's access check, and S3_PUBLIC_URL serves public images.

let s3: TestS3;
let t: TestApp;
let second: FastifyInstance;
beforeAll(async () => {
  s3 = await startTestS3('kollabo-app');
  t = await createTestApp({ ...s3.env, S3_PUBLIC_URL: '' });
  second = await startSecondInstance(t);
});
afterAll(async () => {
  await second.close();
  await t.close();
  await s3.close();
});

const as = (user?: TestUser) => user?.auth ?? {};

describe('files in the bucket', () => {
  it('a photo uploaded through one instance is served by the other, from the bucket', async () => {
    await t.reset();
    const me = await createUser(t.app);
    const body = multipart('photo', 'moi.png', await png(600, 600));
    const uploaded = await t.app.inject({
      method: 'PUT',
      url: '/api/user/update-profil-image?photo=profiles',
      payload: body.payload,
      headers: { ...body.headers, ...as(me) },
    });
    expect(uploaded.statusCode).toBe(200);
    const key: string = uploaded.json().imagePath;
    const inBucket = await fetch(`${s3.config.endpoint}/${s3.config.bucket}/${key}`);
    expect(inBucket.status).toBe(200);
    expect(inBucket.headers.get('content-type')).toBe('image/webp');
    expect(t.app.ctx.storage.publicUrl(key)).toBeUndefined();

    const served = await second.inject({ method: 'GET', url: `/api/user/images/${key}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.rawPayload.subarray(0, 4).toString()).toBe('RIFF');
    const small = await second.inject({ method: 'GET', url: `/api/user/images/${key}?size=sm` });
    expect(small.statusCode).toBe(200);
    expect(small.rawPayload.length).toBeLessThan(served.rawPayload.length);
  });

  it('an offer attachment stored through one instance reaches only the two parties, through the other', async () => {
    await t.reset();
    const { owner, project, author } = await ownerProjectAndCreator(t.app);
    const sent = await sendOffer(
      t.app,
      author,
      project.id,
      { amount: 800 },
      {
        name: 'devis.pdf',
        content: PDF_BYTES,
        type: 'application/pdf',
      },
    );
    const { idOffer } = sent.json();
    for (const user of [owner, author]) {
      const res = await second.inject({
        method: 'GET',
        url: `/api/offer/file?id=${idOffer}`,
        headers: as(user),
      });
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.equals(PDF_BYTES)).toBe(true);
    }
    const stranger = await createUser(t.app);
    const refused = await second.inject({
      method: 'GET',
      url: `/api/offer/file?id=${idOffer}`,
      headers: as(stranger),
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.rawPayload.includes(PDF_BYTES.subarray(0, 8))).toBe(false);
  });
});

describe('S3_PUBLIC_URL', () => {
  it("sends a public image to the bucket's public address, permanently", async () => {
    const cdn = await createTestApp({ ...s3.env, S3_PUBLIC_URL: 'https://medias.kollabo.test/' });
    try {
      const key = cdn.app.ctx.storage.newKey('galeries', 'webp');
      const res = await cdn.app.inject({ method: 'GET', url: `/api/user/images/${key}?size=sm` });
      expect(res.statusCode).toBe(301);
      expect(res.headers.location).toBe(
        `https://medias.kollabo.test/${key.replace('.webp', '-sm.webp')}`,
      );
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    } finally {
      await cdn.close();
    }
  });
});
