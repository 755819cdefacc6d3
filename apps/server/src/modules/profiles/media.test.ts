import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { MSG } from '@kollabo/shared';
import { useTestApp } from '../../test-support/test-app.js';
import { createUser, type TestUser } from '../../test-support/fixtures.js';
import { hasGpsPointer, jpegWithGps, multipart, png } from '../../test-support/images.js';

const t = useTestApp();

function upload(url: string, field: string, filename: string, bytes: Buffer, user?: TestUser) {
  const body = multipart(field, filename, bytes);
  return t.app.inject({
    method: 'PUT',
    url,
    payload: body.payload,
    headers: { ...body.headers, ...(user?.auth ?? {}) },
  });
}
const photo = (user: TestUser, bytes: Buffer, name = 'photo.jpg', kind = 'profiles') =>
  upload(`/api/user/update-profil-image?photo=${kind}`, 'photo', name, bytes, user);
const gallery = (user: TestUser, bytes: Buffer, index: number | string = 1) =>
  upload(`/api/user/update-galerie-user?index=${index}`, 'image', 'g.png', bytes, user);
const image = (key: string, query = '') =>
  t.app.inject({ method: 'GET', url: `/api/user/images/${key}${query}` });
const del = (url: string, user: TestUser) =>
  t.app.inject({ method: 'DELETE', url, headers: user.auth });
const profileOf = async (user: TestUser) =>
  (
    await t.app.inject({
      method: 'GET',
      url: `/api/user/profile?user=${user.pseudo}`,
      headers: user.auth,
    })
  ).json().profile;

const SCRIPTED_SVG = `<?xml version="1.0"?>
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10" onload="alert(1)">
  <script>alert(document.cookie)</script>
  <foreignObject width="10" height="10"><div xmlns="http://www.w3.org/1999/xhtml">hi</div></foreignObject>
  <a href="javascript:alert(2)"><rect width="5" height="5"/></a>
  <image href="https://evil.example/track.png" width="1" height="1"/>
  <circle cx="5" cy="5" r="4" fill="url(https://evil.example/x#p)" onclick="alert(3)" stroke="#5B3DF5"/>
  <use xlink:href="https://evil.example/sprite.svg#icon"/>
  <rect width="2" height="2" style="fill: url(https://evil.example/a)"/>
  <path d="M0 0L10 10" stroke="red"/>
</svg>`;

