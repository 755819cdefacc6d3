import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../test-support/test-app.js';
import { createUser, type TestUser } from '../test-support/fixtures.js';
import { MSG } from '@kollabo/shared';

// Hostile values in every read's query string and every write's body: each answer is a 2xx or
// a 4xx, never a 500.

const t = useTestApp({}, { resetEach: false });
let user: TestUser;
beforeAll(async () => {
  user = await createUser(t.app);
});

const HOSTILE = [
  '%C3%28', // invalid UTF-8
  '%ED%A0%80', // an encoded lone surrogate
  '%FF%FE',
  "'%3B%20drop%20table%20users%3B--",
  '%25%5F%5C', // LIKE wildcards and escape
  'x'.repeat(5000),
  '-1',
  '1e309',
  '%5B%5D',
  'a%00b',
];

const READS = [
  '/api/user/profile?user=',
  '/api/user/get-users-secteur?secteur=',
  '/api/user/get-users-secteur?secteur=Voyage&page=',
  '/api/user/favourites?search=',
  '/api/user/in-favourites?user=',
  '/api/user/social/all-socials?pseudo=',
  '/api/project?id=',
  '/api/project/get-edit-project?id=',
  '/api/project/my-projects?projectName=',
  '/api/project/my-projects?page=',
  '/api/offer?idOffer=',
  '/api/offer/all-offers?idProject=',
  '/api/offer/messages?idOffer=',
  '/api/offer/all-rooms-offer?sender=',
  '/api/offer/user-offers?search=',
  '/api/coupon/affiliation-get-coupons?page=',
  '/api/user/images/',
];

