import { accountsApi, apiPath, securityApi } from '@kollabo/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { createUser } from '../../test-support/fixtures.js';
import { loginAs } from '../../test-support/security-fixtures.js';
import { TEST_REDIS_URL, startSecondInstance, useTestApp } from '../../test-support/test-app.js';

// Two instances sharing Redis: each caches session users; ending a session on one makes the
// other refuse its token (the user's cached sessions are dropped everywhere).

const t = useTestApp({ REDIS_URL: TEST_REDIS_URL });
let second: FastifyInstance;
beforeAll(async () => {
  second = await startSecondInstance(t);
});
afterAll(() => second.close());

const whoAmI = (app: FastifyInstance, token: string) =>
  app.inject({
    method: 'GET',
    url: apiPath(accountsApi.tokenCheck),
    headers: { authorization: `Bearer ${token}` },
  });

it('a session ended on one instance is refused on the other', async () => {
  const user = await createUser(t.app);
  const phone = (await loginAs(t.app, user)).json().token as string;
  // The other instance has this user (and the phone's session) in its cache.
  expect((await whoAmI(second, phone)).statusCode).toBe(200);
  const sessions = (
    await t.app.inject({ method: 'GET', url: apiPath(securityApi.sessions), headers: user.auth })
  ).json().sessions as { _id: string; current: boolean }[];
  const phoneSession = sessions.find((s) => !s.current)!;
  const done = await t.app.inject({
    method: 'DELETE',
    url: apiPath(securityApi.revokeSession, { id: phoneSession._id }),
    headers: user.auth,
  });
  expect(done.statusCode).toBe(200);
  expect((await whoAmI(t.app, phone)).statusCode).toBe(401);
  // The change travels through Redis: the other instance refuses once it has heard it.
  await vi.waitFor(async () => expect((await whoAmI(second, phone)).statusCode).toBe(401));
  expect((await whoAmI(second, user.token)).statusCode).toBe(200);
});