describe('profile photo and cover', () => {
  it('re-encodes a JPEG to WebP without its EXIF and GPS, in the sizes the pages need', async () => {
    const me = await createUser(t.app);
    const original = await jpegWithGps();
    const source = await sharp(original).metadata();
    expect(source.exif && hasGpsPointer(source.exif)).toBe(true); // the fixture carries GPS

    const res = await photo(me, original);
    expect(res.statusCode).toBe(200);
    const key: string = res.json().imagePath;
    expect(key).toMatch(/^profiles\/profiles_[0-9a-f-]{36}\.webp$/);
    expect((await profileOf(me))._link_photo_profil.url).toBe(key);

    const served = await image(key);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    expect(served.rawPayload.includes('KOLLABO-EXIF-MARK')).toBe(false);
    expect([meta.width, meta.height]).toEqual([512, 512]);
    const small = await sharp((await image(key, '?size=sm')).rawPayload).metadata();
    expect([small.width, small.height]).toEqual([128, 128]);
  });

  it('keeps a cover whole and replaces the previous file', async () => {
    const me = await createUser(t.app);
    const first = (await photo(me, await png(2400, 800), 'c.png', 'couvertures')).json().imagePath;
    expect(first).toMatch(/^couvertures\/couvertures_/);
    const meta = await sharp((await image(first)).rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([1920, 640]);
    const second = (await photo(me, await png(), 'c.png', 'couvertures')).json().imagePath;
    expect(second).not.toBe(first);
    expect((await image(first)).statusCode).toBe(404);
    expect((await image(second)).statusCode).toBe(200);
    expect((await profileOf(me))._link_photo_couverture.url).toBe(second);
  });

  it('judges a file by its content: a PNG named .svg is stored and served as an image', async () => {
    const me = await createUser(t.app);
    const res = await photo(me, await png(), 'avatar.svg');
    expect(res.statusCode).toBe(200);
    expect(res.json().imagePath).toMatch(/\.webp$/);
    expect((await image(res.json().imagePath)).headers['content-type']).toBe('image/webp');
  });

  it('refuses text named .jpg, a truncated image and an empty file', async () => {
    const me = await createUser(t.app);
    const jpeg = await jpegWithGps();
    for (const bytes of [
      Buffer.from('not an image at all'),
      jpeg.subarray(0, 200),
      Buffer.alloc(0),
    ]) {
      const res = await photo(me, bytes, 'photo.jpg');
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        error: 'invalid_image',
        message: MSG.profile.imageInvalid,
      });
    }
    expect((await profileOf(me))._link_photo_profil.url).toBeNull();
  });

  it('accepts 5242880 bytes and refuses 5242881 bytes', async () => {
    const me = await createUser(t.app);
    const base = await png();
    // Bytes after the PNG's end chunk are ignored by decoders: a valid image of an exact size.
    const exact = Buffer.concat([base, Buffer.alloc(5_242_880 - base.length)]);
    expect((await photo(me, exact, 'big.png')).statusCode).toBe(200);
    const tooBig = Buffer.concat([exact, Buffer.alloc(1)]);
    const res = await photo(me, tooBig, 'big.png');
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({
      error: 'image_too_large',
      message: MSG.profile.imageInvalid,
    });
  });

  // How busboy meets the limit depends on where the stream was cut: the part may be truncated,
  // the stream may throw, or the closing boundary may arrive in the same chunk. One fault, one
  // answer: 413 with the image text, whatever the chunking, on the photo and the gallery.
  it('refuses 5242881 bytes with a 413 however the body is cut into chunks', async () => {
    const me = await createUser(t.app);
    const base = await png();
    const tooBig = Buffer.concat([base, Buffer.alloc(5_242_881 - base.length)]);
    const failures: string[] = [];
    for (const [label, url, field] of [
      ['photo', '/api/user/update-profil-image?photo=profiles', 'photo'],
      ['gallery', '/api/user/update-galerie-user?index=1', 'image'],
    ] as const) {
      const body = multipart(field, 'big.png', tooBig);
      const headerEnd = body.payload.indexOf('\r\n\r\n') + 4;
      const limitAt = headerEnd + 5_242_880;
      const cuts: [string, number[]][] = [
        ['whole', []],
        ['at the limit', [limitAt]],
        ['one past the limit', [limitAt + 1]],
        ['before the closing boundary', [headerEnd + 5_242_881]],
        ['after the headers', [headerEnd]],
        ['every 16 KiB', Array.from({ length: 330 }, (_, i) => (i + 1) * 16_384)],
        ['every 65537 bytes', Array.from({ length: 80 }, (_, i) => (i + 1) * 65_537)],
        ['last bytes one by one', [limitAt - 2, limitAt - 1, limitAt, limitAt + 1, limitAt + 2]],
      ];
      for (const [cutLabel, offsets] of cuts) {
        const bounds = [0, ...offsets.filter((o) => o < body.payload.length), body.payload.length];
        const chunks = bounds.slice(1).map((end, i) => body.payload.subarray(bounds[i], end));
        for (let attempt = 0; attempt < 2; attempt += 1) {
          const res = await t.app.inject({
            method: 'PUT',
            url,
            payload: Readable.from(chunks),
            headers: { ...body.headers, ...me.auth },
          });
          const answer = res.json() as { error?: string; message?: string };
          if (
            res.statusCode !== 413 ||
            answer.error !== 'image_too_large' ||
            answer.message !== MSG.profile.imageInvalid
          ) {
            failures.push(`${label} ${cutLabel}: ${res.statusCode} ${answer.error}`);
          }
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('refuses a wrong field name, a wrong photo kind and a JSON body', async () => {
    const me = await createUser(t.app);
    const bytes = await png();
    expect(
      (await upload('/api/user/update-profil-image?photo=profiles', 'image', 'a.png', bytes, me))
        .statusCode,
    ).toBe(400);
    expect((await photo(me, bytes, 'a.png', 'galeries')).statusCode).toBe(400);
    const json = await t.app.inject({
      method: 'PUT',
      url: '/api/user/update-profil-image?photo=profiles',
      payload: { photo: 'x' },
      headers: me.auth,
    });
    expect(json.statusCode).toBe(400);
  });

  it('requires a login to upload', async () => {
    const body = multipart('photo', 'a.png', await png());
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/user/update-profil-image?photo=profiles',
      ...body,
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('SVG', () => {
  it('strips scripts, handlers, foreignObject and external references', async () => {
    const me = await createUser(t.app);
    const res = await photo(me, Buffer.from(SCRIPTED_SVG), 'logo.svg');
    expect(res.statusCode).toBe(200);
    const key = res.json().imagePath;
    expect(key).toMatch(/^profiles\/profiles_[0-9a-f-]{36}\.svg$/);
    const served = await image(key);
    expect(served.headers['content-type']).toBe('image/svg+xml');
    expect(served.headers['content-security-policy']).toContain('sandbox');
    const text = served.body;
    for (const banned of [
      '<script',
      'onload',
      'onclick',
      'foreignObject',
      'javascript:',
      'evil.example',
      '<image',
      '<a ',
    ]) {
      expect(text).not.toContain(banned);
    }
    expect(text).toContain('<circle cx="5" cy="5" r="4" stroke="#5B3DF5"/>');
    expect(text).toContain('<path d="M0 0L10 10" stroke="red"/>');
  });

  it('refuses an SVG with a DOCTYPE (entities) or broken markup', async () => {
    const me = await createUser(t.app);
    const entity =
      '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]><svg xmlns="http://www.w3.org/2000/svg">&x;</svg>';
    const broken = '<svg xmlns="http://www.w3.org/2000/svg"><g><rect></g></svg>';
    for (const svg of [entity, broken]) {
      const res = await photo(me, Buffer.from(svg), 'x.svg');
      expect(res.statusCode).toBe(400);
    }
  });
});

describe('gallery', () => {
  it('stores two gallery images under galeries/galeries_ and refuses index 3', async () => {
    const me = await createUser(t.app);
    const one = (await gallery(me, await png(), 1)).json().imagePath;
    const two = (await gallery(me, await png(), 2)).json().imagePath;
    expect(one).toMatch(/^galeries\/galeries_/);
    expect(two).toMatch(/^galeries\/galeries_/);
    const medias = (await profileOf(me))._medias;
    expect(medias.image_galerie_1.url).toBe(one);
    expect(medias.image_galerie_2.url).toBe(two);
    for (const index of [3, 0, 'x']) {
      const res = await gallery(me, await png(), index);
      expect(res.statusCode).toBe(400);
    }
  });

  it('deletes a gallery image only at its own index', async () => {
    const me = await createUser(t.app);
    const one = (await gallery(me, await png(), 1)).json().imagePath;
    expect((await del(`/api/user/medias/${one}?index=2`, me)).statusCode).toBe(404);
    expect((await del(`/api/user/medias/${one}?index=1`, me)).statusCode).toBe(200);
    expect((await image(one)).statusCode).toBe(404);
    expect((await profileOf(me))._medias.image_galerie_1.url).toBeNull();
  });
});

describe('ownership', () => {
  it("never deletes someone else's file", async () => {
    const owner = await createUser(t.app);
    const intruder = await createUser(t.app);
    const avatar = (await photo(owner, await png())).json().imagePath;
    const pic = (await gallery(owner, await png(), 1)).json().imagePath;
    expect((await del(`/api/user/images/${avatar}`, intruder)).statusCode).toBe(404);
    expect((await del(`/api/user/medias/${pic}?index=1`, intruder)).statusCode).toBe(404);
    expect((await image(avatar)).statusCode).toBe(200);
    expect((await image(pic)).statusCode).toBe(200);
    expect((await profileOf(owner))._link_photo_profil.url).toBe(avatar);
    // Deleting one's own photo works.
    expect((await del(`/api/user/images/${avatar}`, owner)).statusCode).toBe(200);
    expect((await image(avatar)).statusCode).toBe(404);
  });

  it('serves and deletes only well-formed keys of the image folders', async () => {
    const me = await createUser(t.app);
    for (const path of [
      '../../etc/passwd',
      'profiles/..%2F..%2Fjwt-secret',
      'attachments/attachments_00000000-0000-0000-0000-000000000000.pdf',
    ]) {
      expect((await image(path)).statusCode).toBe(404);
      expect((await del(`/api/user/images/${path}`, me)).statusCode).toBe(404);
    }
  });
});
