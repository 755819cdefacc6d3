import { afterEach, expect } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  adminCollabPaymentsApi,
  apiPath,
  collabApi,
  collabPaymentsApi,
  endpointUrl,
  type CollabReply,
} from '@kollabo/shared';
import type { TestUser } from './fixtures.js';
import { http, securePayment, signedCollab } from './collab-fixtures.js';
import {
  accountBalances,
  totalsByCurrency,
  unbalancedTransactions,
} from '../modules/escrow/ledger.repository.js';
import { reconcile } from '../modules/escrow/reconcile.service.js';
import { useTestApp } from './test-app.js';

// Helpers of the escrow API tests: every step through HTTP, and the books checked after each
// test (the ledger balances per currency and per transaction, and matches the provider's).

// The collaboration steps an escrow test takes before paying, so one import serves its file.
export {
  TAX_DETAILS,
  http,
  notificationTypes,
  onboardCreator,
  saveTaxDetails,
  securePayment,
  signedCollab,
} from './collab-fixtures.js';

export const LINKS = ['https://www.instagram.com/reel/C1a2b3c4d5/', 'https://youtu.be/dQw4w9WgXcQ'];

/** Sum of debits = sum of credits per currency, every transaction balanced, provider matched. */
export async function expectBooksBalance(app: FastifyInstance) {
  const totals = await totalsByCurrency(app.ctx.db);
  for (const total of totals)
    expect(total.debits, `currency ${total.currency}`).toBe(total.credits);
  expect(await unbalancedTransactions(app.ctx.db)).toEqual([]);
  const result = await reconcile(app.ctx.db, app.ctx.config);
  expect(result.differences).toEqual([]);
  expect(result.ok).toBe(true);
}

/** The file's app (`useTestApp`), its books checked after each test. */
export function useEscrowTestApp(env: Parameters<typeof useTestApp>[0] = {}) {
  const t = useTestApp(env);
  afterEach(() => expectBooksBalance(t.app));
  return t;
}

/** Account balances of one collaboration (debits minus credits), by account name. */
export async function balancesOf(app: FastifyInstance, offerId: string) {
  const rows = await accountBalances(app.ctx.db, offerId);
  return Object.fromEntries(rows.filter((r) => r.balance !== 0).map((r) => [r.account, r.balance]));
}

export function escrowApi(app: FastifyInstance) {
  const h = http(app);
  return {
    h,
    async space(idOffer: string, user: TestUser) {
      const res = await h.get(endpointUrl(collabApi.get, { query: { id: idOffer } }), user);
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as CollabReply;
    },
    pay: (idOffer: string, user: TestUser, version = 1) =>
      h.post(apiPath(collabPaymentsApi.pay), { idOffer, version }, user),
    async paySimulated(url: string) {
      const sessionId = decodeURIComponent(url.split('/').pop() ?? '');
      return h.post(apiPath(collabPaymentsApi.simulatedPay, { sessionId }), {});
    },
    publish: (idOffer: string, author: TestUser, index: number) =>
      h.patch(
        apiPath(collabApi.publishDeliverable),
        { idOffer, index, link: LINKS[index], labelled: true },
        author,
      ),
    review: (
      idOffer: string,
      owner: TestUser,
      index: number,
      decision: 'approve' | 'change' = 'approve',
    ) =>
      h.patch(
        apiPath(collabApi.reviewDeliverable),
        { idOffer, index, decision, ...(decision === 'change' ? { comment: 'Refaire' } : {}) },
        owner,
      ),
    cancel: (idOffer: string, user: TestUser, reason = 'Le projet est abandonné.') =>
      h.post(apiPath(collabPaymentsApi.cancel), { idOffer, reason }, user),
    dispute: (
      idOffer: string,
      user: TestUser,
      reason = 'not_conform',
      message = 'La vidéo ne montre pas le produit.',
    ) => h.post(apiPath(collabPaymentsApi.dispute), { idOffer, reason, message }, user),
    decide: (admin: TestUser, body: object) =>
      h.post(apiPath(adminCollabPaymentsApi.decide), body, admin),
  };
}

export function expectError(
  res: { statusCode: number; json(): unknown; body: string },
  code: string,
  status?: number,
) {
  const body = res.json() as { error?: string; message?: string };
  expect(body.error, res.body).toBe(code);
  if (status) expect(res.statusCode).toBe(status);
  expect(body.message).toBeTruthy();
}

/** A signed collaboration, paid (1,000 € TTC) and disputed by its owner. */
export async function disputedCollab(app: FastifyInstance) {
  const setup = await signedCollab(app, { amount: 1000, tax: 'TTC' });
  await securePayment(app, setup);
  const opened = await escrowApi(app).dispute(setup.idOffer, setup.owner);
  expect(opened.statusCode, opened.body).toBe(200);
  return setup;
}
