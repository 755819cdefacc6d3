import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app.js';
import { createUser, type TestUser } from '../test-support/fixtures.js';

// Hostile values in every read's query string: each answer is a 2xx or a 4xx, never a 500.

let t: TestApp;
let user: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  user = await createUser(t.app);
});
afterAll(() => t.close());

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