describe('hostile query values', () => {
  it('never get a 500 from any read, logged or not', async () => {
    const failures: string[] = [];
    for (const read of READS) {
      for (const value of HOSTILE) {
        for (const headers of [{}, user.auth]) {
          const res = await t.app.inject({ method: 'GET', url: `${read}${value}`, headers });
          if (res.statusCode >= 500)
            failures.push(`${res.statusCode} ${read}${value.slice(0, 30)}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });
});

const WRITES: [method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string][] = [
  ['POST', '/api/user/login'],
  ['POST', '/api/user/signup'],
  ['POST', '/api/user/pseudo-test'],
  ['POST', '/api/verification/send-mail'],
  ['PUT', '/api/verification/edit-password'],
  ['PUT', '/api/user/reset-password'],
  ['PUT', '/api/user/update-log-info'],
  ['PUT', '/api/user/update-info'],
  ['PUT', '/api/user/update-profil-image?photo=profiles'],
  ['PUT', '/api/user/update-galerie-user?index=1'],
  ['PATCH', '/api/user/video-prez'],
  ['POST', '/api/user/statprofile'],
  ['POST', '/api/user/favourite'],
  ['POST', '/api/user/social/update-identifiant'],
  ['POST', '/api/user/social/update-tarification'],
  ['PATCH', '/api/user/notif-messages-status'],
  ['POST', '/api/contact-us'],
  ['POST', '/api/project/create'],
  ['PATCH', '/api/project/update'],
  ['POST', '/api/project/views'],
  ['POST', '/api/project/end-attribute'],
  ['PATCH', '/api/project/attribute'],
  ['PATCH', '/api/project/allocation'],
  ['POST', '/api/report/project'],
  ['POST', '/api/offer/add-new'],
  ['PATCH', '/api/offer/message-status'],
  ['PATCH', '/api/offer/read-message'],
  ['POST', '/api/coupon/verification'],
  ['POST', '/api/user/subscription'],
  ['DELETE', '/api/user/images/..%2F..%2Fetc%2Fpasswd'],
  ['DELETE', '/api/user/medias/%C3%28?index=1'],
];

const text = 'x'.repeat(20_000);
const HOSTILE_BODIES: unknown[] = [
  {},
  [],
  'texte',
  42,
  null,
  { id: { $ne: null }, idProject: ['a'], pseudo: 12, email: [], amount: 'beaucoup' },
  { idProject: text, idOffer: text, pseudo: text, email: text, content: text, title: text },
  {
    idProject: '00000000-0000-0000-0000-000000000000',
    statut: 'publish',
    amount: -Number.MAX_VALUE * 10,
  },
  { a: { b: { c: { d: { e: { f: { g: [[[[['profond']]]]] } } } } } } },
];

describe('hostile bodies', () => {
  it('never get a 500 from any write, logged or not', async () => {
    const failures: string[] = [];
    const loggedStatuses = new Set<number>();
    for (const [method, url] of WRITES) {
      for (const body of HOSTILE_BODIES) {
        for (const headers of [{}, user.auth]) {
          const res = await t.app.inject({
            method,
            url,
            headers: { ...headers, 'content-type': 'application/json' },
            payload: JSON.stringify(body),
            remoteAddress: `10.77.${failures.length}.${Math.floor(Math.random() * 250)}`,
          });
          if (headers === user.auth) loggedStatuses.add(res.statusCode);
          if (res.statusCode >= 500) {
            failures.push(
              `${res.statusCode} ${method} ${url} ${JSON.stringify(body).slice(0, 40)}`,
            );
          }
        }
      }
    }
    expect(failures).toEqual([]);
    // The logged bodies reached the routes' own checks, not only the login guard.
    expect([...loggedStatuses]).toContain(400);
    expect([...loggedStatuses]).toContain(404);
  });
});

// Bodies built to exhaust the server rather than to fool a check: nesting thousands of levels
// deep (a recursive walk overflows the stack), and arrays or objects as wide as the 1 MiB cap
// allows.
const deep = (levels: number, open: string, close: string, inner = '1') =>
  `${open.repeat(levels)}${inner}${close.repeat(levels)}`;
const SHAPED_BODIES: [label: string, body: string][] = [
  ['objects 4000 deep', deep(4000, '{"a":', '}')],
  ['arrays 4000 deep', deep(4000, '[', ']')],
  ['arrays 100000 deep', deep(100_000, '[', ']')],
  ['mixed 33 deep', `{"pseudo":${deep(32, '[', ']', '"x"')}}`],
];

describe('hostile shapes', () => {
  it('refuses nesting deeper than 32 on every write with the invalid-input text', async () => {
    const failures: string[] = [];
    for (const [method, url] of WRITES) {
      for (const [label, payload] of SHAPED_BODIES) {
        for (const headers of [{}, user.auth]) {
          const res = await t.app.inject({
            method,
            url,
            headers: { ...headers, 'content-type': 'application/json' },
            payload,
            remoteAddress: `10.78.${failures.length}.${Math.floor(Math.random() * 250)}`,
          });
          const body = res.body;
          if (res.statusCode !== 400 || !body.includes(MSG.common.invalidInput.slice(0, 20))) {
            failures.push(`${res.statusCode} ${method} ${url} ${label}`);
          }
          if (body.includes('[[[') || body.includes('{"a"')) failures.push(`echo ${url}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('accepts nesting of exactly 32 levels (the body then meets the route’s own checks)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      headers: { 'content-type': 'application/json' },
      payload: deep(31, '{"a":', '}', '{"pseudo":"x","password":"y"}'),
      remoteAddress: '10.79.0.1',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'validation' });
    // Brackets inside strings, escaped quotes included, are text, not nesting.
    const inStrings = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      headers: { 'content-type': 'application/json' },
      payload: `{"pseudo":"${'[{\\"'.repeat(50)}","password":"${'[['.repeat(50)}"}`,
      remoteAddress: '10.79.0.2',
    });
    expect(inStrings.statusCode).toBe(401);
  });

  it('answers huge arrays and huge key counts without a 500', async () => {
    const wideArray = `{"pseudo":[${'1,'.repeat(400_000)}1],"password":"x"}`;
    const manyKeys = `{${Array.from({ length: 60_000 }, (_, i) => `"k${i}":1`).join(',')}}`;
    const quotes = `{"pseudo":"${'\\"['.repeat(100_000)}","password":"x"}`;
    const failures: string[] = [];
    for (const [method, url] of WRITES) {
      for (const payload of [wideArray, manyKeys, quotes]) {
        const res = await t.app.inject({
          method,
          url,
          headers: { ...user.auth, 'content-type': 'application/json' },
          payload,
          remoteAddress: `10.80.${failures.length}.${Math.floor(Math.random() * 250)}`,
        });
        if (res.statusCode >= 500) failures.push(`${res.statusCode} ${method} ${url}`);
      }
    }
    expect(failures).toEqual([]);
  });
});
